import type { Context } from 'hono';
import { hashToken, newToken } from '#server/auth/crypto.ts';
import { CROSS_SITE, evidentlyCrossSite, fromOurPages, isSecureContext } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { CART_COUNT_COOKIE, readCookie } from '#lib/session-hints.ts';
import { getCart, mergeGuestCart, type CartKey } from './service.ts';
import { onWholesaleStorefront } from '#modules/account/index.ts';

/**
 * Whose cart a request is about. A signed-in caller's; otherwise the guest's, named by
 * an HttpOnly cookie holding a random token (only its hash is stored). A guest cookie
 * still present after sign-in is merged into the account's cart once and dropped, so
 * every way of signing in (code, password, OAuth) ends with one cart.
 */
export const GUEST_CART_COOKIE = 'bz_cart';
const GUEST_CART_TTL = 60 * 60 * 24 * 30;
export const CART_HINT_TTL = 60 * 60 * 24 * 180;

/** The stored hash of a well-formed guest cart token (newToken(): 43 base64url characters). */
export const guestHashOf = (token: string | undefined): string | null => (token && /^[A-Za-z0-9_-]{43}$/.test(token) ? hashToken(token) : null);

const flags = (c: Context, maxAge: number) => `Path=/; Max-Age=${maxAge}; SameSite=Lax${isSecureContext(c.req.url) ? '; Secure' : ''}`;

export async function cartKeyOf(c: Context<AppEnv>, { create }: { create: boolean }): Promise<CartKey | null> {
  const guestToken = readCookie(c.req.header('Cookie') ?? '', GUEST_CART_COOKIE);
  const caller = c.var.caller;
  // A change made with cookies must not come from another site's page (cart change is a
  // GET, so authenticate()'s check of unsafe methods alone does not cover it). Cookie
  // clients that are not browsers (apps keeping the guest cookie) send no such headers.
  // A signed-in browser session must also prove it is on our pages (fromOurPages).
  if (create && caller?.via === 'cookie' && !fromOurPages(c)) throw new ApiError(403, CROSS_SITE);
  if (create && !caller && guestToken && evidentlyCrossSite(c)) throw new ApiError(403, CROSS_SITE);
  if (caller) {
    // An operator acting as a customer (login-as) does not pour their own guest cart into it.
    if (guestToken && !caller.actorUserId) {
      await mergeGuestCart(c.var.db, hashToken(guestToken), caller.userId);
      c.header('Set-Cookie', `${GUEST_CART_COOKIE}=; ${flags(c, 0)}; HttpOnly`, { append: true });
    }
    // The storefront decides whether a partner's prices apply (docs/adr/0021).
    return { userId: caller.userId, wholesale: onWholesaleStorefront(c) };
  }
  const guestHash = guestHashOf(guestToken);
  if (guestHash) {
    c.header('Set-Cookie', `${GUEST_CART_COOKIE}=${guestToken}; ${flags(c, GUEST_CART_TTL)}; HttpOnly`, { append: true });
    return { guestHash };
  }
  if (!create) return null;
  const token = newToken();
  c.header('Set-Cookie', `${GUEST_CART_COOKIE}=${token}; ${flags(c, GUEST_CART_TTL)}; HttpOnly`, { append: true });
  return { guestHash: hashToken(token) };
}

/** The header badge's readable hint (spec: the badge is right after a reload and across tabs). */
export function setCountHint(c: Context, count: number): void {
  c.header('Set-Cookie', `${CART_COUNT_COOKIE}=${count}; ${flags(c, CART_HINT_TTL)}`, { append: true });
}

/**
 * At sign-in (auth-api's loggedIn): the browser's guest cart joins the account's now, so
 * the badge is right on the very next page; the cart calls would also do it lazily.
 */
export async function adoptGuestCart(c: Context<AppEnv>, userId: number): Promise<void> {
  const guestToken = readCookie(c.req.header('Cookie') ?? '', GUEST_CART_COOKIE);
  if (!guestToken) return;
  await mergeGuestCart(c.var.db, hashToken(guestToken), userId);
  c.header('Set-Cookie', `${GUEST_CART_COOKIE}=; ${flags(c, 0)}; HttpOnly`, { append: true });
  setCountHint(c, (await getCart(c.var.db, { userId, wholesale: onWholesaleStorefront(c) })).count);
}

/** Spec section 4 "Logout": the cart leaves with the account (the badge empties). */
export function clearCountHint(c: Context): void {
  c.header('Set-Cookie', `${CART_COUNT_COOKIE}=; ${flags(c, 0)}`, { append: true });
}
