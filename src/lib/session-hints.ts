/**
 * Readable (non-HttpOnly) cookies that carry only display hints for the header, so
 * cached catalogue pages stay identical for every visitor and the header still shows
 * the shopper's name and cart count without React. They grant nothing: the session
 * itself is an HttpOnly cookie.
 */
export const CART_COUNT_COOKIE = 'bz_cart_count';
export const USER_HINT_COOKIE = 'bz_user';

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The cart's item count the server last set in `bz_cart_count` (0 when none or garbled). */
export const readCartCount = (cookie: string = typeof document === 'undefined' ? '' : document.cookie): number => {
  const n = Number(readCookie(cookie, CART_COUNT_COOKIE) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
