import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { cartItems } from './schema.ts';

/**
 * The shopper has now been shown a line's price (the checkout acknowledges today's prices):
 * later reads and placements compare against it. Runs in the caller's transaction.
 */
export async function markPriceSeen(tx: DbOrTx, cartId: number, varietyId: number, priceRial: (typeof cartItems.$inferInsert)['seenPriceRial']): Promise<void> {
  await tx
    .update(cartItems)
    .set({ seenPriceRial: priceRial })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.varietyId, varietyId)));
}
