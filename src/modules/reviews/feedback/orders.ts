import { and, asc, desc, eq, exists, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { products } from '#modules/catalog/index.ts';
import { orderDispatches, orderLines, orders, ORDER_STATUS, SEND_STATUS } from '#modules/orders/index.ts';
import { orderFeedbacks, productFeedbacks } from '../schema.ts';

/**
 * Which of a shopper's orders wait for their opinion, and what each one holds. Every
 * query is scoped to the caller: another shopper's order is simply not found.
 */
export const ORDER_NOT_FOUND = 'سفارش پیدا نشد';

export interface FeedbackProduct {
  product_id: number;
  name: string;
  slug: string;
  image: string | null;
}

/** When the order arrived: its last dispatch's delivery (cancelled ones have none). */
const deliveredAt = sql`(select max(d.delivered_at) from ${orderDispatches} d where d.order_id = ${orders.id})`.mapWith(orderDispatches.deliveredAt);

/** The caller's order, locked when asked (feedback on it is being written), or 404. */
export async function ownOrder(db: DbOrTx, userId: number, orderId: number, { lock = false } = {}) {
  const query = db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The distinct products of the orders, in the order they were added: the lines of
 * dispatches that were not cancelled (what the shopper actually got). Named as bought;
 * the slug is the product's current one, so links keep working after a rename.
 */
export async function productsOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, FeedbackProduct[]>> {
  const out = new Map<number, FeedbackProduct[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return out;
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.productName,
      slug: sql<string>`coalesce(${products.slug}, ${orderLines.slug})`,
      image: orderLines.image,
    })
    .from(orderLines)
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(inArray(orderLines.orderId, [...orderIds]), ne(orderDispatches.sendStatus, SEND_STATUS.cancelled)))
    .orderBy(asc(orderLines.id));
  for (const l of lines) {
    const list = out.get(l.orderId)!;
    if (!list.some((p) => p.product_id === l.productId)) list.push({ product_id: l.productId, name: l.name, slug: l.slug, image: l.image });
  }
  return out;
}

/** A delivered order of the shopper that lacks its own feedback or a product's. */
const waitingOf = (userId: number) =>
  and(
    eq(orders.userId, userId),
    eq(orders.status, ORDER_STATUS.delivered),
    or(
      notExists(sql`(select 1 from ${orderFeedbacks} f where f.order_id = ${orders.id})`),
      exists(sql`(select 1 from ${orderLines} l join ${orderDispatches} d on d.id = l.dispatch_id
        where l.order_id = ${orders.id} and d.send_status <> ${SEND_STATUS.cancelled}
        and not exists (select 1 from ${productFeedbacks} pf where pf.order_id = l.order_id and pf.product_id = l.product_id))`),
    ),
  );

export interface WaitingOrder {
  order_id: number;
  delivered_at: string | null;
  has_order_feedback: boolean;
  products: (FeedbackProduct & { has_feedback: boolean })[];
}

/** `/v6/order-feedback/without-feedback` and /profile/survey: newest delivery first. */
export async function withoutFeedback(db: DbOrTx, userId: number, { limit = 20, offset = 0 } = {}): Promise<{ items: WaitingOrder[]; total: number }> {
  const where = waitingOf(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: orders.id, deliveredAt })
      .from(orders)
      .where(where)
      .orderBy(sql`${deliveredAt} desc nulls last`, desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [lists, given, rated] = await Promise.all([
    productsOf(db, ids),
    ids.length
      ? db
          .select({ orderId: productFeedbacks.orderId, productId: productFeedbacks.productId })
          .from(productFeedbacks)
          .where(inArray(productFeedbacks.orderId, ids))
      : [],
    ids.length ? db.select({ orderId: orderFeedbacks.orderId }).from(orderFeedbacks).where(inArray(orderFeedbacks.orderId, ids)) : [],
  ]);
  const items = rows.map((r) => ({
    order_id: r.id,
    delivered_at: r.deliveredAt?.toISOString() ?? null,
    has_order_feedback: rated.some((f) => f.orderId === r.id),
    products: lists.get(r.id)!.map((p) => ({ ...p, has_feedback: given.some((g) => g.orderId === r.id && g.productId === p.product_id) })),
  }));
  return { items, total: Number(counted?.n ?? 0) };
}

export interface OrderFeedbackView {
  order_id: number;
  delivered: boolean;
  delivered_at: string | null;
  /** The shopper's own rating of the order; its text is theirs and staff's, never public. */
  order_feedback: { score: number; text: string; created_at: string } | null;
  products: (FeedbackProduct & { feedback: { satisfied: boolean; item_ids: number[]; created_at: string } | null })[];
}

/** `/v6/order-feedback/product-feedbacks?order_id=`: the order's products and what the shopper said about them. */
export async function orderFeedbackView(db: DbOrTx, userId: number, orderId: number): Promise<OrderFeedbackView> {
  const order = await ownOrder(db, userId, orderId);
  const [[arrived], lists, given, [rated]] = await Promise.all([
    db.select({ at: deliveredAt }).from(orders).where(eq(orders.id, orderId)),
    productsOf(db, [orderId]),
    db.select().from(productFeedbacks).where(eq(productFeedbacks.orderId, orderId)),
    db.select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, orderId)),
  ]);
  return {
    order_id: orderId,
    delivered: order.status === ORDER_STATUS.delivered,
    delivered_at: arrived?.at?.toISOString() ?? null,
    order_feedback: rated ? { score: rated.score, text: rated.text, created_at: rated.createdAt.toISOString() } : null,
    products: lists.get(orderId)!.map((p) => {
      const f = given.find((g) => g.productId === p.product_id);
      return { ...p, feedback: f ? { satisfied: f.satisfied, item_ids: f.itemIds, created_at: f.createdAt.toISOString() } : null };
    }),
  };
}
