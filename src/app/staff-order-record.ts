import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { orderView } from './order-view.ts';
import {
  orderHistory,
  orderNotes,
  orders,
  ORDER_STATUS_TITLES,
  PAY_STATUS_TITLES,
  SEND_STATUS_TITLES,
  type OrderStatus,
  type PayStatus,
  type SendStatus,
  timelines,
} from '#modules/orders/index.ts';
import type { OrderView, TrackingEventView } from '#modules/orders/index.ts';

/**
 * An order as the back office sees it: the shopper's own view of it (totals,
 * dispatches with lines, payments and refunds: app/order-view.ts, so staff and shopper
 * never disagree), plus who the customer is, each dispatch's tracking timeline, every
 * status change with who made it, and the staff's own notes.
 */
export const ORDER_NOT_FOUND = 'سفارش یافت نشد';

const ACTORS: Record<string, string> = { shopper: 'مشتری', system: 'سامانه', gateway: 'درگاه پرداخت', staff: 'کارمند فروشگاه' };
const FIELDS: Record<string, string> = { status: 'وضعیت سفارش', pay_status: 'وضعیت پرداخت', send_status: 'وضعیت ارسال' };

function titleOf(field: string, value: number | null): string {
  if (value === null) return '';
  if (field === 'status') return ORDER_STATUS_TITLES[value as OrderStatus] ?? String(value);
  if (field === 'pay_status') return PAY_STATUS_TITLES[value as PayStatus] ?? String(value);
  return SEND_STATUS_TITLES[value as SendStatus] ?? String(value);
}

export interface StaffOrderRecord {
  order: OrderView;
  customer: { id: number; name: string; mobile: string };
  tracking: Record<number, TrackingEventView[]>;
  history: { at: Date; what: string; from: string; to: string; actor: string; dispatchId: number | null; note: string | null }[];
  notes: { at: Date; author: string; body: string }[];
}

export async function staffOrderRecord(db: DbOrTx, orderId: number): Promise<StaffOrderRecord> {
  const [owner] = await db
    .select({ userId: orders.userId, mobile: users.mobile, firstName: users.firstName, lastName: users.lastName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!owner) throw notFound(ORDER_NOT_FOUND);
  const order = await orderView(db, owner.userId, orderId, new Set(['dispatches', 'transactions'] as const));
  const [events, history, notes] = await Promise.all([
    timelines(
      db,
      (order.dispatches ?? []).map((d) => d.id),
    ),
    db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id)),
    db
      .select({ at: orderNotes.createdAt, body: orderNotes.body, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
      .from(orderNotes)
      .innerJoin(users, eq(users.id, orderNotes.authorUserId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(desc(orderNotes.id)),
  ]);
  return {
    order,
    customer: { id: owner.userId, name: nameOf(owner), mobile: owner.mobile },
    tracking: Object.fromEntries(events),
    history: history.map((h) => ({
      at: h.createdAt,
      what: FIELDS[h.field] ?? h.field,
      from: titleOf(h.field, h.fromValue),
      to: titleOf(h.field, h.toValue),
      actor: ACTORS[h.actor] ?? h.actor,
      dispatchId: h.dispatchId,
      note: h.note,
    })),
    notes: notes.map((n) => ({ at: n.at, author: nameOf(n), body: n.body })),
  };
}

const nameOf = (u: { firstName: string | null; lastName: string | null; mobile: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.mobile;
