import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ORDER_STATUS, orders, PAY_STATUS, setPayStatus } from '#modules/orders/index.ts';
import { openAttempt, sendToBank, type OnBankRefused } from '#modules/payments/index.ts';
import { returnHeldTender } from './tender.ts';

/**
 * A bank that refused to start an order's payment: the order, still waiting for it, shows
 * the payment unsuccessful and gives back the balance or coins it held (in the attempt's
 * transaction), so "pay again" starts from what the shopper still owes.
 */
export const orderRefusedAtBank: OnBankRefused = async (tx: Tx, orderId: number) => {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (o && o.status === ORDER_STATUS.awaitingPayment && o.payStatus === PAY_STATUS.waiting) {
    await setPayStatus(tx, o, PAY_STATUS.unsuccessful, 'gateway');
    await returnHeldTender(tx, o);
  }
};

/** A new attempt for an order (payments' openAttempt under the order's row lock), sent to the bank at once. */
export async function startPayment(db: Db, order: { id: number }, gatewayId: string, origin: string): Promise<string | null> {
  const attempt = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    return openAttempt(tx, locked!, gatewayId);
  });
  return sendToBank(db, attempt, origin, orderRefusedAtBank);
}
