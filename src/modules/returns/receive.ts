import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { orderLines } from '#modules/orders/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { backRequestEvents, backRequestItems, backRequests } from './schema.ts';
import { BACK_STATUS } from './statuses.ts';

/**
 * The returns side of receiving a parcel (flows/receive-return.ts moves the stock and the
 * money around it): which order to lock first, the request under its own lock, its
 * items with their order lines, and the request marked received with what it paid back.
 */
export async function backRequestOrderId(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ orderId: backRequests.orderId }).from(backRequests).where(eq(backRequests.id, id));
  if (!row) throw notFound(M.requestNotFound);
  return row.orderId;
}

/** The request, locked; `null` when it was already received (a second press does nothing). */
export async function lockReceivable(tx: Tx, id: number) {
  const [row] = await tx.select().from(backRequests).where(eq(backRequests.id, id)).for('update');
  if (!row) throw notFound(M.requestNotFound);
  if (row.status === BACK_STATUS.received) return null;
  if (row.status !== BACK_STATUS.confirmed) throw new ApiError(409, M.notReceivable);
  const items = await tx
    .select({ count: backRequestItems.count, line: orderLines })
    .from(backRequestItems)
    .innerJoin(orderLines, eq(orderLines.id, backRequestItems.orderLineId))
    .where(eq(backRequestItems.backRequestId, id))
    .orderBy(asc(backRequestItems.id));
  return { request: row, items };
}

/** The refund to the card is recorded (before the bank is asked) or, the bank having refused, dropped. */
export async function setCardRefundIn(tx: Tx, id: number, refundId: number | null): Promise<void> {
  await tx.update(backRequests).set({ cardRefundId: refundId, updatedAt: new Date() }).where(eq(backRequests.id, id));
}

export async function markReceivedIn(tx: Tx, id: number, refundRial: number, note: string, now: Date): Promise<void> {
  await tx.update(backRequests).set({ status: BACK_STATUS.received, refundRial, receivedAt: now, updatedAt: now }).where(eq(backRequests.id, id));
  await tx.insert(backRequestEvents).values({ backRequestId: id, status: BACK_STATUS.received, actor: 'staff', note });
}

/** Units of each line of a dispatch that came back in received requests (has the whole dispatch come back?). */
export async function receivedCounts(db: DbOrTx, dispatchId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: backRequestItems.orderLineId, count: backRequestItems.count })
    .from(backRequestItems)
    .innerJoin(backRequests, eq(backRequests.id, backRequestItems.backRequestId))
    .where(and(eq(backRequests.dispatchId, dispatchId), eq(backRequests.status, BACK_STATUS.received)));
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.lineId, (out.get(r.lineId) ?? 0) + r.count);
  return out;
}
