import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { type orders, unpayHeldTender } from '#modules/orders/index.ts';
import { gatewayMinimumRial, offeredGateways } from '#modules/payments/index.ts';
import { balancesOf, post, coinRateNow, ledgerEntries, splitTender, tenderProblem, type Tender, type TenderChoice } from '#modules/wallet/index.ts';

/**
 * Paying an order with everything: coins first, then the balance, the
 * rest online. What the coins and the balance pay is taken when the order is placed, in
 * its transaction (ledger debits linked to the order), and counted in orders.paid_rial;
 * the invariant is paid_rial = cash (online + balance) + coins_used × coin_rate_rial.
 * If the online part then fails (cancelled at the bank, failed, bank unreachable, amount
 * refused), returnHeldTender gives both back, once: it runs under the order's row lock and
 * gives back only what the ledger says the order still holds.
 */
type OrderRow = typeof orders.$inferSelect;

export type { Tender, TenderChoice };

/**
 * How much the coins and the balance pay of `due` rials, with what the shopper holds now,
 * leaving the bank at least the chosen gateway's minimum (tender-math.ts). An online rest
 * that cannot reach it (an order smaller than the minimum that the wallet does not cover)
 * is refused with a 422 on `gateway` saying why, and the placement's transaction takes
 * nothing. No gateway named means the default one, as placement does.
 */
export async function planTender(db: DbOrTx, userId: number, due: number, choice: TenderChoice & { gateway?: string }, now = new Date()): Promise<Tender> {
  const minOnline = gatewayMinimumRial(choice.gateway ?? offeredGateways()[0]?.id);
  let tender = splitTender(0, { rial: 0, coin: 0 }, 0, choice);
  if (due > 0 && (choice.useBalance || choice.useCoin)) {
    const [held, { rateRial }] = await Promise.all([balancesOf(db, userId), coinRateNow(db, now)]);
    tender = splitTender(due, held, rateRial, choice, minOnline);
  }
  const problem = tenderProblem(due, tender, minOnline);
  if (problem) throw validationError([{ field: 'gateway', message: problem }], problem);
  return tender;
}

/** Takes the planned coins and balance for a just-written order (the placement's transaction). */
export async function takeTender(tx: Tx, order: Pick<OrderRow, 'id' | 'userId'>, t: Tender): Promise<void> {
  if (t.coins > 0)
    await post(tx, {
      userId: order.userId,
      currency: 'coin',
      amount: -t.coins,
      reason: 'orderPayment',
      orderId: order.id,
      note: `پرداخت سفارش ${order.id} با سکه`,
    });
  if (t.balanceRial > 0)
    await post(tx, {
      userId: order.userId,
      currency: 'rial',
      amount: -t.balanceRial,
      reason: 'orderPayment',
      orderId: order.id,
      note: `پرداخت بخشی از سفارش ${order.id} از کیف پول`,
    });
}

/** What the order's tender entries still hold (positive): the balance taken less given back, and the coins. */
export async function heldByOrder(db: DbOrTx, orderId: number): Promise<{ rial: number; coin: number }> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), inArray(ledgerEntries.reason, ['orderPayment', 'orderPaymentReturned'])))
    .groupBy(ledgerEntries.currency);
  const out = { rial: 0, coin: 0 };
  for (const r of rows) out[r.currency] = -Number(r.sum);
  return out;
}

/**
 * The online part failed: the balance and coins this unpaid order took come back and the
 * order owes its whole amount again (pay again, or pay from the balance). In the caller's
 * transaction, which holds the order's row lock; a second call finds nothing held.
 */
export async function returnHeldTender(tx: Tx, order: OrderRow): Promise<void> {
  const held = await heldByOrder(tx, order.id);
  if (held.rial <= 0 && held.coin <= 0) return;
  const note = `بازگشت به‌خاطر ناموفق بودن پرداخت سفارش ${order.id}`;
  if (held.coin > 0) await post(tx, { userId: order.userId, currency: 'coin', amount: held.coin, reason: 'orderPaymentReturned', orderId: order.id, note });
  if (held.rial > 0) await post(tx, { userId: order.userId, currency: 'rial', amount: held.rial, reason: 'orderPaymentReturned', orderId: order.id, note });
  const back = Math.max(0, held.rial) + Math.max(0, held.coin) * Number(order.coinRateRial);
  await unpayHeldTender(tx, order.id, back);
}
