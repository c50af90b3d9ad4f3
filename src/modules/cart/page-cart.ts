import type { AstroCookies } from 'astro';
import { hashToken } from '../../server/auth/crypto.ts';
import { getDatabase } from '../../server/db/client.ts';
import { CART_COUNT_COOKIE } from '../../lib/session-hints.ts';
import type { PageIdentity } from '../account/page-identity.ts';
import { futureList } from './future.ts';
import { GUEST_CART_COOKIE } from './owner.ts';
import { emptyCart } from './read.ts';
import { getCart, mergeGuestCart, type CartKey } from './service.ts';
import type { Cart, FutureItem } from './validation.ts';

/**
 * The cart of a server-rendered page's visitor, the way the API finds it (owner.ts): the
 * account's (merging a leftover guest cart first) or the guest's. Also refreshes the
 * header badge's hint cookie so it agrees with what the page shows.
 */
export async function pageCart(cookies: AstroCookies, me: PageIdentity | null, secure: boolean): Promise<{ cart: Cart; future: FutureItem[] }> {
  const { db } = await getDatabase();
  const guest = cookies.get(GUEST_CART_COOKIE)?.value;
  let key: CartKey | null = null;
  if (me) {
    if (guest) {
      await mergeGuestCart(db, hashToken(guest), me.id);
      cookies.delete(GUEST_CART_COOKIE, { path: '/' });
    }
    key = { userId: me.id };
  } else if (guest && /^[A-Za-z0-9_-]{43}$/.test(guest)) key = { guestHash: hashToken(guest) };
  const cart = key ? await getCart(db, key) : emptyCart();
  const future = key ? await futureList(db, key) : [];
  cookies.set(CART_COUNT_COOKIE, String(cart.count), { path: '/', maxAge: 60 * 60 * 24 * 180, sameSite: 'lax', secure, httpOnly: false });
  return { cart, future };
}
