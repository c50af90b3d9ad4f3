import type { AstroCookies } from 'astro';
import type { Context } from 'hono';
import { isSecureContext } from '#server/http/cookies.ts';

/**
 * What a cart form did, carried across its 303 to /cart in a one-shot HttpOnly cookie
 * (scoped to /cart, a minute at most): the server's own message, shown once by the cart
 * page (and as a toast by its script), then dropped. Never text taken from the URL.
 */
export const CART_FLASH_COOKIE = 'bz_cart_flash';
const MAX_TEXT = 300;

export interface CartFlash {
  tone: 'success' | 'error';
  text: string;
  /** The form field the message belongs to (the code field), when it is a field's. */
  field?: 'code';
}

export function setCartFlash(c: Context, flash: CartFlash): void {
  const value = encodeURIComponent(JSON.stringify({ ...flash, text: flash.text.slice(0, MAX_TEXT) }));
  const secure = isSecureContext(c.req.url) ? '; Secure' : '';
  c.header('Set-Cookie', `${CART_FLASH_COOKIE}=${value}; Path=/cart; Max-Age=60; SameSite=Lax; HttpOnly${secure}`, { append: true });
}

/** The cart page: the flash, if any (well-formed), and it is used up. */
export function takeCartFlash(cookies: AstroCookies): CartFlash | null {
  const raw = cookies.get(CART_FLASH_COOKIE)?.value;
  if (!raw) return null;
  cookies.delete(CART_FLASH_COOKIE, { path: '/cart' });
  try {
    // Astro decodes cookie values already; a raw one is decoded here.
    const v = JSON.parse(raw.startsWith('{') ? raw : decodeURIComponent(raw)) as Partial<CartFlash>;
    if ((v.tone !== 'success' && v.tone !== 'error') || typeof v.text !== 'string' || !v.text) return null;
    return { tone: v.tone, text: v.text.slice(0, MAX_TEXT), field: v.field === 'code' ? 'code' : undefined };
  } catch {
    return null;
  }
}
