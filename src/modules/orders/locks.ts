import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { CANCEL_MESSAGES } from './cancel-reasons.ts';
import { orders } from './schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** An order's row lock, taken first by every change of its money, stock or status. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(CANCEL_MESSAGES.orderNotFound);
  return order;
}

export async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound(CANCEL_MESSAGES.orderNotFound);
  return order;
}
