import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '#modules/staff/totp.ts';

/**
 * The back office's door for journeys: a demo staff member (README "Demo accounts") signs
 * in with their password, then enters their authenticator's code on /admin/second-factor.
 * A code is good once per member (the server keeps the step it accepted) and wrong codes
 * are rate-limited (five per 15 minutes), while journeys in both workers share the demo
 * members. So the workers never guess: each claims the next unused 30-second step of the
 * member under a lock file shared by the run (E2E_DATA_DIR), enters that step's code
 * (the server takes one step early, for phones that drift) and waits for it when it is
 * further ahead, as a person waits for their app's next code.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPBAZAARDEMOSTAFF2';
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };
const STEP_MS = 30_000;

export const DEMO_STAFF = {
  owner: '09120000011',
  orderOperator: '09120000012',
  catalogEditor: '09120000013',
  callCenter: '09120000014',
  contentEditor: '09120000015',
} as const;

/** Who each page signed in last (the member whose code the second factor asks for). */
const signedInAs = new WeakMap<Page, string>();

export async function signIn(page: Page, mobile: string): Promise<void> {
  signedInAs.set(page, mobile);
  const res = await page.request.post('/v6/register/login-by-password', {
    data: { mobile, password: 'bazaar123', ...CLIENT },
    headers: { 'X-Client-Id': CLIENT.client_id },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function tryCode(page: Page, code: string): Promise<boolean> {
  await page.getByLabel('کد ۶ رقمی برنامهٔ احراز هویت').fill(code);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/second-factor'),
    page.getByRole('button', { name: 'ورود به پنل' }).click(),
  ]);
  await page.waitForLoadState();
  return answer.status() === 303 || answer.status() === 302;
}

/** The member's next unused step, claimed under a lock every worker of the run honours. */
async function claimStep(mobile: string): Promise<number> {
  const dir = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'totp-steps');
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, `${mobile}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    const file = join(dir, `${mobile}.step`);
    const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0;
    const step = Math.max(Math.floor(Date.now() / STEP_MS), last + 1);
    writeFileSync(file, String(step));
    return step;
  } finally {
    rmdirSync(lock);
  }
}

/** On /admin/second-factor: enters the member's next code, and lands where the gate sent them from. */
export async function passSecondFactor(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  await expect(page.getByRole('heading', { name: 'ورود دومرحله‌ای' })).toBeVisible();
  const mobile = signedInAs.get(page);
  expect(mobile, 'signIn() first').toBeTruthy();
  const step = await claimStep(mobile!);
  // Accepted from one step before its own: wait only when it is further ahead than that.
  const usableAt = (step - 1) * STEP_MS + 500;
  if (usableAt > Date.now()) {
    test.info().setTimeout(test.info().timeout + (usableAt - Date.now()));
    await page.waitForTimeout(usableAt - Date.now());
  }
  expect(await tryCode(page, totpCode(DEMO_TOTP_SECRET, step * STEP_MS + 1000)), 'the claimed code is accepted').toBe(true);
}

/** Signs a demo staff member in and opens `path` of the back office past the second factor. */
export async function openAsStaff(page: Page, mobile: string, path = '/admin'): Promise<void> {
  await signIn(page, mobile);
  await page.goto(path);
  await passSecondFactor(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
