import type { AstroCookies } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { CART_COUNT_COOKIE } from '#lib/session-hints.ts';
import type { PageIdentity } from '#app/identity.ts';
import { futureList } from './future.ts';
import { CART_HINT_TTL, GUEST_CART_COOKIE, guestHashOf } from './owner.ts';
import { emptyCart } from './current-cart.ts';
import { getCart, mergeGuestCart, type CartKey } from './service.ts';
import type { Cart, FutureItem } from './validation.ts';

/**
 * The cart of a server-rendered page's visitor, the way the API finds it (owner.ts): the
 * account's (merging a leftover guest cart first) or the guest's. Also refreshes the
 * header badge's hint cookie so it agrees with what the page shows.
 */
/** `wholesale`: the page is the wholesale storefront's (a partner's prices apply there, docs/adr/0021). */
export async function pageCart(
  cookies: AstroCookies,
  me: PageIdentity | null,
  secure: boolean,
  wholesale = false,
): Promise<{ cart: Cart; future: FutureItem[] }> {
  const { db } = await getDatabase();
  const guest = cookies.get(GUEST_CART_COOKIE)?.value;
  const guestHash = guestHashOf(guest);
  let key: CartKey | null = null;
  if (me) {
    if (guest) {
      if (guestHash) await mergeGuestCart(db, guestHash, me.id);
      cookies.delete(GUEST_CART_COOKIE, { path: '/' });
    }
    key = { userId: me.id, wholesale };
  } else if (guestHash) key = { guestHash };
  const cart = key ? await getCart(db, key) : emptyCart();
  const future = key ? await futureList(db, key) : [];
  cookies.set(CART_COUNT_COOKIE, String(cart.count), { path: '/', maxAge: CART_HINT_TTL, sameSite: 'lax', secure, httpOnly: false });
  return { cart, future };
}
