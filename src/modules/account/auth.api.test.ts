import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT, cookieOf, lastCode, signed } from '#tests/auth-helpers.ts';
import { hashToken } from '#server/auth/crypto.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { authCodes, authTokens } from './schema.ts';

const t = useTestApi();
let n = 0;
/** A fresh mobile per test. */
const newMobile = () => `0912${String(3_000_000 + n++ * 7919).padStart(7, '0')}`;
beforeEach(async () => setLimitStore(await freshLimitStore()));

/** How many SMS the outbox holds for a number. */
const smsTo = async (mobile: string) => (await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile))).length;

async function loginWithCode(mobile: string) {
  expect((await t.call('POST', '/v6/register/login', signed(mobile))).status).toBe(200);
  return t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
}

describe('code login', () => {
  it('sends a 6-digit code valid 2 minutes, then signs in with tokens, identity and a session cookie', async () => {
    const mobile = newMobile();
    const sent = await t.call('POST', '/v6/register/login', signed(mobile));
    expect(sent.body.data).toEqual({ isSetPassword: false, remind_valid_time: 120, code_length: 6 });
    const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600 });
    expect(res.body.data.identity).toMatchObject({ username: mobile, isCompleteRegister: false, hasPass: false });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('bz_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=15552000/);
    // Codes are stored only as an HMAC.
    const [row] = await t.db.select().from(authCodes).where(eq(authCodes.mobile, mobile));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the mobile in any common form and Persian digits in the code', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    const code = (await lastCode(t.db, mobile)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const res = await t.call('POST', '/v6/register/validate-code', { mobile: `+98${mobile.slice(1)}`, code, ...CLIENT });
    expect(res.status).toBe(200);
  });

  it('refuses a reused code', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    const code = await lastCode(t.db, mobile);
    expect((await t.call('POST', '/v6/register/validate-code', { mobile, code, ...CLIENT })).status).toBe(200);
    expect((await t.call('POST', '/v6/register/validate-code', { mobile, code, ...CLIENT })).status).toBe(422);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    await t.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.mobile, mobile));
    const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
    expect(res.status).toBe(422);
    expect(res.body.data[0]).toEqual({ field: 'code', message: 'کد منقضی شده است؛ کد جدید درخواست کنید' });
  });

  it('allows 5 wrong tries, then the code is dead even when right (429)', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    const right = await lastCode(t.db, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await t.call('POST', '/v6/register/validate-code', { mobile, code: wrong, ...CLIENT })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const after = await t.call('POST', '/v6/register/validate-code', { mobile, code: right, ...CLIENT });
    expect(after.status).toBe(429);
    expect(after.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('answers a repeated send within the cooldown with the code already sent: 200, the seconds left, no new SMS', async () => {
    const mobile = newMobile();
    expect((await t.call('POST', '/v6/register/login', signed(mobile))).status).toBe(200);
    const code = await lastCode(t.db, mobile);
    // 30 seconds of the code's life have passed.
    await t.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() + 90_000) })
      .where(eq(authCodes.mobile, mobile));
    const again = await t.call('POST', '/v6/register/login', signed(mobile));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ isSetPassword: false, remind_valid_time: expect.any(Number), code_length: 6 });
    expect(again.body.data.remind_valid_time).toBeGreaterThan(80);
    expect(again.body.data.remind_valid_time).toBeLessThanOrEqual(90);
    expect(await smsTo(mobile)).toBe(1);
    // The code already sent still signs in.
    expect((await t.call('POST', '/v6/register/validate-code', { mobile, code, ...CLIENT })).status).toBe(200);
  });

  it('sends a new code once the last one has expired', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    await t.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.mobile, mobile));
    const again = await t.call('POST', '/v6/register/login', signed(mobile));
    expect(again.body.data.remind_valid_time).toBe(120);
    expect(await smsTo(mobile)).toBe(2);
  });

  it('limits sends per mobile per hour', async () => {
    const mobile = newMobile();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await t.call('POST', '/v6/register/login', signed(mobile))).status);
      await t.db
        .update(authCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authCodes.mobile, mobile));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits sends per address per hour', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await t.call('POST', '/v6/register/login', signed(newMobile()), { 'x-bazaar-client-ip': '203.0.113.9' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  });

  it('refuses bad, stale and replayed signatures', async () => {
    const mobile = newMobile();
    const good = signed(mobile);
    expect((await t.call('POST', '/v6/register/login', { ...good, hash_2: 'f'.repeat(64) })).status).toBe(422);
    const stale = Math.floor(Date.now() / 1000) - 1000;
    expect((await t.call('POST', '/v6/register/login', { mobile, hash_1: String(stale), hash_2: signed(mobile).hash_2 })).status).toBe(422);
    expect((await t.call('POST', '/v6/register/login', good)).status).toBe(200);
    await t.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.mobile, mobile));
    expect((await t.call('POST', '/v6/register/login', good)).status).toBe(422);
  });

  it('does not tell whether a number is registered when registering', async () => {
    const existing = await t.call('POST', '/v8/register/register', signed('09120000001'));
    const fresh = await t.call('POST', '/v8/register/register', signed(newMobile()));
    expect(existing.status).toBe(200);
    expect(existing.body).toEqual(fresh.body);
  });

  it('refuses an unknown client', async () => {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/login', signed(mobile));
    const res = await t.call('POST', '/v6/register/validate-code', {
      mobile,
      code: await lastCode(t.db, mobile),
      client_id: 'retail-web',
      client_secret: 'wrong',
    });
    expect(res.status).toBe(422);
  });
});

