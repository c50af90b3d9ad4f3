import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { CLIENT, lastCode, signed } from '#tests/auth-helpers.ts';
import { fieldsOf } from '#tests/factories/members.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { REVERT_CHECKS, REVERT_DAYS } from './mobile.ts';
import { users } from './schema.ts';

/**
 * GET /v6/user/revert-mobile (spec section 7 "revert mobile GET and POST"): whether the
 * signed-in account can still go back to the number it left, and the notice the old
 * number gets when the change is made.
 */
const t = useTestApi();
let n = 0;
const newMobile = () => `0936${String(2_000_000 + n++ * 7919).padStart(7, '0')}`;
beforeEach(async () => setLimitStore(await freshLimitStore()));

async function signUp(mobile: string) {
  await t.call('POST', '/v6/register/login', signed(mobile));
  const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
  return { Authorization: `Bearer ${res.body.data.access_token}` };
}

async function changed() {
  const [oldMobile, newNumber] = [newMobile(), newMobile()];
  const auth = await signUp(oldMobile);
  await t.call('POST', '/v6/user/change-mobile', { mobile: newNumber }, auth);
  await t.call('POST', '/v6/user/verify-change-mobile', { mobile: newNumber, code: await lastCode(t.db, newNumber) }, auth);
  return { oldMobile, newNumber, auth };
}

describe('GET /v6/user/revert-mobile', () => {
  it('answers a fresh account that there is nothing to revert, never cached; a guest gets 401', async () => {
    const auth = await signUp(newMobile());
    const res = await t.call('GET', '/v6/user/revert-mobile', undefined, auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({ possible: false, previous_mobile: null, until: null });
    expect((await t.call('GET', '/v6/user/revert-mobile')).status).toBe(401);
  });

  it('after a change: the previous number masked and until when (a week), then nothing once it is reverted', async () => {
    const { oldMobile, auth } = await changed();
    const res = await t.call('GET', '/v6/user/revert-mobile', undefined, auth);
    expect(res.body.data).toMatchObject({ possible: true, previous_mobile: `${oldMobile.slice(0, 4)}***${oldMobile.slice(7)}` });
    const until = Date.parse(res.body.data.until);
    expect(until - Date.now()).toBeGreaterThan(REVERT_DAYS * 86_400_000 - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(REVERT_DAYS * 86_400_000);
    expect(JSON.stringify(res.body)).not.toContain(oldMobile);

    await t.call('POST', '/v6/user/revert-mobile', { mobile: oldMobile });
    await t.call('POST', '/v6/user/verify-revert-mobile', { mobile: oldMobile, code: await lastCode(t.db, oldMobile) });
    const again = await signUp(oldMobile);
    expect((await t.call('GET', '/v6/user/revert-mobile', undefined, again)).body.data.possible).toBe(false);
  });

  it('closes after the week, and never shows another account’s window', async () => {
    const { auth } = await changed();
    const other = await signUp(newMobile());
    expect((await t.call('GET', '/v6/user/revert-mobile', undefined, other)).body.data.possible).toBe(false);
    const identity = (await t.call('GET', '/v6/profile/identity', undefined, auth)).body.data;
    await t.db
      .update(users)
      .set({ mobileChangedAt: new Date(Date.now() - (REVERT_DAYS * 86_400_000 + 1000)) })
      .where(eq(users.id, identity.id));
    expect((await t.call('GET', '/v6/user/revert-mobile', undefined, auth)).body.data).toEqual({ possible: false, previous_mobile: null, until: null });
  });
});

describe('the change and the revert', () => {
  it('tells the old number it left the account, with where to take it back', async () => {
    const { oldMobile } = await changed();
    const [notice] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, oldMobile)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(notice!.body).toContain('/profile/revert-mobile');
    expect(notice!.body).toContain('شماره موبایل حساب شما تغییر کرد');
  });

  it('answers 422 in Persian for a malformed number and limits revert requests per number alike', async () => {
    const bad = await t.call('POST', '/v6/user/revert-mobile', { mobile: '123' });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad).mobile).toBe('شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود');
    const stranger = newMobile();
    for (let i = 0; i < REVERT_CHECKS.perMobile; i++) expect((await t.call('POST', '/v6/user/revert-mobile', { mobile: stranger })).status).toBe(200);
    expect((await t.call('POST', '/v6/user/revert-mobile', { mobile: stranger })).status).toBe(429);
  });
});
