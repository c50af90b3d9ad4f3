import { Hono, type Context } from 'hono';
import { readCookie } from '#lib/session-hints.ts';
import { clientById } from '#server/auth/clients.ts';
import { isSecureContext, requireCaller } from '#server/auth/session.ts';
import { issueLogin, actingCookies, identityView, recordLoginAs } from '#modules/account/index.ts';
import { readBody } from '#server/http/body.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { loginAsBody, startLoginAs } from './login-as.ts';

/** The login-as route: staff start acting here; account keeps the session mechanics (cookies, the record, logout). */
export const loginAsApi = new Hono<AppEnv>();

const cookieValue = (c: Context, name: string) => readCookie(c.req.header('Cookie') ?? '', name);

/**
 * Login-as (spec section 6): an operator acts as a customer. API clients get the
 * customer's tokens plus the operator's id and token (real_user_id, real_token: the
 * bearer they called with), which they send back as X-Real-User-Id and X-Real-Token
 * (middleware.ts checks them); the browser keeps the operator's session aside and shows
 * a banner until logout brings it back. A login-as started with the session cookie gets
 * no real_token: that session is HttpOnly, and handing it to page scripts would expose the
 * operator's own sign-in; the acting session already names its operator.
 */
loginAsApi.post('/v6/user/login-as', async (c) => {
  const caller = requireCaller(c);
  const body = parse(loginAsBody, await readBody(c));
  const { operator, user } = await startLoginAs(c.var.db, caller, body);
  const clientId = c.req.header('X-Client-Id') && clientById(c.req.header('X-Client-Id')) ? c.req.header('X-Client-Id')! : 'retail-web';
  const { tokens, web, family } = await issueLogin(c.var.db, user.id, clientId, operator.id);
  await recordLoginAs(c.var.db, operator.id, user.id, family);
  const own = caller.via === 'cookie' ? (cookieValue(c, SESSION_COOKIE) ?? null) : null;
  for (const cookie of await actingCookies(c.var.db, { operatorId: operator.id, user, web, ownSession: own, secure: isSecureContext(c.req.url) })) {
    c.header('Set-Cookie', cookie, { append: true });
  }
  c.header('Cache-Control', 'no-store');
  const realToken = caller.via === 'bearer' ? /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] : undefined;
  return ok(
    c,
    { ...tokens, identity: await identityView(c.var.db, user), real_user_id: operator.id, ...(realToken ? { real_token: realToken } : {}) },
    'اکنون به‌جای این کاربر کار می‌کنید',
  );
});
