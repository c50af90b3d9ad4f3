import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { orderDispatches, orderHistory, orders } from './schema.ts';
import { ORDER_STATUS as O, PAY_STATUS, SEND_STATUS as S, type OrderStatus, type PayStatus, type SendStatus } from './statuses.ts';

/**
 * The only code that writes an order's or a dispatch's status, its pay status and what it
 * has been paid (paid_rial; ARCHITECTURE "Statuses move through one function per domain"):
 * it checks the move is allowed, writes the new value and a history row in the caller's
 * transaction. Callers hold the order's row lock. The flows (src/flows) call these.
 */
export type Actor = 'shopper' | 'system' | 'gateway' | 'staff';

const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [O.awaitingPayment]: [O.processing, O.cancelled],
  [O.processing]: [O.delivered, O.cancelled, O.awaitingCancellation],
  [O.awaitingCancellation]: [O.cancelled, O.processing],
  [O.delivered]: [O.returned],
  [O.returned]: [],
  [O.cancelled]: [],
};

const SEND_MOVES: Readonly<Record<SendStatus, readonly SendStatus[]>> = {
  [S.preparing]: [S.packed, S.sent, S.cancelled],
  [S.packed]: [S.sent, S.cancelled],
  [S.sent]: [S.delivered, S.returned],
  [S.delivered]: [S.returned],
  [S.cancelled]: [],
  [S.returned]: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_MOVES[from].includes(to);
export const canMoveDispatch = (from: SendStatus, to: SendStatus) => SEND_MOVES[from].includes(to);

const notAllowed = () => new ApiError(409, 'این تغییر وضعیت برای سفارش در وضعیت فعلی ممکن نیست');

type OrderPatch = Partial<typeof orders.$inferInsert>;
type DispatchPatch = Partial<typeof orderDispatches.$inferInsert>;

export async function moveOrder(
  tx: DbOrTx,
  order: { id: number; status: OrderStatus },
  to: OrderStatus,
  actor: Actor,
  { note, set }: { note?: string; set?: OrderPatch } = {},
): Promise<void> {
  if (!canMoveOrder(order.status, to)) throw notAllowed();
  await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({ orderId: order.id, field: 'status', fromValue: order.status, toValue: to, actor, note });
}

/** The order's payment status mirrors its latest attempt (spec section 4: 1 new … 5 error saving). */
export async function setPayStatus(tx: DbOrTx, order: { id: number; payStatus: PayStatus }, to: PayStatus, actor: Actor, note?: string): Promise<void> {
  if (order.payStatus === to) return;
  if (order.payStatus === PAY_STATUS.success) throw notAllowed();
  await tx.update(orders).set({ payStatus: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({ orderId: order.id, field: 'pay_status', fromValue: order.payStatus, toValue: to, actor, note });
}

export async function moveDispatch(
  tx: DbOrTx,
  dispatch: { id: number; orderId: number; sendStatus: SendStatus },
  to: SendStatus,
  actor: Actor,
  { note, set }: { note?: string; set?: DispatchPatch } = {},
): Promise<void> {
  if (!canMoveDispatch(dispatch.sendStatus, to)) throw notAllowed();
  await tx
    .update(orderDispatches)
    .set({ ...set, sendStatus: to })
    .where(eq(orderDispatches.id, dispatch.id));
  await tx.insert(orderHistory).values({
    orderId: dispatch.orderId,
    dispatchId: dispatch.id,
    field: 'send_status',
    fromValue: dispatch.sendStatus,
    toValue: to,
    actor,
    note,
  });
}

/**
 * The bank's answer could not be saved: an order still waiting for that payment shows it
 * (status 5, no history row: reconciliation asks the bank again and settles it).
 */
export async function markPayErrorSaving(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ payStatus: PAY_STATUS.errorSaving })
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, PAY_STATUS.waiting)));
}

/** "Pay again" keeps the stock a while longer: the hold ends no earlier than `until`. */
export async function extendHold(tx: DbOrTx, orderId: number, until: Date): Promise<void> {
  await tx.update(orders).set({ holdUntil: until }).where(eq(orders.id, orderId));
}

/** The balance and coins an unpaid order held went back to the shopper: they no longer count as paid. */
export async function unpayHeldTender(tx: DbOrTx, orderId: number, rial: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paidRial: sql`${orders.paidRial} - ${rial}`, coinsUsed: 0 })
    .where(eq(orders.id, orderId));
}
