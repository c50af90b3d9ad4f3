import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT, cookieOf } from '#tests/auth-helpers.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { loginAsAudit } from './schema.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const OPERATOR = '09120000003';
const CUSTOMER = '09120000001';
/** The acting guard's refusal when X-Real-* do not name this session's operator. */
const REAL_USER_MISMATCH = 'مشخصات اپراتور با نشست ورود به‌جای مشتری نمی‌خواند';
const ORIGIN = { Origin: 'http://localhost', Host: 'localhost' };

async function signIn(mobile: string) {
  const res = await t.call('POST', '/v6/register/login-by-password', { mobile, password: 'bazaar123', ...CLIENT });
  expect(res.status).toBe(200);
  return {
    bearer: { Authorization: `Bearer ${res.body.data.access_token}` },
    cookie: cookieOf(res.headers, 'bz_session')!,
    id: res.body.data.identity.id as number,
  };
}

describe('login-as (call-center operator)', () => {
  it('lets an operator act as a customer, records it, and shows who is acting', async () => {
    const operator = await signIn(OPERATOR);
    const res = await t.call('POST', '/v6/user/login-as', { mobile: CUSTOMER }, operator.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data.identity.username).toBe(CUSTOMER);
    expect(res.body.data.real_user_id).toBe(operator.id);
    const acting = { Authorization: `Bearer ${res.body.data.access_token}` };
    const identity = await t.call('GET', '/v6/profile/identity', undefined, acting);
    expect(identity.body.data).toMatchObject({ username: CUSTOMER, real_user_id: operator.id });
    const audit = await t.db.select().from(loginAsAudit).where(eq(loginAsAudit.operatorId, operator.id));
    expect(audit.at(-1)).toMatchObject({ userId: identity.body.data.id, endedAt: null });
  });

  it('refuses customers, acting as staff, and a second login-as before logging out', async () => {
    const customer = await signIn(CUSTOMER);
    expect((await t.call('POST', '/v6/user/login-as', { mobile: '09120000002' }, customer.bearer)).status).toBe(403);
    const operator = await signIn(OPERATOR);
    expect((await t.call('POST', '/v6/user/login-as', { mobile: OPERATOR }, operator.bearer)).status).toBe(403);
    const first = await t.call('POST', '/v6/user/login-as', { mobile: CUSTOMER }, operator.bearer);
    const again = await t.call('POST', '/v6/user/login-as', { mobile: '09120000002' }, { Authorization: `Bearer ${first.body.data.access_token}` });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('شما با حساب کاربری دیگری وارد شده‌اید؛ ابتدا از آن خارج شوید');
    expect((await t.call('POST', '/v6/user/login-as', { mobile: '09129999999' }, operator.bearer)).status).toBe(404);
    expect((await t.call('POST', '/v6/user/login-as', {})).status).toBe(401);
  });

  it('in the browser, logout ends only the acted session and brings the operator back', async () => {
    const operator = await signIn(OPERATOR);
    const start = await t.call('POST', '/v6/user/login-as', { mobile: CUSTOMER }, { Cookie: `bz_session=${operator.cookie}`, ...ORIGIN });
    expect(start.status).toBe(200);
    const acted = cookieOf(start.headers, 'bz_session')!;
    expect(cookieOf(start.headers, 'bz_session_prev')).toBe(operator.cookie);
    expect(decodeURIComponent(cookieOf(start.headers, 'bz_acting')!)).toContain('سارا');

    const out = await t.call('POST', '/v6/user/logout', {}, { Cookie: `bz_session=${acted}; bz_session_prev=${operator.cookie}`, ...ORIGIN });
    expect(out.body.data).toEqual({ restored: true, user_id: operator.id });
    expect(cookieOf(out.headers, 'bz_session')).toBe(operator.cookie);
    // The acted session is over; the operator's own still works.
    expect((await t.call('GET', '/v6/profile/identity', undefined, { Cookie: `bz_session=${acted}` })).status).toBe(401);
    expect((await t.call('GET', '/v6/profile/identity', undefined, { Cookie: `bz_session=${operator.cookie}` })).body.data.id).toBe(operator.id);
    const audits = await t.db.select().from(loginAsAudit).where(eq(loginAsAudit.operatorId, operator.id)).orderBy(loginAsAudit.id);
    expect(audits.at(-1)!.endedAt).not.toBeNull();
  });

  it('gives an API client the operator’s token, which it sends back as X-Real-User-Id and X-Real-Token', async () => {
    const operator = await signIn(OPERATOR);
    const start = await t.call('POST', '/v6/user/login-as', { mobile: CUSTOMER }, operator.bearer);
    expect(start.status).toBe(200);
    const { real_user_id: realUserId, real_token: realToken } = start.body.data as { real_user_id: number; real_token: string };
    expect(realUserId).toBe(operator.id);
    expect(`Bearer ${realToken}`).toBe(operator.bearer.Authorization);
    const acting = { Authorization: `Bearer ${start.body.data.access_token}`, 'X-Real-User-Id': String(realUserId), 'X-Real-Token': realToken };
    const identity = await t.call('GET', '/v6/profile/identity', undefined, acting);
    expect(identity.status).toBe(200);
    expect(identity.body.data).toMatchObject({ username: CUSTOMER, real_user_id: operator.id });
    // A write the acting policy allows goes through with them too; a wrong operator id does not.
    const write = await t.call('POST', '/v10/cart/add', { id: 999_999, count: 1 }, acting);
    expect(write.status).not.toBe(403);
    expect(write.body.message).not.toBe(REAL_USER_MISMATCH);
    expect((await t.call('GET', '/v6/profile/identity', undefined, { ...acting, 'X-Real-User-Id': String(operator.id + 1) })).status).toBe(403);
  });

  it('gives no operator token to a login-as started with the browser’s session cookie', async () => {
    const operator = await signIn(OPERATOR);
    const start = await t.call('POST', '/v6/user/login-as', { mobile: CUSTOMER }, { Cookie: `bz_session=${operator.cookie}`, ...ORIGIN });
    expect(start.status).toBe(200);
    expect(start.body.data.real_user_id).toBe(operator.id);
    expect(start.body.data.real_token).toBeUndefined();
    expect(JSON.stringify(start.body)).not.toContain(operator.cookie);
  });
});
