import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { refunds } from '#modules/payments/index.ts';
import type { orders } from '#modules/orders/index.ts';
import { post, ledgerEntries } from '#modules/wallet/index.ts';

/**
 * What an order may still give back, shared by cancellations (cancel-order.ts) and
 * returns (receive-return.ts): cash first, up to what was paid in cash less what was
 * refunded; coins the order spent only for what cash cannot cover.
 */
type OrderRow = typeof orders.$inferSelect;

/**
 * Cash refunded for cancellations so far. Refunds of payments the order could not take
 * (an attempt's duplicate or late payment) were never part of paid_rial, so they do not count.
 */
export async function refunded(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountRial}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNull(refunds.attemptId)));
  return Number(row?.sum ?? 0);
}

/** What the order was paid in cash (online and balance): paid_rial less the coins it still holds. */
export function cashPaid(order: OrderRow): number {
  return Number(order.paidRial) - order.coinsUsed * Number(order.coinRateRial);
}

/** Coins the order spent go back as coins (never as cash), up to `rial` worth (rounded up to whole coins). */
export async function giveCoinsBack(tx: Tx, order: OrderRow, rial: number, why: string): Promise<void> {
  const rate = Number(order.coinRateRial);
  if (order.coinsUsed <= 0 || rate <= 0 || rial <= 0) return;
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.currency, 'coin'), eq(ledgerEntries.reason, 'refund')));
  const left = order.coinsUsed - Number(row?.sum ?? 0);
  const coins = Math.min(left, Math.ceil(rial / rate));
  if (coins > 0) await post(tx, { userId: order.userId, currency: 'coin', amount: coins, reason: 'refund', orderId: order.id, note: `بازگشت سکه: ${why}` });
}

/** The part of the order's discount code that `goodsRial` of its goods carried (pro rata, rounded down). */
export function codeShareOf(order: OrderRow, goodsRial: number): number {
  const allGoods = Number(order.goodsRial);
  return allGoods > 0 ? Math.floor((Number(order.discountCodeRial) * goodsRial) / allGoods) : 0;
}
