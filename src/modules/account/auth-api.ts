import { eq } from 'drizzle-orm';
import { readCookie } from '#lib/session-hints.ts';
import { Hono, type Context } from 'hono';
import { clientById } from '#server/auth/clients.ts';
import { CODE_LENGTH, codeText, consumeCode, sendCode } from './auth/codes.ts';
import { verifyPassword } from '#server/auth/crypto.ts';
import { enforceLimits, limitStore } from '#server/auth/rate-limit.ts';
import { clientIp } from '#server/http/client-address.ts';
import { clearedSessionCookies, isSecureContext, requireCaller, sessionCookies } from '#server/auth/session.ts';
import { verifySignature } from './auth/signature.ts';
import { CAPTCHA_MESSAGES, createCaptcha, verifyCaptcha } from './auth/captcha.ts';
import { revokeFamily, rotateRefresh, tokenOwner } from './auth/tokens.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { findOrCreateUser, userById, userByMobile } from './identity.ts';
import { identityView } from './identity-view.ts';
import { endLoginAs } from './login-as.ts';
import { ACTING_HINT, PREVIOUS_SESSION } from './login-as-session.ts';
import { signedOut } from './session-hooks.ts';
import { openSession } from './open-session.ts';
import { users } from './schema.ts';
import { codeLogin, loginStart, passwordLogin, refreshGrant, registerWithPassword, signedMobile } from './validation.ts';

/**
 * Sign-in and registration (spec sections 4 and 7; flows in shared/spec/API.md).
 * Successful logins answer the token data and identity for API clients and also set the
 * browser's HttpOnly session cookie.
 */
export const authApi = new Hono<AppEnv>();

const BAD_CLIENT = 'کلاینت معتبر نیست';
const BAD_LOGIN = 'شماره موبایل یا رمز عبور اشتباه است';

function checkClient(id: string, secret: string): void {
  const client = clientById(id);
  if (!client || client.secret !== secret) throw validationError([{ field: 'client_id', message: BAD_CLIENT }]);
}

async function loggedIn(c: Context<AppEnv>, user: typeof users.$inferSelect, clientId: string) {
  const tokens = await openSession(c, user, clientId);
  return ok(c, { ...tokens, identity: await identityView(c.var.db, user) }, 'با موفقیت وارد شدید');
}

/**
 * The login step (spec section 4): a number with a password goes on to the password step,
 * so no SMS goes out unless the shopper chose code sign-in (`by_code`); `remind_valid_time`
 * is then 0. Asking again while a code is valid answers its seconds left (see sendCode).
 */
authApi.post('/v6/register/login', async (c) => {
  const body = parse(loginStart, await readBody(c));
  await verifySignature(c.var.db, body.mobile, body.hash_1, body.hash_2, c.req.header('X-Client-Id'));
  const user = await userByMobile(c.var.db, body.mobile);
  const isSetPassword = Boolean(user?.passwordHash);
  if (isSetPassword && !body.by_code) return ok(c, { isSetPassword, remind_valid_time: 0, code_length: CODE_LENGTH });
  const sent = await sendCode(c.var.db, body.mobile, 'login', clientIp(c), codeText);
  return ok(c, { isSetPassword, remind_valid_time: sent.remindValidTime, code_length: sent.codeLength });
});

authApi.post('/v8/register/register', async (c) => {
  const body = parse(signedMobile, await readBody(c));
  await verifySignature(c.var.db, body.mobile, body.hash_1, body.hash_2, c.req.header('X-Client-Id'));
  // The same answer for a number that already has an account: registration reveals nothing.
  const sent = await sendCode(c.var.db, body.mobile, 'register', clientIp(c), codeText);
  return ok(c, { remind_valid_time: sent.remindValidTime, code_length: sent.codeLength });
});

/** Registration with a password: the code goes out now, the password applies once it is verified. */
authApi.post('/v6/register/register', async (c) => {
  const body = parse(registerWithPassword, await readBody(c));
  await verifySignature(c.var.db, body.mobile, body.hash_1, body.hash_2, c.req.header('X-Client-Id'));
  const sent = await sendCode(c.var.db, body.mobile, 'register', clientIp(c), codeText, body.password);
  return ok(c, { remind_valid_time: sent.remindValidTime, code_length: sent.codeLength });
});

