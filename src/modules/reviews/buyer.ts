import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { orderDispatches, orderLines, orders, SEND_STATUS } from '#modules/orders/index.ts';

/**
 * The shopper has received this product: a dispatch of one of their orders carrying it
 * was delivered (returned later or not: they used it). What earns the "buyer" badge on a
 * review or an answer, and what lets a shopper note their experience of a product.
 */
export async function hasReceived(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  return (await receivedAmong(db, userId, [productId])).has(productId);
}

/** Which of these products the shopper has received. */
export async function receivedAmong(db: DbOrTx, userId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orderLines.productId, [...productIds]),
        inArray(orderDispatches.sendStatus, [SEND_STATUS.delivered, SEND_STATUS.returned]),
      ),
    );
  return new Set(rows.map((r) => r.productId));
}
