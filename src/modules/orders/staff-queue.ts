import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '#server/db/like.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { normalizeInput } from '#lib/normalize.ts';
import { normalizeMobile } from '#lib/validation/iran.ts';
import { users } from '#modules/account/index.ts';
import { orderDispatches, orders } from './schema.ts';
import { ORDER_STATUS_TITLES, SEND_STATUS_TITLES, type OrderStatus, type SendStatus } from './statuses.ts';
import { orderSendStatus } from './rules.ts';

/**
 * The order operators' queue: orders newest first, narrowed by the order's
 * status, by where one of its dispatches stands (to pack, to send, on the way) and by a
 * search that takes an order number, a mobile (the customer's or the receiver's, any way
 * it is typed) or part of a name (the customer's or the receiver's).
 */
export interface QueueFilter {
  q?: string;
  status?: OrderStatus;
  stage?: SendStatus;
  limit?: number;
  offset?: number;
}

export interface QueueRow {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  statusTitle: string;
  sendStatus: SendStatus;
  sendStatusTitle: string;
  customer: string;
  mobile: string;
  receiver: string;
  city: string;
  totalRial: number;
}

function searchOf(q: string): SQL | undefined {
  const text = normalizeInput(q);
  if (!text) return undefined;
  const mobile = normalizeMobile(text);
  if (mobile) return or(eq(users.mobile, mobile), sql`${orders.shipTo}->>'receiver_mobile' = ${mobile}`);
  if (/^\d{1,9}$/.test(text)) return eq(orders.id, Number(text));
  const like = containsPattern(text);
  return or(ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like), ilike(sql`${orders.shipTo}->>'delivery_name'`, like));
}

function whereOf(filter: QueueFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.stage
      ? sql`exists (select 1 from ${orderDispatches} where ${orderDispatches.orderId} = ${orders.id} and ${orderDispatches.sendStatus} = ${filter.stage})`
      : undefined,
    filter.q ? searchOf(filter.q) : undefined,
  );
}

export async function orderQueue(db: DbOrTx, filter: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
  const where = whereOf(filter);
  const [found, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        shipTo: orders.shipTo,
        totalRial: orders.totalRial,
        firstName: users.firstName,
        lastName: users.lastName,
        mobile: users.mobile,
        dispatches: sql<
          { id: number; sendStatus: SendStatus }[]
        >`(select coalesce(json_agg(json_build_object('id', d.id, 'sendStatus', d.send_status)), '[]') from ${orderDispatches} d where d.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(filter.limit ?? 20)
      .offset(filter.offset ?? 0),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const rows = found.map((o) => {
    const sendStatus = orderSendStatus(o.dispatches);
    return {
      id: o.id,
      createdAt: o.createdAt,
      status: o.status,
      statusTitle: ORDER_STATUS_TITLES[o.status],
      sendStatus,
      sendStatusTitle: SEND_STATUS_TITLES[sendStatus],
      customer: [o.firstName, o.lastName].filter(Boolean).join(' '),
      mobile: o.mobile,
      receiver: o.shipTo.delivery_name,
      city: o.shipTo.city,
      totalRial: Number(o.totalRial),
    };
  });
  return { rows, total: counted?.n ?? 0 };
}
