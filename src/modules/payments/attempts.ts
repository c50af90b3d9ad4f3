import { desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { users } from '#modules/account/index.ts';
import { type orders, ORDER_STATUS, PAY_STATUS, setPayStatus } from '#modules/orders/index.ts';
import { gatewayById } from './registry.ts';
import { paymentAttempts } from './schema.ts';

/**
 * Sending a shopper to the bank (IRAN.md B5.1): the attempt row exists before the bank is
 * asked; the bank's authority is saved on it before the shopper is redirected. A bank that
 * cannot be reached leaves the attempt unsuccessful and the order awaiting payment, so
 * "pay again" works.
 */
export const callbackPath = (orderId: number) => `/callback/order/${orderId}`;
/** Where the bank returns a balance top-up (flows/top-up.ts). */
export const topUpCallbackPath = (attemptId: number) => `/callback/balance/${attemptId}`;
/** Our page that takes the shopper to a bank wanting a form POST (Gateway.formFor). */
export const bankRedirectPath = (attemptId: number) => `/payment/go/${attemptId}`;

type OrderRow = typeof orders.$inferSelect;

type AttemptRow = typeof paymentAttempts.$inferSelect;

/** The attempt row for what the order still owes online (in the placement's transaction, or alone for "pay again"). */
export async function createAttempt(db: DbOrTx, order: Pick<OrderRow, 'id' | 'userId' | 'payableRial' | 'paidRial'>, gatewayId: string): Promise<AttemptRow> {
  const amountRial = Number(order.payableRial) - Number(order.paidRial);
  const [attempt] = await db.insert(paymentAttempts).values({ orderId: order.id, userId: order.userId, gateway: gatewayId, amountRial }).returning();
  return attempt!;
}

/**
 * What else a refused start undoes, in the same transaction as the attempt's "unsuccessful":
 * for an order, its pay status and the balance or coins it held (flows/steps/bank.ts).
 */
export type OnBankRefused = (tx: Tx, orderId: number) => Promise<void>;

/**
 * Asks the attempt's bank for a payment; answers the bank's page, or null when the bank
 * cannot be reached. An order is already waiting for its payment (placement writes it so,
 * startPayment marks it): on success only the attempt learns the bank's authority; a bank
 * that cannot be reached leaves the attempt and the order's payment unsuccessful.
 */
export async function sendToBank(db: Db, attempt: AttemptRow, origin: string, onRefused: OnBankRefused | null): Promise<string | null> {
  const gateway = gatewayById(db, attempt.gateway);
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, attempt.userId));
  const orderId = attempt.orderId;
  let started: { authority: string; paymentUrl: string };
  try {
    if (!gateway) throw new Error('unknown gateway');
    started = await gateway.start({
      attemptId: attempt.id,
      amountRial: Number(attempt.amountRial),
      callbackUrl: new URL(orderId === null ? topUpCallbackPath(attempt.id) : callbackPath(orderId), origin).href,
      description: orderId === null ? 'افزایش موجودی کیف پول در بازار' : `پرداخت سفارش ${orderId} در بازار`,
      mobile: user?.mobile ?? '',
    });
  } catch (err) {
    console.error(`[payments] ${attempt.gateway} refused to start payment attempt ${attempt.id}`, err instanceof Error ? err.message : err);
    await db.transaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ status: PAY_STATUS.unsuccessful, gatewayMessage: 'the gateway could not be reached', updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id));
      if (orderId !== null && onRefused) await onRefused(tx, orderId);
    });
    return null;
  }
  const paymentUrl = gateway.formFor ? new URL(bankRedirectPath(attempt.id), origin).href : started.paymentUrl;
  // Reconciliation leaves the payment to the shopper until the bank's own window has passed.
  const now = new Date();
  await db
    .update(paymentAttempts)
    .set({ authority: started.authority, paymentUrl, status: PAY_STATUS.waiting, nextTryAt: new Date(now.getTime() + gateway.windowMs), updatedAt: now })
    .where(eq(paymentAttempts.id, attempt.id));
  return paymentUrl;
}

/**
 * A new attempt for an order already placed ("pay again"), inside the caller's transaction
 * holding the order's row lock: the order is marked waiting for it.
 */
export async function openAttempt(tx: DbOrTx, order: OrderRow, gatewayId: string): Promise<AttemptRow> {
  if (order.status === ORDER_STATUS.awaitingPayment) await setPayStatus(tx, order, PAY_STATUS.waiting, 'gateway');
  return createAttempt(tx, order, gatewayId);
}

const FRESH_MS = 30_000;

/**
 * The bank page for a repeated placement: the open attempt's, waiting a moment for one
 * that the first request is still sending to the bank; null when there is none to wait for.
 */
export async function pendingPaymentUrl(db: Db, orderId: number): Promise<{ url: string | null; open: boolean }> {
  for (let i = 0; i < 40; i++) {
    const [a] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.id)).limit(1);
    if (!a) return { url: null, open: false };
    if (a.status === PAY_STATUS.waiting) return { url: a.paymentUrl, open: true };
    if (a.status !== PAY_STATUS.new || Date.now() - a.createdAt.getTime() > FRESH_MS) return { url: null, open: false };
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: null, open: true };
}
