import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import { config } from '../../server/config.ts';
import { smsProvider } from '../../server/sms/provider.ts';
import { users } from '../account/schema.ts';
import { toFaDigits } from '../../lib/digits.ts';

/**
 * The SMS an order's shopper gets when it is paid and when a dispatch leaves. Sent after
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
  return send(db, order.userId, `بازار\nمرسوله سفارش ${toFaDigits(order.id)} ارسال شد.\nکد رهگیری پست: ${barcode}\nپیگیری: ${config.siteUrl}/profile/orders/${order.id}`);
}
