import type { Context, MiddlewareHandler } from 'hono';
import { cookieHeader, isSecureContext, SESSION_COOKIE } from '../http/cookies.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { readCookie, USER_HINT_COOKIE } from '#lib/session-hints.ts';
import type { DbOrTx } from '../db/client.ts';

/**
 * Who is calling: a bearer access token (apps, the spec's clients) or the browser's
 * HttpOnly session cookie. A mutation authenticated by the cookie must come from our
 * own origin (Origin or Sec-Fetch-Site), so no other site can act as the shopper.
 */
export interface Caller {
  userId: number;
  family: string;
  via: 'bearer' | 'cookie';
  /** Login-as: the operator acting as this user. */
  actorUserId: number | null;
}

/** The URL (an Origin or Referer header) names the host this request was sent to. */
const sameHost = (url: string, c: Context) => {
  try {
    return new URL(url).host === (c.req.header('Host') ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
};

/**
 * The browser says the request comes from another site (a different Origin, or
 * Sec-Fetch-Site cross-site/same-site). Clients that send neither (apps, scripts) are
 * not browsers acting for a shopper on someone else's page.
 */
export function evidentlyCrossSite(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = c.req.header('Origin');
  return origin !== undefined && !sameHost(origin, c);
}

/**
 * A change made with the session cookie must show it comes from our own pages:
 * the API's own header (`X-Client-Id`, which islands always send and another site's page
 * cannot add without a CORS preflight we never grant), or a same-origin Origin, or else a
 * same-origin Referer (the no-JavaScript forms). Sec-Fetch-Site alone is not enough: not
 * every browser sends it. Bearer clients are not concerned (no ambient credential).
 */
export function fromOurPages(c: Context): boolean {
  if (evidentlyCrossSite(c)) return false;
  if (c.req.header('X-Client-Id') || c.req.header('Origin') !== undefined) return true;
  const referer = c.req.header('Referer');
  return referer !== undefined && sameHost(referer, c);
}

/** The browser session's life (spec section 9): the cookie and its web token last 180 days. */
export const WEB_SESSION_TTL = 180 * 86_400;

/**
 * Who holds a token: account owns the token table, so the composition hands its lookup in
 * (this file is infrastructure and imports no module).
 */
export type TokenOwnerLookup = (
  db: DbOrTx,
  token: string,
  kinds: ('access' | 'web')[],
) => Promise<{ userId: number; family: string; actorUserId: number | null } | null>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE = 'درخواست از مبدأ نامعتبر ارسال شده است';

export function authenticate(tokenOwner: TokenOwnerLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    let caller: Caller | null = null;
    if (bearer) {
      const owner = await tokenOwner(c.var.db, bearer, ['access']);
      if (!owner) throw new ApiError(401, 'نشست شما منقضی شده است؛ دوباره وارد شوید');
      caller = { ...owner, via: 'bearer' };
    } else {
      const cookie = readCookie(c.req.header('Cookie') ?? '', SESSION_COOKIE);
      const owner = cookie ? await tokenOwner(c.var.db, cookie, ['web']) : null;
      if (owner) {
        if (!SAFE.has(c.req.method) && !fromOurPages(c)) throw new ApiError(403, CROSS_SITE);
        caller = { ...owner, via: 'cookie' };
      }
    }
    c.set('caller', caller);
    await next();
  };
}

export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.var.caller;
  if (!caller) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  return caller;
}

export { isSecureContext };

/** The header's display hint (readable by scripts: the first name only, no secret). */
export function userHintCookie(displayName: string, secure: boolean): string {
  return cookieHeader(USER_HINT_COOKIE, encodeURIComponent(displayName), { maxAge: WEB_SESSION_TTL, secure, httpOnly: false });
}

/** The session cookie (HttpOnly, 180 days) and the header's display hint (readable, no secret). */
export function sessionCookies(token: string, displayName: string, secure: boolean): string[] {
  return [cookieHeader(SESSION_COOKIE, token, { maxAge: WEB_SESSION_TTL, secure }), userHintCookie(displayName, secure)];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [cookieHeader(SESSION_COOKIE, '', { maxAge: 0, secure }), cookieHeader(USER_HINT_COOKIE, '', { maxAge: 0, secure, httpOnly: false })];
}
