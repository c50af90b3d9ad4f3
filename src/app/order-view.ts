import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { paymentAttempts, refunds } from '#modules/payments/index.ts';
import { ledgerEntries } from '#modules/wallet/index.ts';
import { canReturnDispatch } from '#modules/returns/index.ts';
import {
  canCancelDispatch,
  canCancelOrder,
  canChangeAddress,
  canPayAgain,
  hasInvoice,
  orderSendStatus,
  orderDispatches,
  orderLines,
  orders,
  ORDER_STATUS,
  ORDER_STATUS_TITLES,
  PAY_STATUS_TITLES,
  SEND_STATUS,
  SEND_STATUS_TITLES,
  ORDER_MESSAGES,
  type DebtorPayment,
  type DispatchView,
  type OrderView,
  type TransactionView,
} from '#modules/orders/index.ts';

/**
 * One order of the caller's (/v6/order/view, /profile/orders/{id}): totals, the address
 * copy, what may be done with it, and on request its dispatches with their lines, its
 * payment attempts and refunds, and what is still owed on it. Another shopper's order is
 * "not found".
 */
export const ORDER_EXPANDS = ['dispatches', 'transactions', 'debtorPayments'] as const;
export type OrderExpand = (typeof ORDER_EXPANDS)[number];

type OrderRow = typeof orders.$inferSelect;

// Tehran's wall clock, "HH:MM" (the slot's hours as the checkout showed them).
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const hhmm = (d: Date, end = false) => {
  const t = clock.format(d);
  return end && t === '00:00' ? '24:00' : t;
};

export async function ownOrder(db: DbOrTx, userId: number, orderId: number): Promise<OrderRow> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw notFound(ORDER_MESSAGES.orderNotFound);
  return o;
}

export async function orderView(
  db: DbOrTx,
  userId: number,
  orderId: number,
  expand: ReadonlySet<OrderExpand> = new Set(),
  now = new Date(),
): Promise<OrderView> {
  const o = await ownOrder(db, userId, orderId);
  const dispatchRows = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, o.id)).orderBy(asc(orderDispatches.id));
  const sendStatus = orderSendStatus(dispatchRows);
  const view: OrderView = {
    id: o.id,
    date: o.createdAt.toISOString(),
    status: o.status,
    status_title: ORDER_STATUS_TITLES[o.status],
    send_status: sendStatus,
    send_status_title: SEND_STATUS_TITLES[sendStatus],
    pay_status: o.payStatus,
    pay_status_title: PAY_STATUS_TITLES[o.payStatus],
    total_price: Number(o.totalRial),
    price_main: Number(o.priceMainRial),
    goods: Number(o.goodsRial),
    discount_code: Number(o.discountCodeRial),
    send_cost: Number(o.sendCostRial),
    gift_card: Number(o.tenderedRial),
    payable: Number(o.payableRial),
    paid: Number(o.paidRial),
    coins: o.coinsEarned,
    ship_to: o.shipTo,
    hold_until: o.holdUntil?.toISOString() ?? null,
    can_cancel: canCancelOrder(o, dispatchRows),
    can_pay_again: canPayAgain(o, now),
    can_change_address: canChangeAddress(o, dispatchRows),
    has_invoice: hasInvoice(o),
    is_business: o.business,
  };
  if (expand.has('dispatches')) view.dispatches = await dispatchesOf(db, o, dispatchRows);
  if (expand.has('transactions')) view.transactions = await transactionsOf(db, o.id);
  if (expand.has('debtorPayments')) view.debtorPayments = debtorPayments(o);
  return view;
}

async function dispatchesOf(db: DbOrTx, o: OrderRow, rows: (typeof orderDispatches.$inferSelect)[]): Promise<DispatchView[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  const returnable = new Set<number>();
  for (const d of rows) if (d.sendStatus === SEND_STATUS.delivered && (await canReturnDispatch(db, o.userId, d.id))) returnable.add(d.id);
  return rows.map((d) => ({
    id: d.id,
    key: d.key,
    title: d.sellerName,
    send_status: d.sendStatus,
    send_status_title: SEND_STATUS_TITLES[d.sendStatus],
    delivery: { date: d.deliveryDay, from: hhmm(d.deliveryFrom), to: hhmm(d.deliveryTo, true) },
    send_cost: Number(d.sendCostRial),
    barcode: d.barcode,
    can_cancel: canCancelDispatch(o, d, rows),
    can_return: returnable.has(d.id),
    lines: lines
      .filter((l) => l.dispatchId === d.id)
      .map((l) => ({
        id: l.id,
        variety_id: l.varietyId,
        name: l.productName,
        slug: l.slug,
        image: l.image,
        color: l.colorName,
        guarantee: l.guaranteeName,
        count: l.count,
        price_main: Number(l.priceMainRial),
        price: Number(l.priceRial),
      })),
  }));
}

/** Payment attempts, balance payments and refunds, oldest first: the order's money story in the order it happened. */
async function transactionsOf(db: DbOrTx, orderId: number): Promise<TransactionView[]> {
  const [attempts, owed, fromBalance] = await Promise.all([
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(asc(paymentAttempts.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)),
    // A refund's own ledger credit is shown as the refund; the balance's other movements for this order as themselves.
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), isNull(ledgerEntries.refundId)))
      .orderBy(asc(ledgerEntries.id)),
  ]);
  const list: (TransactionView & { at: number })[] = [
    ...attempts.map((a) => ({
      type: 'payment' as const,
      id: a.id,
      gateway: a.gateway,
      amount: Number(a.amountRial),
      status: a.status,
      status_title: PAY_STATUS_TITLES[a.status],
      ref_id: a.refId,
      card_pan: a.cardPan,
      date: a.createdAt.toISOString(),
      at: a.createdAt.getTime(),
    })),
    ...owed.map((r) => ({
      type: 'refund' as const,
      id: r.id,
      amount: Number(r.amountRial),
      reason: r.reason,
      channel: r.channel,
      date: r.createdAt.toISOString(),
      at: r.createdAt.getTime(),
    })),
    ...fromBalance.map((e) =>
      e.currency === 'coin'
        ? { type: 'coin' as const, id: e.id, coins: e.amount, title: e.note, date: e.createdAt.toISOString(), at: e.createdAt.getTime() }
        : { type: 'balance' as const, id: e.id, amount: e.amount, title: e.note, date: e.createdAt.toISOString(), at: e.createdAt.getTime() },
    ),
  ];
  return list.sort((a, b) => a.at - b.at).map(({ at: _at, ...t }) => t);
}

/** What the shopper still owes on the order: the unpaid amount of an order awaiting payment. */
export function debtorPayments(o: OrderRow): DebtorPayment[] {
  if (o.status !== ORDER_STATUS.awaitingPayment) return [];
  const amount = Number(o.payableRial) - Number(o.paidRial);
  return amount > 0 ? [{ amount, title: 'پرداخت اینترنتی سفارش', due: o.holdUntil?.toISOString() ?? null }] : [];
}
