import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { orderPaidSms, orders, ORDER_STATUS, PAY_STATUS, STOCK_STATE, type PayStatus, moveOrder, setPayStatus } from '#modules/orders/index.ts';
import { post } from '#modules/wallet/index.ts';
import { refundToBalance } from './refund.ts';
import { returnHeldTender } from './tender.ts';
import type { ReverseResult, VerifyResult } from '#modules/payments/index.ts';
import { paymentAttempts, refunds, type AttemptReversal, backoffMs } from '#modules/payments/index.ts';

/** A bank's answer; a paid one the shop could not keep says what the bank answered when asked to give it back (flows/verify-payment.ts). */
export type Verified = VerifyResult | (Extract<VerifyResult, { outcome: 'paid' }> & { reversal: ReverseResult });

type AttemptRow = typeof paymentAttempts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * What a bank's answer does, in one transaction holding the order's and the attempt's row
 * locks (IRAN.md B5.4–B5.5, B5.7):
 * - paid for the amount the order still owes, while its stock is held: the order is paid,
 *   its stock committed, and the shopper gets an SMS (after the commit);
 * - paid, but the order was cancelled, already paid, or the amount differs: the money goes
 *   back, reversed at the bank, or into the shopper's balance only when the bank refused to
 *   reverse it (payments.refunds, and a ledger entry), never silently kept; while the bank's
 *   answer to the reversal is unknown nothing is credited (the attempt's reversal is
 *   'unknown' and reconciliation asks again: settleReversal below);
 * - a top-up paid: the balance is credited with what the bank says arrived, once;
 * - failed: the attempt is unsuccessful; the order stays awaiting payment (pay again), and
 *   what its balance and coins had paid comes back (flows/steps/tender.ts);
 * - unknown, or the shopper still at the bank (pending): nothing changes but the claim, which
 *   is released for a later try.
 * An attempt already final is left as it is: a replay changes nothing.
 */
export async function applyVerification(db: Db, attemptId: number, result: Verified, now = new Date()): Promise<PayStatus> {
  let paidOrder: { id: number; userId: number } | null = null;
  const status = await db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: paymentAttempts.orderId }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!ref) return PAY_STATUS.unsuccessful;
    // Locks in the order every writer takes: the order first, then its attempt.
    const order = ref.orderId === null ? null : ((await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update'))[0] ?? null);
    const [a] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!a || (ref.orderId !== null && !order)) return PAY_STATUS.unsuccessful;
    if (a.status === PAY_STATUS.success || a.status === PAY_STATUS.unsuccessful) return a.status;
    const attempt = (set: Partial<typeof paymentAttempts.$inferInsert>) =>
      tx
        .update(paymentAttempts)
        .set({ ...set, verifyingSince: null, updatedAt: now })
        .where(eq(paymentAttempts.id, a.id));

    if (result.outcome === 'unknown' || result.outcome === 'pending') {
      await attempt({ gatewayMessage: result.message });
      return a.status;
    }
    if (result.outcome === 'failed') {
      await attempt({ status: PAY_STATUS.unsuccessful, gatewayMessage: result.message, verifiedAt: now });
      if (order?.status === ORDER_STATUS.awaitingPayment) {
        await setPayStatus(tx, order, PAY_STATUS.unsuccessful, 'gateway');
        await returnHeldTender(tx, order);
      }
      return PAY_STATUS.unsuccessful;
    }

    const paid = { refId: result.refId, cardPan: result.cardPan, cardHash: result.cardHash, gatewayMessage: result.message, verifiedAt: now };
    const amount = Number(a.amountRial);
    if (!order) {
      await attempt({ status: PAY_STATUS.success, ...paid });
      // What arrived is the shopper's, even when it differs from what they asked to add.
      await post(tx, {
        userId: a.userId,
        currency: 'rial',
        amount: result.amountRial,
        reason: 'topUp',
        attemptId: a.id,
        note: `افزایش موجودی (کد پیگیری ${result.refId})`,
      });
      return PAY_STATUS.success;
    }
    const owes = Number(order.payableRial) - Number(order.paidRial);
    if (result.amountRial === amount && order.status === ORDER_STATUS.awaitingPayment && order.stockState === STOCK_STATE.held && amount === owes) {
      await attempt({ status: PAY_STATUS.success, ...paid });
      await setPayStatus(tx, order, PAY_STATUS.success, 'gateway', `کد پیگیری ${result.refId}`);
      await moveOrder(tx, order, ORDER_STATUS.processing, 'gateway', {
        note: 'پرداخت اینترنتی',
        set: { paidRial: Number(order.paidRial) + amount, stockState: STOCK_STATE.committed, holdUntil: null, paidAt: now },
      });
      paidOrder = order;
      return PAY_STATUS.success;
    }
    // Money the order cannot take: an amount that differs counts as a failed payment of it.
    const mismatch = result.amountRial !== amount;
    const reversal = 'reversal' in result ? result.reversal : 'unknown';
    await attempt({
      status: mismatch ? PAY_STATUS.unsuccessful : PAY_STATUS.success,
      ...paid,
      paidRial: result.amountRial,
      reversal: reversal === 'reversed' ? 'reversed' : reversal === 'refused' ? 'credited' : 'unknown',
      ...(reversal === 'unknown' ? { reconcileTries: 0, nextTryAt: new Date(now.getTime() + backoffMs(1)) } : {}),
    });
    if (reversal !== 'unknown') await giveBack(tx, a, order, result.amountRial, whyGivenBack(order, mismatch), reversal);
    if (mismatch && order.status === ORDER_STATUS.awaitingPayment) {
      await setPayStatus(tx, order, PAY_STATUS.unsuccessful, 'gateway');
      await returnHeldTender(tx, order);
    }
    return mismatch ? PAY_STATUS.unsuccessful : PAY_STATUS.success;
  });
  if (paidOrder) await orderPaidSms(db, paidOrder);
  return status;
}

