import { Hono, type Context } from 'hono';
import { readCookie } from '#lib/session-hints.ts';
import { REMEMBERED_PATH_COOKIE } from '#routing/remembered-path.ts';
import { safeLocalPath } from '#routing/safe-path.ts';
import { variantOfHost } from '#routing/variant.ts';
import { clientOfVariant } from '#server/auth/clients.ts';
import { sameSecret } from '#server/auth/crypto.ts';
import { oauthPartner } from '#server/auth/oauth-partners.ts';
import { isSecureContext, sessionCookies } from '#server/auth/session.ts';
import { issueLogin } from './auth/tokens.ts';
import type { AppEnv } from '#server/http/env.ts';
import { apiGuards } from '#server/http/route-meta.ts';
import { signedIn } from './session-hooks.ts';
import { INVITE_COMPLETE_INFO, isAuthPath, withBack } from './back-path.ts';
import { isCompleteRegister } from './identity.ts';
import { flashValue, OAUTH_FLASH_COOKIE, type OAuthFailureReason } from './oauth-messages.ts';
import {
  accountFor,
  authorizeUrl,
  CALLBACK_PATH,
  decodeFlow,
  encodeFlow,
  exchangeCode,
  fetchProfile,
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  newFlow,
  OAuthFailure,
} from './oauth.ts';

/**
 * Partner sign-in pages (spec section 2: /oauth/login-by-{partner}, /oauth/callback):
 * browser navigations, not JSON. They live beside the API (src/app/api.ts gives them
 * the database) and skip the page middleware, whose guards leave both paths open on
 * every host anyway. An unknown partner falls through to the pages, i.e. the 404 page.
 * Every failure ends on /auth with a Persian message (oauth-messages.ts), never a 500.
 */
export const oauthApi = new Hono<AppEnv>();

const PROFILE = '/profile';

const cookieFlags = (secure: boolean, path = '/') => `Path=${path}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
const redirectUri = (c: Context) => `${new URL(c.req.url).origin}${CALLBACK_PATH}`;

/** Where to come back to: a local path that is not sign-in itself (/auth, /login, /oauth/…). */
const safeBack = (value: string | undefined) => {
  const path = safeLocalPath(value, '');
  return path.startsWith('/oauth/') || isAuthPath(path) ? '' : path;
};

function leave(c: Context, location: string) {
  c.header('Cache-Control', 'no-store');
  // The callback's address holds the code: never pass it on as a referrer.
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 302);
}

oauthApi.get(CALLBACK_PATH, apiGuards, async (c) => {
  const secure = isSecureContext(c.req.url);
  const cookies = c.req.header('Cookie') ?? '';
  // One try per flow: the cookie goes whatever happens.
  c.header('Set-Cookie', `${FLOW_COOKIE}=; Max-Age=0; ${cookieFlags(secure, '/oauth')}`, { append: true });
  const flow = decodeFlow(readCookie(cookies, FLOW_COOKIE));
  const fail = (reason: OAuthFailureReason) => {
    c.header('Set-Cookie', `${OAUTH_FLASH_COOKIE}=${flashValue(reason, flow?.p)}; Max-Age=60; ${cookieFlags(secure)}`, { append: true });
    return leave(c, '/auth');
  };
  try {
    if (!flow) return fail('state');
    const state = c.req.query('state') ?? '';
    if (!sameSecret(state, flow.s)) return fail('state');
    const partner = oauthPartner(flow.p);
    if (!partner) return fail('unavailable');
    const error = c.req.query('error');
    if (error) return fail(error === 'access_denied' ? 'denied' : 'partner');
    const code = c.req.query('code') ?? '';
    if (!code || code.length > 2048) return fail('partner');

    const accessToken = await exchangeCode(partner, code, flow.v, redirectUri(c));
    const user = await accountFor(c.var.db, partner.id, await fetchProfile(partner, accessToken));

    // The web session (and the guest's cart), exactly as a password or code login does.
    const clientId = clientOfVariant(variantOfHost(c.req.header('Host') ?? new URL(c.req.url).host)).id;
    const { web } = await issueLogin(c.var.db, user.id, clientId);
    await signedIn(c, user.id);
    for (const cookie of sessionCookies(web, user.firstName || 'حساب کاربری', secure)) c.header('Set-Cookie', cookie, { append: true });

    // Spec section 4: an incomplete registration is invited to complete its info first
    // (carrying the page asked for as ?back=, like the login modal); otherwise that page,
    // or the profile. The page the guard remembered is used up either way.
    const back = flow.b || safeBack(readCookie(cookies, REMEMBERED_PATH_COOKIE));
    c.header('Set-Cookie', `${REMEMBERED_PATH_COOKIE}=; Max-Age=0; ${cookieFlags(secure)}`, { append: true });
    if (!isCompleteRegister(user)) return leave(c, withBack(INVITE_COMPLETE_INFO, back));
    return leave(c, back || PROFILE);
  } catch (err) {
    if (err instanceof OAuthFailure) {
      if (err.reason !== 'no-mobile') console.warn(`[oauth] ${err.message}`);
      return fail(err.reason);
    }
    // Only the error's kind and message (never the request, whose address holds the code).
    console.error(`[oauth] callback failed: ${err instanceof Error ? `${err.name}: ${err.message.slice(0, 300)}` : 'unknown error'}`);
    return fail('failed');
  }
});

/** /oauth/login-by-{partner}?back=/path: to the partner's consent page, with PKCE. */
oauthApi.get('/oauth/:name', apiGuards, async (c, next) => {
  const id = /^login-by-([a-z0-9-]{1,32})$/.exec(c.req.param('name'))?.[1];
  const partner = id ? oauthPartner(id) : undefined;
  if (!partner) return next();
  const flow = newFlow(partner.id, safeBack(c.req.query('back')));
  const secure = isSecureContext(c.req.url);
  c.header('Set-Cookie', `${FLOW_COOKIE}=${encodeFlow(flow)}; Max-Age=${FLOW_TTL_SECONDS}; ${cookieFlags(secure, '/oauth')}`);
  c.header('Cache-Control', 'no-store');
  return c.redirect(authorizeUrl(partner, flow, redirectUri(c)), 302);
});
