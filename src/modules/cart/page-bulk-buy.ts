import type { AstroCookies } from 'astro';
import { and, eq } from 'drizzle-orm';
import { getDatabase } from '#server/db/client.ts';
import { isConfirmedPartnerRow, sessionUser } from '#modules/account/index.ts';
import { cartItems, carts } from './schema.ts';

/**
 * The wholesale buy box's server side: whether the visitor buys as a partner there (a
 * confirmed partner; the page calls it on the wholesale storefront only, docs/adr/0021),
 * and how many of the variety their cart holds, so the quantity field is rendered with
 * that count and its price (and its form sets the count rather than adding to it) before
 * any script runs. Null for anyone else, who gets the ordinary buy control. The page is
 * personal (the page cache never keeps a signed-in visitor's page).
 */
export async function partnerBuyBox(cookies: AstroCookies, varietyId: number): Promise<{ inCart: number } | null> {
  const user = await sessionUser(cookies);
  if (!user || !isConfirmedPartnerRow(user)) return null;
  const { db } = await getDatabase();
  const [line] = await db
    .select({ count: cartItems.count })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, user.id), eq(cartItems.varietyId, varietyId)));
  return { inCart: line?.count ?? 0 };
}
