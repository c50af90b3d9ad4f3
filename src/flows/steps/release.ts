import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { releaseSlot, orderLines } from '#modules/orders/index.ts';
import { discountCodes, discountUsages, giftCardUses, giftCards } from '#modules/cart/index.ts';
import { returnStock } from './stock.ts';

/**
 * Giving back what an order took when it (or one of its dispatches) is cancelled or its
 * hold expires: the stock and promotion places, the slot places, and on a whole-order
 * cancel the discount code's use and the gift card's amount (as a new gift_card_uses row).
 * Runs in the caller's transaction, which holds the order's row lock; the caller makes it
 * happen once (stock_state / send_status conditions).
 */
export async function releaseDispatches(tx: Tx, orderId: number, dispatches: readonly { id: number; slotId: number | null }[]): Promise<void> {
  if (dispatches.length === 0) return;
  const lines = await tx
    .select({ varietyId: orderLines.varietyId, productId: orderLines.productId, count: orderLines.count, promotionId: orderLines.promotionId })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        inArray(
          orderLines.dispatchId,
          dispatches.map((d) => d.id),
        ),
      ),
    );
  await returnStock(tx, lines);
  for (const d of [...dispatches].sort((a, b) => (a.slotId ?? 0) - (b.slotId ?? 0))) if (d.slotId) await releaseSlot(tx, d.slotId);
}

/** The code's use stops counting, and the gift card gets back what this order took from it. */
export async function releaseCodes(tx: Tx, order: { id: number; discountCodeId: number | null; giftCardId: number | null }, now: Date): Promise<void> {
  if (order.discountCodeId) {
    const voided = await tx
      .update(discountUsages)
      .set({ cancelledAt: now })
      .where(and(eq(discountUsages.orderId, order.id), isNull(discountUsages.cancelledAt)))
      .returning({ id: discountUsages.id });
    if (voided.length) {
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`greatest(${discountCodes.usedCount} - ${voided.length}, 0)` })
        .where(eq(discountCodes.id, order.discountCodeId));
    }
  }
  if (order.giftCardId) {
    const [card] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, order.giftCardId)).for('update');
    const [net] = await tx
      .select({ sum: sql<string>`coalesce(sum(${giftCardUses.amountRial}), 0)` })
      .from(giftCardUses)
      .where(eq(giftCardUses.orderId, order.id));
    const taken = -Number(net?.sum ?? 0);
    if (card && taken > 0) {
      await tx.insert(giftCardUses).values({ giftCardId: card.id, orderId: order.id, amountRial: taken });
      await tx
        .update(giftCards)
        .set({ balanceRial: sql`${giftCards.balanceRial} + ${taken}` })
        .where(eq(giftCards.id, card.id));
    }
  }
}
