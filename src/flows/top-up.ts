import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { PAY_STATUS } from '#modules/orders/index.ts';
import { sendToBank, offeredGateways, paymentAttempts } from '#modules/payments/index.ts';
import { balancesOf, TOP_UP_MESSAGES, type TopUpResult } from '#modules/wallet/index.ts';

/**
 * Topping up the balance through a bank (POST /v6/balance/create, and the /profile/paybuy
 * form): a payment attempt with no order (purpose topUp) is written, then the bank is
 * asked; the bank returns the shopper to /callback/balance/{attempt}, which verifies like
 * an order's callback (flows/verify-payment.ts). Verified, steps/settle.ts credits the balance with
 * what the bank says arrived, once (a unique index on the attempt's topUp entry).
 */
const OPEN_PER_HOUR = 10;

export async function startTopUp(
  db: Db,
  userId: number,
  amountRial: number,
  gatewayId: string | undefined,
  origin: string,
  now = new Date(),
): Promise<{ id: number; payment_url: string }> {
  const offered = offeredGateways();
  if (gatewayId && !offered.some((g) => g.id === gatewayId)) throw validationError([{ field: 'gateway', message: TOP_UP_MESSAGES.badGateway }]);
  const gateway = gatewayId ?? offered[0]?.id;
  if (!gateway) throw validationError([{ field: 'gateway', message: TOP_UP_MESSAGES.noGateway }]);
  // A cap on tries keeps a script from opening payments at the bank without end.
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [recent] = await db
    .select({ n: count() })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.userId, userId), eq(paymentAttempts.purpose, 'topUp'), gt(paymentAttempts.createdAt, hourAgo)));
  if ((recent?.n ?? 0) >= OPEN_PER_HOUR) throw new ApiError(429, TOP_UP_MESSAGES.tooMany);
  const [attempt] = await db.insert(paymentAttempts).values({ purpose: 'topUp', orderId: null, userId, gateway, amountRial }).returning();
  const url = await sendToBank(db, attempt!, origin, null);
  if (!url) throw new ApiError(503, TOP_UP_MESSAGES.unreachable);
  return { id: attempt!.id, payment_url: url };
}

/** The outcome of one of the caller's top-ups (someone else's is 404). */
export async function topUpResult(db: Db, userId: number, attemptId: number): Promise<TopUpResult> {
  const [a] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.userId, userId), eq(paymentAttempts.purpose, 'topUp')));
  if (!a) throw notFound('پرداخت یافت نشد');
  const paid = a.status === PAY_STATUS.success;
  const pending = a.status === PAY_STATUS.waiting || a.status === PAY_STATUS.new || a.status === PAY_STATUS.errorSaving;
  return {
    id: a.id,
    amount: Number(a.amountRial),
    paid,
    pending,
    ref_id: paid ? a.refId : null,
    balance: (await balancesOf(db, userId)).rial,
    message: paid
      ? 'موجودی کیف پول شما افزایش یافت'
      : pending
        ? 'پرداخت در حال بررسی است؛ نتیجه تا چند دقیقه دیگر در کیف پول شما دیده می‌شود'
        : 'پرداخت انجام نشد. در صورت کسر مبلغ، حداکثر تا ۷۲ ساعت به حساب شما بازمی‌گردد',
  };
}
