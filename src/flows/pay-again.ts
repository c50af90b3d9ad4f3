import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { extendHold, lockOwnOrder, ORDER_STATUS, STOCK_STATE } from '#modules/orders/index.ts';
import { openAttempt, sendToBank, offeredGateways, paymentAttempts } from '#modules/payments/index.ts';
import { orderRefusedAtBank } from './steps/bank.ts';

/**
 * "Pay again" for an order awaiting payment (/v6/order/payment-online, /v8/order/payment):
 * a new attempt at the bank. The hold is renewed so the job does not cancel the order
 * while the shopper is at the bank; a cap on attempts keeps an order from being held
 * forever by pressing the button.
 */
export const MAX_ATTEMPTS = 10;
export const PAY_AGAIN_MESSAGES = {
  notPayable: 'این سفارش در انتظار پرداخت نیست',
  expired: 'مهلت پرداخت این سفارش به پایان رسیده است',
  tooMany: 'تعداد تلاش‌های پرداخت این سفارش به حداکثر رسیده است؛ سفارش را دوباره ثبت کنید',
  noGateway: 'پرداخت اینترنتی در حال حاضر ممکن نیست',
  badGateway: 'درگاه پرداخت انتخاب‌شده در دسترس نیست',
  unreachable: 'اتصال به درگاه پرداخت برقرار نشد؛ کمی بعد دوباره تلاش کنید',
};

export async function payAgain(
  db: Db,
  userId: number,
  orderId: number,
  gatewayId: string | undefined,
  origin: string,
  now = new Date(),
): Promise<{ payment_url: string }> {
  const offered = offeredGateways();
  if (gatewayId && !offered.some((g) => g.id === gatewayId)) throw validationError([{ field: 'gateway', message: PAY_AGAIN_MESSAGES.badGateway }]);
  const gateway = gatewayId ?? offered[0]?.id;
  if (!gateway) throw validationError([{ field: 'gateway', message: PAY_AGAIN_MESSAGES.noGateway }]);
  const attempt = await db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId);
    if (o.status !== ORDER_STATUS.awaitingPayment || o.stockState !== STOCK_STATE.held) throw new ApiError(409, PAY_AGAIN_MESSAGES.notPayable);
    if (!o.holdUntil || o.holdUntil <= now) throw new ApiError(409, PAY_AGAIN_MESSAGES.expired);
    const [tries] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, o.id));
    if ((tries?.n ?? 0) >= MAX_ATTEMPTS) throw new ApiError(409, PAY_AGAIN_MESSAGES.tooMany);
    const renewed = new Date(Math.max(o.holdUntil.getTime(), now.getTime() + config.orderHoldMinutes * 60_000));
    await extendHold(tx, o.id, renewed);
    return openAttempt(tx, o, gateway);
  });
  const url = await sendToBank(db, attempt, origin, orderRefusedAtBank);
  if (!url) throw new ApiError(503, PAY_AGAIN_MESSAGES.unreachable);
  return { payment_url: url };
}