describe('the login step of a number with a password', () => {
  /** A fresh account with a password; its registration code is gone from the outbox count below. */
  async function withPassword() {
    const mobile = newMobile();
    await t.call('POST', '/v6/register/register', { ...signed(mobile), password: 'secret123' });
    expect((await t.call('POST', '/v8/register/validate-code-register', { mobile, code: await lastCode(t.db, mobile), ...CLIENT })).status).toBe(200);
    await t.db.delete(smsOutbox).where(eq(smsOutbox.receptor, mobile));
    return mobile;
  }

  it('sends no SMS: the shopper goes to the password step', async () => {
    const mobile = await withPassword();
    const res = await t.call('POST', '/v6/register/login', signed(mobile));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isSetPassword: true, remind_valid_time: 0, code_length: 6 });
    expect(await smsTo(mobile)).toBe(0);
  });

  it('sends a code when the shopper chooses code sign-in (by_code), once within the cooldown', async () => {
    const mobile = await withPassword();
    const sent = await t.call('POST', '/v6/register/login', { ...signed(mobile), by_code: 1 });
    expect(sent.body.data).toEqual({ isSetPassword: true, remind_valid_time: 120, code_length: 6 });
    const again = await t.call('POST', '/v6/register/login', { ...signed(mobile), by_code: true });
    expect(again.status).toBe(200);
    expect(again.body.data.remind_valid_time).toBeGreaterThan(0);
    expect(again.body.data.remind_valid_time).toBeLessThanOrEqual(120);
    expect(await smsTo(mobile)).toBe(1);
    const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
    expect(res.status).toBe(200);
    expect(res.body.data.identity).toMatchObject({ username: mobile, hasPass: true });
  });
});

describe('registration within the cooldown', () => {
  it('points a repeated request at the code already sent', async () => {
    const mobile = newMobile();
    expect((await t.call('POST', '/v8/register/register', signed(mobile))).status).toBe(200);
    const again = await t.call('POST', '/v8/register/register', signed(mobile));
    expect(again.status).toBe(200);
    expect(again.body.data.remind_valid_time).toBeGreaterThan(0);
    expect(await smsTo(mobile)).toBe(1);
  });

  it('never lets a second request ride on a code that carries someone else’s password (429)', async () => {
    const mobile = newMobile();
    expect((await t.call('POST', '/v6/register/register', { ...signed(mobile), password: 'attacker123' })).status).toBe(200);
    // The same password again is the same request: the code already sent.
    expect((await t.call('POST', '/v6/register/register', { ...signed(mobile), password: 'attacker123' })).status).toBe(200);
    // Another password, or none, must not confirm the first one's password with its code.
    const other = await t.call('POST', '/v6/register/register', { ...signed(mobile), password: 'owner12345' });
    expect(other.status).toBe(429);
    expect(Number(other.headers.get('Retry-After'))).toBeGreaterThan(100);
    expect(other.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await t.call('POST', '/v8/register/register', signed(mobile))).status).toBe(429);
    expect(await smsTo(mobile)).toBe(1);
  });
});

