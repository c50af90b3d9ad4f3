import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orders, ORDER_STATUS, ORDER_STATUS_TITLES, PAY_STATUS, PAY_STATUS_TITLES, type OrderStatus, type PayStatus } from '#modules/orders/index.ts';
import { paymentAttempts, type AttemptReversal } from './schema.ts';

/**
 * What the shopper sees on returning from the bank (/callback/order/{id}, and
 * GET /v10/site/order?id= for apps): paid with the order number and the bank's reference,
 * or not paid with "pay again" while the order still waits for payment.
 */
export interface PaymentResult {
  order_id: number;
  status: OrderStatus;
  status_title: string;
  pay_status: PayStatus;
  pay_status_title: string;
  paid: boolean;
  total_price: number;
  payable: number;
  ref_id: string | null;
  /** The order can still be paid (awaiting payment, hold not over). */
  can_pay_again: boolean;
  /** A payment arrived for an order that could no longer take it: it is owed back. */
  refund_pending: boolean;
  hold_until: string | null;
  message: string;
}

/** Where the money of a payment the order could not take went (payment_attempts.reversal). */
const GIVEN_BACK: Record<AttemptReversal, string> = {
  credited: 'مبلغ به کیف پول شما برگشت',
  reversed: 'مبلغ به کارت شما برگشت داده شد',
  unknown: 'برگشت مبلغ به کارت شما در حال پیگیری با بانک است',
};

export async function paymentResult(db: DbOrTx, userId: number, orderId: number, now = new Date()): Promise<PaymentResult> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o) throw notFound('سفارش یافت نشد');
  const [last] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, o.id)).orderBy(desc(paymentAttempts.id)).limit(1);
  const paid = o.payStatus === PAY_STATUS.success;
  const canPayAgain = o.status === ORDER_STATUS.awaitingPayment && !!o.holdUntil && o.holdUntil > now;
  const refundPending = !paid && (last?.status === PAY_STATUS.success || last?.reversal === 'unknown');
  const message = paid
    ? 'پرداخت با موفقیت انجام شد و سفارش شما ثبت شد'
    : refundPending
      ? `پرداخت انجام شد اما سفارش دیگر قابل پرداخت نبود؛ ${GIVEN_BACK[last?.reversal ?? 'credited']}`
      : o.status === ORDER_STATUS.cancelled
        ? 'این سفارش لغو شده است'
        : o.payStatus === PAY_STATUS.waiting
          ? 'پرداخت در حال بررسی است'
          : 'پرداخت انجام نشد. در صورت کسر مبلغ، حداکثر تا ۷۲ ساعت به حساب شما بازمی‌گردد';
  return {
    order_id: o.id,
    status: o.status,
    status_title: ORDER_STATUS_TITLES[o.status],
    pay_status: o.payStatus,
    pay_status_title: PAY_STATUS_TITLES[o.payStatus],
    paid,
    total_price: Number(o.totalRial),
    payable: Number(o.payableRial),
    ref_id: paid ? (last?.status === PAY_STATUS.success ? last.refId : null) : null,
    can_pay_again: canPayAgain,
    refund_pending: refundPending,
    hold_until: o.holdUntil?.toISOString() ?? null,
    message,
  };
}
