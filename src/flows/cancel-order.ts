import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { refundToBalance } from './steps/refund.ts';
import { cashPaid, codeShareOf, giveCoinsBack, refunded } from './steps/refund-owed.ts';
import { releaseCodes, releaseDispatches } from './steps/release.ts';
import {
  CANCEL_MESSAGES,
  lockOwnOrder,
  orderDispatches,
  orderLines,
  orders,
  hasNotLeft,
  ORDER_STATUS,
  SEND_STATUS,
  STOCK_STATE,
  moveDispatch,
  moveOrder,
  type Actor,
} from '#modules/orders/index.ts';

/**
 * Cancelling a whole order or one dispatch while it has not left (spec section 1), in
 * one transaction holding the order's row lock: the stock, slot places, code use and gift
 * card amount go back, and what the shopper paid online for it is refunded into their
 * balance (a payments.refunds row and its ledger entry, in the same transaction).
 * A dispatch of an unpaid order cannot be cancelled alone (its attempt at the bank is for
 * the whole amount): the shopper cancels the order instead (docs/adr/0008).
 */
const conflict = (message: string) => new ApiError(409, message);
type OrderRow = typeof orders.$inferSelect;

export async function cancelOrder(db: Db, userId: number, orderId: number, reasonId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    await cancelWhole(tx, order, reasonId, 'shopper', new Date());
  });
}

/** Cancels the order and gives everything back; refuses once a dispatch has left. */
export async function cancelWhole(tx: Tx, order: OrderRow, reasonId: number, actor: Actor, now: Date, note?: string): Promise<void> {
  const live = await tx
    .select()
    .from(orderDispatches)
    .where(and(eq(orderDispatches.orderId, order.id), ne(orderDispatches.sendStatus, SEND_STATUS.cancelled)));
  const cancellable =
    order.status === ORDER_STATUS.awaitingPayment || order.status === ORDER_STATUS.processing || order.status === ORDER_STATUS.awaitingCancellation;
  if (!cancellable || live.some((d) => !hasNotLeft(d.sendStatus))) throw conflict(CANCEL_MESSAGES.notCancellable);
  if (order.stockState !== STOCK_STATE.released) await releaseDispatches(tx, order.id, live);
  for (const d of live) await moveDispatch(tx, d, SEND_STATUS.cancelled, actor, { set: { cancelledAt: now, cancelReasonId: reasonId } });
  await releaseCodes(tx, order, now);
  const owed = cashPaid(order) - (await refunded(tx, order.id));
  if (owed > 0) await refundToBalance(tx, { userId: order.userId, orderId: order.id, amountRial: owed, reason: 'لغو سفارش' });
  await giveCoinsBack(tx, order, Number.MAX_SAFE_INTEGER, 'لغو سفارش');
  await moveOrder(tx, order, ORDER_STATUS.cancelled, actor, {
    note,
    set: { stockState: STOCK_STATE.released, holdUntil: null, cancelledAt: now, cancelReasonId: reasonId },
  });
}

export async function cancelDispatch(db: Db, userId: number, dispatchId: number, reasonId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: orderDispatches.orderId }).from(orderDispatches).where(eq(orderDispatches.id, dispatchId));
    if (!ref) throw notFound(CANCEL_MESSAGES.dispatchNotFound);
    const order = await lockOwnOrder(tx, userId, ref.orderId).catch(() => {
      throw notFound(CANCEL_MESSAGES.dispatchNotFound);
    });
    await cancelOneDispatch(tx, order, dispatchId, reasonId, 'shopper', new Date());
  });
}

/**
 * One dispatch of a locked order that has not left: its stock and slot place go back and
 * what it cost comes back to the shopper (cash first, then coins); the last live one
 * cancels the whole order. Shared by the shopper and the back office.
 */
export async function cancelOneDispatch(tx: Tx, order: OrderRow, dispatchId: number, reasonId: number, actor: Actor, now: Date, note?: string): Promise<void> {
  const all = await tx.select().from(orderDispatches).where(eq(orderDispatches.orderId, order.id));
  const dispatch = all.find((d) => d.id === dispatchId);
  if (!dispatch) throw notFound(CANCEL_MESSAGES.dispatchNotFound);
  if (!hasNotLeft(dispatch.sendStatus))
    throw conflict(dispatch.sendStatus === SEND_STATUS.cancelled ? CANCEL_MESSAGES.notCancellable : CANCEL_MESSAGES.dispatchLeft);
  const othersLive = all.some((d) => d.id !== dispatchId && d.sendStatus !== SEND_STATUS.cancelled);
  if (!othersLive) return cancelWhole(tx, order, reasonId, actor, now, note);
  if (order.status !== ORDER_STATUS.processing) throw conflict(CANCEL_MESSAGES.dispatchOfUnpaid);
  await releaseDispatches(tx, order.id, [dispatch]);
  await moveDispatch(tx, dispatch, SEND_STATUS.cancelled, actor, { note, set: { cancelledAt: now, cancelReasonId: reasonId } });
  // Cash (online and balance) comes back first; coins only for what cash cannot cover.
  const value = await dispatchValue(tx, order, dispatch);
  const owed = Math.min(value, cashPaid(order) - (await refunded(tx, order.id)));
  if (owed > 0) await refundToBalance(tx, { userId: order.userId, orderId: order.id, dispatchId, amountRial: owed, reason: 'لغو مرسوله' });
  await giveCoinsBack(tx, order, value - Math.max(0, owed), 'لغو مرسوله');
}

/** What a dispatch cost the shopper: its goods less its share of the discount code, plus its shipping. */
async function dispatchValue(tx: Tx, order: OrderRow, dispatch: typeof orderDispatches.$inferSelect): Promise<number> {
  const [row] = await tx
    .select({ goods: sql<string>`coalesce(sum(${orderLines.priceRial} * ${orderLines.count}), 0)` })
    .from(orderLines)
    .where(eq(orderLines.dispatchId, dispatch.id));
  const goods = Number(row?.goods ?? 0);
  return goods - codeShareOf(order, goods) + Number(dispatch.sendCostRial);
}