for (const [path, purpose] of [
  ['/v6/register/validate-code', 'login'],
  ['/v8/register/validate-code-register', 'register'],
] as const) {
  authApi.post(path, async (c) => {
    const body = parse(codeLogin, await readBody(c));
    checkClient(body.client_id, body.client_secret);
    const { pendingPasswordHash } = await consumeCode(c.var.db, body.mobile, purpose, body.code);
    const user = await findOrCreateUser(c.var.db, body.mobile);
    // A password chosen at registration applies to a new account only, never replacing an existing one.
    if (pendingPasswordHash && !user.passwordHash) {
      await c.var.db.update(users).set({ passwordHash: pendingPasswordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      user.passwordHash = pendingPasswordHash;
    }
    return loggedIn(c, user, body.client_id);
  });
}

/**
 * Password guessing (Saleor's throttle): 10 tries per number and 50 per address in 15
 * minutes answer 429. Before that, 3 wrong passwords for a number (10 from an address,
 * which mobile carriers share widely) in 15 minutes make the captcha required: 422 on
 * `captcha` until a right one comes with the password. A failure that reaches the
 * threshold says so at once, so the form can show the captcha.
 */
const FAIL_WINDOW_SECONDS = 900;
const CAPTCHA_AFTER = { mobile: 3, ip: 10 };

authApi.post('/v6/register/login-by-password', async (c) => {
  const body = parse(passwordLogin, await readBody(c));
  checkClient(body.client_id, body.client_secret);
  const limits = limitStore();
  // The address first: one over its limit is refused before it opens a window per number it rotates through.
  await enforceLimits(
    [
      { key: `pw:ip:${clientIp(c)}`, max: 50, windowSeconds: 900 },
      { key: `pw:mobile:${body.mobile}`, max: 10, windowSeconds: 900 },
    ],
    'تعداد تلاش‌های ورود بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  );
  const failKeys = { mobile: `pw-fail:mobile:${body.mobile}`, ip: `pw-fail:ip:${clientIp(c)}` };
  const needsCaptcha = (counts: { mobile: number; ip: number }) => counts.mobile >= CAPTCHA_AFTER.mobile || counts.ip >= CAPTCHA_AFTER.ip;
  if (needsCaptcha({ mobile: await limits.count(failKeys.mobile), ip: await limits.count(failKeys.ip) })) {
    if (!body.captcha_key || !body.captcha) throw validationError([{ field: 'captcha', message: CAPTCHA_MESSAGES.needed }]);
    if (!(await verifyCaptcha(c.var.db, body.captcha_key, body.captcha))) throw validationError([{ field: 'captcha', message: CAPTCHA_MESSAGES.wrong }]);
  }
  const user = await userByMobile(c.var.db, body.mobile);
  const okPassword = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (!user || !okPassword) {
    const after = { mobile: (await limits.hit(failKeys.mobile, FAIL_WINDOW_SECONDS)).count, ip: (await limits.hit(failKeys.ip, FAIL_WINDOW_SECONDS)).count };
    const errors = [{ field: 'password', message: BAD_LOGIN }];
    if (needsCaptcha(after)) errors.push({ field: 'captcha', message: CAPTCHA_MESSAGES.needed });
    throw validationError(errors);
  }
  await limits.reset(`pw:mobile:${body.mobile}`);
  await limits.reset(failKeys.mobile);
  return loggedIn(c, user, body.client_id);
});

/** A captcha (spec section 7 "captcha POST"): a signed key and an SVG data URL; see auth/captcha.ts. */
authApi.post('/v6/site/captcha', async (c) => {
  const hit = await limitStore().hit(`captcha:ip:${clientIp(c)}`, 600);
  if (hit.count > 120)
    throw new ApiError(429, 'تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید', undefined, { 'Retry-After': String(hit.resetIn) });
  const { key, image } = createCaptcha();
  c.header('Cache-Control', 'no-store');
  return ok(c, { key, image });
});

/** RFC 6749 refresh (form or JSON): the answer is the bare token body, no envelope. */
authApi.post('/oauth2/rest/token', async (c) => {
  const body = parse(refreshGrant, await readBody(c));
  checkClient(body.client_id, body.client_secret);
  c.header('Cache-Control', 'no-store');
  return c.json(await rotateRefresh(c.var.db, body.refresh_token, body.client_id));
});

const cookieValue = (c: Context, name: string) => readCookie(c.req.header('Cookie') ?? '', name);

/**
 * Logout (spec section 4): ends the session's tokens. After a login-as, only the acted
 * session ends: the operator's own session comes back (the account stack).
 */
authApi.post('/v6/user/logout', async (c) => {
  const caller = requireCaller(c);
  await revokeFamily(c.var.db, caller.family);
  const secure = isSecureContext(c.req.url);
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (caller.actorUserId) {
    await endLoginAs(c.var.db, caller.family);
    const previous = cookieValue(c, PREVIOUS_SESSION);
    const owner = previous ? await tokenOwner(c.var.db, previous, ['web']) : null;
    c.header('Set-Cookie', `${PREVIOUS_SESSION}=; Max-Age=0; ${flags}; HttpOnly`, { append: true });
    c.header('Set-Cookie', `${ACTING_HINT}=; Max-Age=0; ${flags}`, { append: true });
    if (owner && owner.userId === caller.actorUserId) {
      const operator = await userById(c.var.db, owner.userId);
      for (const cookie of sessionCookies(previous!, operator?.firstName || 'حساب کاربری', secure)) c.header('Set-Cookie', cookie, { append: true });
      return ok(c, { restored: true, user_id: owner.userId }, 'به حساب خودتان برگشتید');
    }
  }
  for (const cookie of clearedSessionCookies(secure)) c.header('Set-Cookie', cookie, { append: true });
  signedOut(c);
  return ok(c, { restored: false }, 'با موفقیت خارج شدید');
});

authApi.get('/v6/profile/identity', async (c) => {
  const caller = requireCaller(c);
  const [user] = await c.var.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  c.header('Cache-Control', 'no-store');
  // In login-as mode the operator's id travels with the identity (the "acting as" banner).
  return ok(c, { ...(await identityView(c.var.db, user)), real_user_id: caller.actorUserId });
});

/** /v10/site/authorize: is the caller signed in (and who). */
authApi.get('/v10/site/authorize', async (c) => {
  const caller = c.var.caller;
  c.header('Cache-Control', 'no-store');
  return ok(c, { authorized: Boolean(caller), user_id: caller?.userId ?? null });
});
