import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client.ts';
import { orderPaidSms } from '../orders/notify.ts';
import { orders } from '../orders/schema.ts';
import { ORDER_STATUS, PAY_STATUS, STOCK_STATE, type PayStatus } from '../orders/statuses.ts';
import { moveOrder, setPayStatus } from '../orders/transitions.ts';
import type { VerifyResult } from './gateway.ts';
import { refundToBalance } from '../wallet/ledger.ts';
import { paymentAttempts } from './schema.ts';

/**
 * What a bank's answer does, in one transaction holding the order's and the attempt's row
 * locks (IRAN.md B5.4–B5.5, B5.7):
 * - paid for the amount the order still owes, while its stock is held: the order is paid,
 *   its stock committed, and the shopper gets an SMS (after the commit);
 * - paid, but the order was cancelled, already paid, or the amount differs: the money is
 *   refunded into the shopper's balance (payments.refunds and a ledger entry), never silently kept;
 * - failed: the attempt is unsuccessful and the order stays awaiting payment (pay again);
 * - unknown: nothing changes but the claim, which is released for a later try.
 * An attempt already final is left as it is: a replay changes nothing.
 */
export async function applyVerification(db: Db, attemptId: number, result: VerifyResult, now = new Date()): Promise<PayStatus> {
  let paidOrder: { id: number; userId: number } | null = null;
  const status = await db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: paymentAttempts.orderId }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!ref) return PAY_STATUS.unsuccessful;
    const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
    const [a] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!order || !a) return PAY_STATUS.unsuccessful;
    if (a.status === PAY_STATUS.success || a.status === PAY_STATUS.unsuccessful) return a.status;
    const attempt = (set: Partial<typeof paymentAttempts.$inferInsert>) =>
      tx.update(paymentAttempts).set({ ...set, verifyingSince: null, updatedAt: now }).where(eq(paymentAttempts.id, a.id));

    if (result.outcome === 'unknown') {
      await attempt({ gatewayMessage: result.message });
      return a.status;
    }
    if (result.outcome === 'failed') {
      await attempt({ status: PAY_STATUS.unsuccessful, gatewayMessage: result.message, verifiedAt: now });
      if (order.status === ORDER_STATUS.awaitingPayment) await setPayStatus(tx, order, PAY_STATUS.unsuccessful, 'gateway');
      return PAY_STATUS.unsuccessful;
    }

    const paid = { refId: result.refId, cardPan: result.cardPan, cardHash: result.cardHash, gatewayMessage: result.message, verifiedAt: now };
    const amount = Number(a.amountRial);
    if (result.amountRial !== amount) {
      await attempt({ status: PAY_STATUS.unsuccessful, ...paid });
      await owe(tx, a, result.amountRial, 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نبود');
      return PAY_STATUS.unsuccessful;
    }
    await attempt({ status: PAY_STATUS.success, ...paid });
    const owes = Number(order.payableRial) - Number(order.paidRial);
    if (order.status === ORDER_STATUS.awaitingPayment && order.stockState === STOCK_STATE.held && amount === owes) {
      await setPayStatus(tx, order, PAY_STATUS.success, 'gateway', `کد پیگیری ${result.refId}`);
      await moveOrder(tx, order, ORDER_STATUS.processing, 'gateway', {
        note: 'پرداخت اینترنتی',
        set: { paidRial: Number(order.paidRial) + amount, stockState: STOCK_STATE.committed, holdUntil: null, paidAt: now },
      });
      paidOrder = order;
    } else {
      await owe(tx, a, amount, order.status === ORDER_STATUS.cancelled ? 'پرداخت پس از لغو سفارش' : 'پرداخت تکراری برای سفارش');
    }
    return PAY_STATUS.success;
  });
  if (paidOrder) await orderPaidSms(db, paidOrder);
  return status;
}

function owe(tx: Tx, a: typeof paymentAttempts.$inferSelect, amountRial: number, reason: string) {
  return refundToBalance(tx, { userId: a.userId, orderId: a.orderId, attemptId: a.id, amountRial, reason });
}
