import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { users } from '#modules/account/index.ts';
import { toFaDigits } from '#lib/digits.ts';

/**
 * The SMS an order's shopper gets when it is paid, when a dispatch leaves and when the shop cancels. Sent after
 * the change has committed: a message is never sent for a change that rolled back, and a
 * provider that is down costs a message, never a payment (the failure is logged).
 */
async function send(db: DbOrTx, userId: number, body: string): Promise<void> {
  try {
    const [u] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (u) await smsProvider().send(db, { receptor: u.mobile, body });
  } catch (err) {
    console.error('[orders] an order SMS could not be sent', err instanceof Error ? err.message : err);
  }
}

export function orderPaidSms(db: DbOrTx, order: { id: number; userId: number }) {
  return send(db, order.userId, `بازار\nسفارش ${toFaDigits(order.id)} شما پرداخت و ثبت شد.\nپیگیری: ${config.siteUrl}/profile/orders/${order.id}`);
}

export function dispatchSentSms(db: DbOrTx, order: { id: number; userId: number }, barcode: string) {
  return send(
    db,
    order.userId,
    `بازار\nمرسوله سفارش ${toFaDigits(order.id)} ارسال شد.\nکد رهگیری پست: ${barcode}\nپیگیری: ${config.siteUrl}/profile/orders/${order.id}`,
  );
}

/** The shop cancelled an order or one of its dispatches (the back office): why, and where the money went. */
export function cancelledByShopSms(db: DbOrTx, order: { id: number; userId: number; paidRial: number | string }, reason: string, dispatchOnly: boolean) {
  const what = dispatchOnly ? `یکی از مرسوله‌های سفارش ${toFaDigits(order.id)}` : `سفارش ${toFaDigits(order.id)}`;
  const money = Number(order.paidRial) > 0 ? '\nمبلغ آن به کیف پول شما بازگشت.' : '';
  return send(db, order.userId, `بازار\n${what} شما لغو شد.\nدلیل: ${reason}${money}\nجزئیات: ${config.siteUrl}/profile/orders/${order.id}`);
}
