import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT, lastCode, signed } from '#tests/auth-helpers.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { smsOutbox } from '#server/sms/schema.ts';

const t = useTestApi();
let n = 0;
const newMobile = () => `0935${String(1_000_000 + n++ * 7907).padStart(7, '0')}`;
beforeEach(async () => setLimitStore(await freshLimitStore()));

async function signUp(mobile: string) {
  await t.call('POST', '/v6/register/login', signed(mobile));
  const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
  return { Authorization: `Bearer ${res.body.data.access_token}` };
}

describe('changing the mobile', () => {
  it('sends a code to the new number; on verify the username becomes it', async () => {
    const [oldMobile, newNumber] = [newMobile(), newMobile()];
    const auth = await signUp(oldMobile);
    const step = await t.call('POST', '/v6/user/change-mobile', { mobile: newNumber }, auth);
    expect(step.body.data).toEqual({ step: 2, remainValidTime: 120, codeLength: 6, mobile: newNumber });
    const done = await t.call('POST', '/v6/user/verify-change-mobile', { mobile: newNumber, code: await lastCode(t.db, newNumber) }, auth);
    expect(done.body.data).toEqual({ mobile: newNumber });
    expect((await t.call('GET', '/v6/profile/identity', undefined, auth)).body.data.username).toBe(newNumber);
  });

  it('refuses a number that has an account, and a wrong code', async () => {
    const auth = await signUp(newMobile());
    expect((await t.call('POST', '/v6/user/change-mobile', { mobile: '09120000001' }, auth)).status).toBe(422);
    const target = newMobile();
    await t.call('POST', '/v6/user/change-mobile', { mobile: target }, auth);
    expect((await t.call('POST', '/v6/user/verify-change-mobile', { mobile: target, code: '000000' }, auth)).status).toBeGreaterThanOrEqual(422);
    expect((await t.call('POST', '/v6/user/change-mobile', { mobile: newMobile() })).status).toBe(401);
  });

  it('lets the old number take the account back with a code, ending every session', async () => {
    const [oldMobile, newNumber] = [newMobile(), newMobile()];
    const auth = await signUp(oldMobile);
    await t.call('POST', '/v6/user/change-mobile', { mobile: newNumber }, auth);
    await t.call('POST', '/v6/user/verify-change-mobile', { mobile: newNumber, code: await lastCode(t.db, newNumber) }, auth);

    const revert = await t.call('POST', '/v6/user/revert-mobile', { mobile: oldMobile });
    expect(revert.body.data).toMatchObject({ codeLength: 6, mobile: oldMobile });
    const back = await t.call('POST', '/v6/user/verify-revert-mobile', { mobile: oldMobile, code: await lastCode(t.db, oldMobile) });
    expect(back.status).toBe(200);
    expect((await t.call('GET', '/v6/profile/identity', undefined, auth)).status).toBe(401);
    const again = await t.call('POST', '/v6/register/login-by-password', { mobile: oldMobile, password: 'x12345', ...CLIENT });
    expect(again.status).toBe(422); // no password yet, but the number is the account's again
  });

  it('answers a revert request for any number alike and texts only a number that can revert', async () => {
    const stranger = newMobile();
    const res = await t.call('POST', '/v6/user/revert-mobile', { mobile: stranger });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, stranger))).toHaveLength(0);
  });
});
