import { and, asc, between, eq, gte, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { toFaDigits } from '#lib/digits.ts';
import { users } from '#modules/account/index.ts';
import { orderDispatches, orders, ORDER_STATUS } from '#modules/orders/index.ts';
import { feedbackReminders, orderFeedbacks } from '../schema.ts';

const HOUR = 60 * 60 * 1000;
/** A day after delivery: the shopper has opened the box, and still remembers it. */
export const REMIND_AFTER_MS = 24 * HOUR;
/** Older deliveries are never reminded, so the first run after a deploy does not text every past customer. */
export const REMIND_WITHIN_MS = 14 * 24 * HOUR;
const BATCH = 100;

export const reminderText = (orderId: number) =>
  `بازار\nسفارش ${toFaDigits(orderId)} به دستتان رسید. نظرتان دربارهٔ آن و کالاهایش به خریداران دیگر کمک می‌کند.\nثبت نظر: ${config.siteUrl}/profile/survey`;

const deliveredAt = sql`(select max(d.delivered_at) from ${orderDispatches} d where d.order_id = ${orders.id})`;

/**
 * The one SMS asking for an order's feedback (the hourly job): for orders delivered
 * between 14 days and a day ago, not reminded yet, whose shopper has not rated them.
 * Each order's reminder row is inserted (on conflict nothing) and the SMS sent in the
 * same transaction, so two processes, or a run repeated after a lost lease, send it
 * once; a provider failure rolls the row back and the next run tries again. Answers how
 * many were sent.
 */
export async function sendFeedbackReminders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id, mobile: users.mobile })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, ORDER_STATUS.delivered),
        // Cheap first cut on the orders' own row: delivery is its latest status change.
        gte(orders.updatedAt, new Date(now.getTime() - REMIND_WITHIN_MS)),
        between(deliveredAt, new Date(now.getTime() - REMIND_WITHIN_MS), new Date(now.getTime() - REMIND_AFTER_MS)),
        notExists(
          db
            .select({ x: sql`1` })
            .from(feedbackReminders)
            .where(eq(feedbackReminders.orderId, orders.id)),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderFeedbacks)
            .where(eq(orderFeedbacks.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  let sent = 0;
  for (const order of due) {
    try {
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(feedbackReminders)
          .values({ orderId: order.id })
          .onConflictDoNothing()
          .returning({ orderId: feedbackReminders.orderId });
        if (!claimed) return false;
        await smsProvider().send(tx, { receptor: order.mobile, body: reminderText(order.id) });
        return true;
      });
      if (done) sent++;
    } catch (err) {
      // One message that could not go must not hold back the others; this order is tried again next run.
      console.error('[feedback] a reminder SMS could not be sent', err instanceof Error ? err.message : err);
    }
  }
  return sent;
}
