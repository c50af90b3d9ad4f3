import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { orderSendStatus } from './rules.ts';
import { orderDispatches, orderLines, orders } from './schema.ts';
import { ORDER_STATUS, ORDER_STATUS_TITLES, PAY_STATUS_TITLES, SEND_STATUS_TITLES, STATUS_FILTERS, type SendStatus } from './statuses.ts';
import type { OrderCard, StatusTab } from './validation.ts';

/**
 * The shopper's orders as /profile/orders and /v6/order/index show them: the status
 * tabs with a count each, and a page of order cards, newest first. Every query is scoped
 * to the caller's user id.
 */
export const CARD_IMAGES = 4;

export type StatusFilterId = (typeof STATUS_FILTERS)[number]['id'];
export const filterById = (id: number) => STATUS_FILTERS.find((f) => f.id === id);

export async function statusTabs(db: DbOrTx, userId: number): Promise<StatusTab[]> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status);
  const byStatus = new Map(rows.map((r) => [r.status as number, r.n]));
  return STATUS_FILTERS.map((f) => ({ id: f.id, title: f.title, count: f.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0) }));
}

/** A page of the caller's orders, all of them or one tab's. */
export async function orderCards(db: DbOrTx, userId: number, filterId: StatusFilterId | null, page: Page): Promise<{ items: OrderCard[]; total: number }> {
  const filter = filterId === null ? undefined : filterById(filterId);
  const where = and(eq(orders.userId, userId), filter ? inArray(orders.status, [...filter.statuses]) : undefined);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.perPage).offset(offsetOf(page));
  if (rows.length === 0) return { items: [], total: total?.n ?? 0 };
  const ids = rows.map((o) => o.id);
  const [dispatches, lines] = await Promise.all([
    db
      .select({ id: orderDispatches.id, orderId: orderDispatches.orderId, sendStatus: orderDispatches.sendStatus })
      .from(orderDispatches)
      .where(inArray(orderDispatches.orderId, ids)),
    db
      .select({ orderId: orderLines.orderId, count: orderLines.count, image: orderLines.image })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
  ]);
  const items = rows.map((o): OrderCard => {
    const own = lines.filter((l) => l.orderId === o.id);
    const sendStatus: SendStatus = orderSendStatus(dispatches.filter((d) => d.orderId === o.id));
    return {
      id: o.id,
      date: o.createdAt.toISOString(),
      status: o.status,
      status_title: ORDER_STATUS_TITLES[o.status],
      send_status: sendStatus,
      send_status_title: SEND_STATUS_TITLES[sendStatus],
      total_price: Number(o.totalRial),
      pay_status: o.payStatus,
      pay_status_title: PAY_STATUS_TITLES[o.payStatus],
      items_count: own.reduce((sum, l) => sum + l.count, 0),
      images: [...new Set(own.map((l) => l.image).filter((i): i is string => !!i))].slice(0, CARD_IMAGES),
    };
  });
  return { items, total: total?.n ?? 0 };
}

/**
 * How many of the shopper's orders have been delivered (the customer club counts these,
 * docs/adr/0027), leaving out `except` (the order being delivered: its coins earn at the
 * level the shopper had before it).
 */
export async function deliveredOrderCount(db: DbOrTx, userId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.delivered), except === undefined ? undefined : ne(orders.id, except)));
  return row?.n ?? 0;
}