describe('password login', () => {
  it('signs in a demo account with its password and refuses a wrong one with one message', async () => {
    const ok = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000001', password: 'bazaar123', ...CLIENT });
    expect(ok.status).toBe(200);
    expect(ok.body.data.identity).toMatchObject({ first_name: 'سارا', isCompleteRegister: true, hasPass: true });
    const wrong = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000001', password: 'nope123', ...CLIENT });
    const unknown = await t.call('POST', '/v6/register/login-by-password', { mobile: newMobile(), password: 'nope123', ...CLIENT });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('stops guessing after 10 tries per number', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000004', password: `guess${i}x`, ...CLIENT })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('tokens and sessions', () => {
  it('reads the identity with the bearer token or the session cookie', async () => {
    const res = await loginWithCode(newMobile());
    const bearer = await t.call('GET', '/v6/profile/identity', undefined, { Authorization: `Bearer ${res.body.data.access_token}` });
    expect(bearer.status).toBe(200);
    const cookie = await t.call('GET', '/v6/profile/identity', undefined, { Cookie: `bz_session=${cookieOf(res.headers, 'bz_session')}` });
    expect(cookie.body.data.id).toBe(bearer.body.data.id);
    expect((await t.call('GET', '/v6/profile/identity')).status).toBe(401);
    expect((await t.call('GET', '/v6/profile/identity', undefined, { Authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('rotates refresh tokens; a replayed old one revokes the whole family', async () => {
    const login = await loginWithCode(newMobile());
    const first = login.body.data.refresh_token;
    const rotated = await t.call('POST', '/oauth2/rest/token', { grant_type: 'refresh_token', refresh_token: first, ...CLIENT });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600, token_type: 'Bearer' });
    // Past the retry window (refresh.api.test.ts covers retries inside it).
    await t.db
      .update(authTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.tokenHash, hashToken(first)));
    const replay = await t.call('POST', '/oauth2/rest/token', { grant_type: 'refresh_token', refresh_token: first, ...CLIENT });
    expect(replay.status).toBe(401);
    // The thief's replay ended the honest session too.
    expect((await t.call('GET', '/v6/profile/identity', undefined, { Authorization: `Bearer ${rotated.body.access_token}` })).status).toBe(401);
    expect((await t.call('POST', '/oauth2/rest/token', { grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token, ...CLIENT })).status).toBe(
      401,
    );
  });

  it('accepts a form-encoded refresh like any OAuth client', async () => {
    const login = await loginWithCode(newMobile());
    const res = await t.app.request('/oauth2/rest/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.body.data.refresh_token, ...CLIENT }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('logout revokes the tokens and clears the cookies', async () => {
    const login = await loginWithCode(newMobile());
    const auth = { Authorization: `Bearer ${login.body.data.access_token}` };
    const out = await t.call('POST', '/v6/user/logout', {}, auth);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('bz_session=;') && /Max-Age=0/.test(c))).toBe(true);
    expect((await t.call('GET', '/v6/profile/identity', undefined, auth)).status).toBe(401);
    const revoked = await t.db
      .select()
      .from(authTokens)
      .where(sql`${authTokens.revokedAt} is null and ${authTokens.tokenHash} is not null and ${authTokens.userId} = ${login.body.data.identity.id}`);
    expect(revoked).toHaveLength(0);
  });

  it('refuses a cross-site mutation made with the session cookie', async () => {
    const login = await loginWithCode(newMobile());
    const cookie = `bz_session=${cookieOf(login.headers, 'bz_session')}`;
    const evil = await t.call('POST', '/v6/user/logout', {}, { Cookie: cookie, Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const bare = await t.call('POST', '/v6/user/logout', {}, { Cookie: cookie });
    expect(bare.status).toBe(403);
    const same = await t.call('POST', '/v6/user/logout', {}, { Cookie: cookie, Origin: 'http://localhost', Host: 'localhost' });
    expect(same.status).toBe(200);
  });
});

describe('profile', () => {
  it('completes the profile (422 in Persian on bad fields) and sets a password with a code', async () => {
    const login = await loginWithCode(newMobile());
    const auth = { Authorization: `Bearer ${login.body.data.access_token}` };
    const bad = await t.call(
      'POST',
      '/v6/profile/insert',
      { first_name: '', last_name: 'x', sex: 3, birthday: '2099-01-01', national_code: '1111111111' },
      auth,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['birthday', 'first_name', 'last_name', 'national_code', 'sex']);
    const good = await t.call(
      'POST',
      '/v6/profile/insert',
      { first_name: 'نگار', last_name: 'امیری', sex: 0, birthday: '1995-03-21', national_code: '۰۰۱۳۵۴۲۴۱۹' },
      auth,
    );
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ isCompleteRegister: true, nationalCode: '0013542419', fullName: 'نگار امیری' });

    expect((await t.call('POST', '/v6/profile/set-password-send-code', {}, auth)).status).toBe(200);
    const mobile = login.body.data.identity.username;
    const code = await lastCode(t.db, mobile);
    const mismatch = await t.call('POST', '/v6/profile/set-password-validate-code', { code, password: 'abc123', password_repeat: 'abc124' }, auth);
    expect(mismatch.status).toBe(422);
    const set = await t.call('POST', '/v6/profile/set-password-validate-code', { code, password: 'abc123', password_repeat: 'abc123' }, auth);
    expect(set.status).toBe(200);
    expect((await t.call('POST', '/v6/register/login-by-password', { mobile, password: 'abc123', ...CLIENT })).status).toBe(200);
  });
});

describe('registration with a password', () => {
  it('applies the chosen password once the code is verified, to a new account only', async () => {
    const mobile = newMobile();
    const sent = await t.call('POST', '/v6/register/register', { ...signed(mobile), password: 'secret12' });
    expect(sent.body.data).toEqual({ remind_valid_time: 120, code_length: 6 });
    const done = await t.call('POST', '/v8/register/validate-code-register', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
    expect(done.body.data.identity.hasPass).toBe(true);
    expect((await t.call('POST', '/v6/register/login-by-password', { mobile, password: 'secret12', ...CLIENT })).status).toBe(200);
    // Someone "registering" an existing number cannot replace its password.
    const takeover = await t.call('POST', '/v6/register/register', { ...signed('09120000004'), password: 'hijack99' });
    expect(takeover.status).toBe(200);
    await t.call('POST', '/v8/register/validate-code-register', { mobile: '09120000004', code: await lastCode(t.db, '09120000004'), ...CLIENT });
    expect((await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000004', password: 'hijack99', ...CLIENT })).status).toBe(422);
  });

  it('refuses a weak password in Persian', async () => {
    const res = await t.call('POST', '/v6/register/register', { ...signed(newMobile()), password: '123' });
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toBe('password');
  });
});
