import type { AstroCookies } from 'astro';
import { cookieHeader } from '#server/http/cookies.ts';
import { safeLocalPath } from './safe-path.ts';

/**
 * The page a guest wanted before being sent to sign in, kept for one hour (spec section
 * 9) in an HttpOnly cookie and only ever as a path on our origin.
 */
export const REMEMBERED_PATH_COOKIE = 'bz_back';
const ONE_HOUR = 3600;

/** The Set-Cookie value for a guard's redirect (the response is built by hand). */
export function rememberedPathCookie(path: string, secure: boolean): string {
  return cookieHeader(REMEMBERED_PATH_COOKIE, encodeURIComponent(safeLocalPath(path)), { maxAge: ONE_HOUR, secure });
}

/** The remembered path (then forgotten), or the fallback. */
export function takeRememberedPath(cookies: AstroCookies, fallback = '/'): string {
  const value = cookies.get(REMEMBERED_PATH_COOKIE)?.value;
  cookies.delete(REMEMBERED_PATH_COOKIE, { path: '/' });
  return safeLocalPath(value, fallback);
}
