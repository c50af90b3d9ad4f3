import type { AstroCookies } from 'astro';
import { safeLocalPath } from './safe-path.ts';

/**
 * The page a guest wanted before being sent to sign in, kept for one hour (spec section
 * 9) in an HttpOnly cookie and only ever as a path on our origin.
 */
export const REMEMBERED_PATH_COOKIE = 'bz_back';
const ONE_HOUR = 3600;

/** The Set-Cookie value for a guard's redirect (written by hand: the response is built by hand too). */
export function rememberedPathCookie(path: string, secure: boolean): string {
  const value = encodeURIComponent(safeLocalPath(path));
  return `${REMEMBERED_PATH_COOKIE}=${value}; Path=/; Max-Age=${ONE_HOUR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The remembered path (then forgotten), or the fallback. */
export function takeRememberedPath(cookies: AstroCookies, fallback = '/'): string {
  const value = cookies.get(REMEMBERED_PATH_COOKIE)?.value;
  cookies.delete(REMEMBERED_PATH_COOKIE, { path: '/' });
  return safeLocalPath(value, fallback);
}
