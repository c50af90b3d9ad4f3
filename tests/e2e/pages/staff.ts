import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../../src/modules/admin/totp.ts';

/**
 * The back office's door for journeys: a demo staff member (README "Demo accounts") signs
 * in with their password, then enters their authenticator's code on /admin/second-factor.
 * A code is good once per member (the server keeps the step it accepted), and the two
 * projects run at once: when this step's code was already taken, the next step's code
 * (accepted one step early, for phones that drift) is tried, and failing that the next
 * step is awaited, as a person would wait for their app's next code.
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

export async function signIn(page: Page, mobile: string): Promise<void> {
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

/** On /admin/second-factor: enters a fresh code, and lands where the gate sent the member from. */
export async function passSecondFactor(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  await expect(page.getByRole('heading', { name: 'ورود دومرحله‌ای' })).toBeVisible();
  if (await tryCode(page, totpCode(DEMO_TOTP_SECRET))) return;
  // Several journeys may share a member at once: each wait gives one more step's code.
  for (let wait = 0; wait < 4; wait++) {
    if (await tryCode(page, totpCode(DEMO_TOTP_SECRET, Date.now() + STEP_MS))) return;
    // Waiting for the app's next code is time the journey did not budget for.
    test.info().setTimeout(test.info().timeout + STEP_MS);
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  expect(await tryCode(page, totpCode(DEMO_TOTP_SECRET, Date.now() + STEP_MS)), 'a fresh code is accepted').toBe(true);
}

/** Signs a demo staff member in and opens `path` of the back office past the second factor. */
export async function openAsStaff(page: Page, mobile: string, path = '/admin'): Promise<void> {
  await signIn(page, mobile);
  await page.goto(path);
  await passSecondFactor(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}