const whyGivenBack = (order: OrderRow, mismatch: boolean) =>
  mismatch ? 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نبود' : order.status === ORDER_STATUS.cancelled ? 'پرداخت پس از لغو سفارش' : 'پرداخت تکراری برای سفارش';

/** Records money given back: reversed at the bank (a refunds row, channel gateway) or, the bank having refused, credited to the balance. */
async function giveBack(tx: Tx, a: AttemptRow, order: OrderRow, amountRial: number, reason: string, answer: 'reversed' | 'refused'): Promise<void> {
  if (answer === 'reversed') {
    await tx
      .insert(refunds)
      .values({ userId: a.userId, orderId: order.id, attemptId: a.id, amountRial, channel: 'gateway', reason: `${reason} (برگشت به کارت)` });
    return;
  }
  await refundToBalance(tx, { userId: a.userId, orderId: order.id, attemptId: a.id, amountRial, reason });
}

/**
 * The bank's later answer to a reversal whose first answer was lost (flows/verify-payment.ts
 * retryReversal), recorded once under the order's and the attempt's locks: reversed (a
 * refunds row, channel gateway), or refused for good (the balance is credited). Unknown
 * again changes nothing but the claim. Answers the attempt's reversal state afterwards.
 */
export async function settleReversal(db: Db, attemptId: number, answer: ReverseResult, now = new Date()): Promise<AttemptReversal | null> {
  return db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: paymentAttempts.orderId }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    const order = ref?.orderId == null ? null : ((await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update'))[0] ?? null);
    const [a] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    if (!a || !order) return null;
    if (a.reversal !== 'unknown' || answer === 'unknown') {
      await tx.update(paymentAttempts).set({ verifyingSince: null }).where(eq(paymentAttempts.id, a.id));
      return a.reversal;
    }
    const amount = Number(a.paidRial ?? a.amountRial);
    await giveBack(tx, a, order, amount, whyGivenBack(order, amount !== Number(a.amountRial)), answer);
    const reversal = answer === 'reversed' ? 'reversed' : 'credited';
    await tx.update(paymentAttempts).set({ reversal, verifyingSince: null, updatedAt: now }).where(eq(paymentAttempts.id, a.id));
    return reversal;
  });
}
