import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paymentAttempts, bankWindowMs } from '#modules/payments/index.ts';
import { verifyAndRecord } from './reconcile-payments.ts';
import { CLAIM_STALE_MS } from './verify-payment.ts';
import { cancelWhole } from './cancel-order.ts';
import { EXPIRED_REASON, orders, ORDER_STATUS, PAY_STATUS, STOCK_STATE } from '#modules/orders/index.ts';

/**
 * The hold job: an unpaid order keeps its stock until `hold_until`;
 * then the bank is asked about its open attempts first (a shopper who paid but never came
 * back is still served, IRAN.md B5.6), and what is still unpaid is cancelled and its
 * stock released. A shopper still at the bank is waited for: an order whose payment page
 * is within its bank's window (Gateway.windowMs) is not asked about yet, and one whose bank
 * says "still at the bank" gets a second window (its hold is stretched to the window's end,
 * so waiting orders never crowd others out of a batch); a payment completing after the
 * cancel is given back (steps/settle.ts). Safe on several processes at once: each order is re-checked under its
 * row lock (SKIP LOCKED: another process has it), and the cancel happens only while the
 * stock is still held.
 */
const BATCH = 50;

export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.stockState, STOCK_STATE.held), lt(orders.holdUntil, now)))
    .orderBy(asc(orders.holdUntil))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    const open = await db
      .select({ id: paymentAttempts.id, gateway: paymentAttempts.gateway, createdAt: paymentAttempts.createdAt })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, id), eq(paymentAttempts.status, PAY_STATUS.waiting)));
    // The hold is stretched to the end of the bank's window, so the order leaves this batch's queue meanwhile.
    const windowEnd = (a: (typeof open)[number], windows: number) => new Date(a.createdAt.getTime() + windows * bankWindowMs(db, a.gateway));
    const waitUntil = async (until: Date) => {
      await db
        .update(orders)
        .set({ holdUntil: until })
        .where(and(eq(orders.id, id), lt(orders.holdUntil, until)));
    };
    const paying = open.map((a) => windowEnd(a, 1)).filter((end) => end > now);
    if (paying.length > 0) {
      await waitUntil(new Date(Math.max(...paying.map((d) => d.getTime()))));
      continue;
    }
    let stillPaying: Date | null = null;
    for (const a of open) {
      const decision = await verifyAndRecord(db, a.id, 'مهلت پرداخت سفارش تمام شد', now);
      if (decision === 'pending' && windowEnd(a, 2) > now) stillPaying = windowEnd(a, 2);
    }
    if (stillPaying) {
      await waitUntil(stillPaying);
      continue;
    }
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
      if (!order || order.stockState !== STOCK_STATE.held || order.status !== ORDER_STATUS.awaitingPayment) return false;
      if (!order.holdUntil || order.holdUntil >= now) return false;
      // A callback is verifying right now: leave the order to it, look again next round.
      const [busy] = await tx
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, id), gt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS))));
      if (busy) return false;
      await cancelWhole(tx, order, EXPIRED_REASON.id, 'system', now, EXPIRED_REASON.title);
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}
