import type { AstroCookies } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { pageIdentity, type PageIdentity } from '#app/identity.ts';
import { checkoutNextStep } from '#modules/cart/index.ts';
import { checkoutOf } from './service.ts';
import type { Checkout } from './validation.ts';

export type PageCheckout = { redirect: string } | { me: PageIdentity; checkout: Checkout };

/**
 * What /shipping and /payment render from: the signed-in shopper and their checkout for an
 * address (the main one when none is asked for), or where they belong instead. Ordering
 * needs a complete profile (spec section 6), so an incomplete one goes where the cart's
 * next-step rule sends it; an empty cart goes back to the cart; an address that is not
 * the shopper's sends the page back to /shipping without it.
 */
export async function pageCheckout(cookies: AstroCookies, addressId: number | null, wholesale = false): Promise<PageCheckout> {
  const me = await pageIdentity(cookies);
  // The guard (routing/guards.ts) sends guests away first; an ended session lands here.
  if (!me) return { redirect: '/auth' };
  if (!me.isCompleteRegister) {
    const next = checkoutNextStep({
      signedIn: true,
      completeRegister: false,
      hasAddress: me.hasAddress,
      hasNationalCode: Boolean(me.nationalCode) || me.isForeign,
    });
    return { redirect: next.kind === 'go' ? next.href : '/auth' };
  }
  const { db } = await getDatabase();
  try {
    let checkout = await checkoutOf(db, me.id, addressId ?? undefined, undefined, { wholesale });
    // No main address among several: show the first rather than dispatches without slots.
    const first = checkout.addresses[0];
    if (checkout.address_id === null && first) checkout = await checkoutOf(db, me.id, first.id, undefined, { wholesale });
    return { me, checkout };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 422) throw err;
    // An address that is not (or no longer) the shopper's; otherwise the cart is empty.
    const addressRefused = addressId !== null && err.fields?.some((f) => f.field === 'address_id');
    return { redirect: addressRefused ? '/shipping' : '/cart' };
  }
}
