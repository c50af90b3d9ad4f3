import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { refunds } from '#modules/payments/index.ts';
import { LEDGER_REASONS, type LedgerCurrency, type LedgerReason } from './reasons.ts';
import { ledgerEntries } from './schema.ts';

/**
 * Posting to the ledger (docs/adr/0011-wallet-ledger.md), always inside the caller's
 * transaction, so the entry commits or rolls back with what caused it (a cancellation, a
 * payment). The shopper's user row is locked first: one shopper's postings queue, and each
 * reads the true last entry; the unique (user, currency, seq) index and the balance check
 * would refuse a posting that slipped past anyway.
 */
export const WALLET_MESSAGES = {
  notEnough: 'موجودی کیف پول شما کافی نیست',
  notEnoughCoins: 'تعداد سکه‌های شما کافی نیست',
} as const;

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface Posting {
  userId: number;
  currency: LedgerCurrency;
  /** Rials or coins: positive credits the shopper, negative spends. Never 0. */
  amount: number;
  reason: LedgerReason;
  /** Persian, shown in the shopper's transactions; the reason's title when omitted. */
  note?: string;
  orderId?: number | null;
  refundId?: number | null;
  attemptId?: number | null;
  /** The payout request this entry holds (payoutRequested) or gives back (payoutRefused). */
  payoutId?: number | null;
  /** The personal discount code coins were converted into (coinConverted). */
  discountCodeId?: number | null;
  /** The seasonal campaign that earned these coins (coinEarned). */
  campaignId?: number | null;
  /** When it happened; now when omitted (only the demo seed backdates its history). */
  at?: Date;
}

export async function post(tx: Tx, p: Posting): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`a ledger amount must be a non-zero integer, not ${p.amount}`);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, p.userId)).for('update');
  const [last] = await tx
    .select({ seq: ledgerEntries.seq, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, p.userId), eq(ledgerEntries.currency, p.currency)))
    .orderBy(desc(ledgerEntries.seq))
    .limit(1);
  const balanceAfter = (last?.balanceAfter ?? 0) + p.amount;
  if (balanceAfter < 0) {
    const [field, message] = p.currency === 'rial' ? ['balance', WALLET_MESSAGES.notEnough] : ['coin', WALLET_MESSAGES.notEnoughCoins];
    throw validationError([{ field, message }], message);
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: p.userId,
      currency: p.currency,
      seq: (last?.seq ?? 0) + 1,
      amount: p.amount,
      balanceAfter,
      reason: p.reason,
      note: p.note ?? LEDGER_REASONS[p.reason],
      orderId: p.orderId ?? null,
      refundId: p.refundId ?? null,
      attemptId: p.attemptId ?? null,
      payoutId: p.payoutId ?? null,
      discountCodeId: p.discountCodeId ?? null,
      campaignId: p.campaignId ?? null,
      ...(p.at ? { createdAt: p.at } : {}),
    })
    .returning();
  return entry!;
}

/** A refund row (payments.refunds) paid into the shopper's balance, in the transaction that records it. */
export function creditRefund(tx: Tx, refund: typeof refunds.$inferSelect): Promise<LedgerEntry> {
  return post(tx, {
    userId: refund.userId,
    currency: 'rial',
    amount: Number(refund.amountRial),
    reason: 'refund',
    note: `${LEDGER_REASONS.refund}: ${refund.reason}`,
    orderId: refund.orderId,
    refundId: refund.id,
    attemptId: refund.attemptId,
  });
}

/** The shopper's balance (rials) and coins now. */
export async function balancesOf(db: DbOrTx, userId: number): Promise<{ rial: number; coin: number }> {
  const rows = await db.execute(
    sql`select distinct on (currency) currency, balance_after from ${ledgerEntries} where user_id = ${userId} order by currency, seq desc`,
  );
  const out = { rial: 0, coin: 0 };
  for (const r of (rows as unknown as { rows: { currency: LedgerCurrency; balance_after: string | number }[] }).rows) out[r.currency] = Number(r.balance_after);
  return out;
}

/**
 * Entries that break the ledger's rules: a gap in the numbering, or a balance that is not
 * the sum of the amounts before it. Empty on a sound ledger (tests run it after each case).
 */
export async function ledgerProblems(db: DbOrTx): Promise<{ user_id: number; currency: string; seq: number }[]> {
  const rows = await db.execute(sql`
    select user_id, currency, seq from (
      select user_id, currency, seq, balance_after,
             row_number() over w as n,
             sum(amount) over w as running
      from ${ledgerEntries}
      window w as (partition by user_id, currency order by seq)
    ) e
    where seq <> n or balance_after <> running`);
  return (rows as unknown as { rows: { user_id: number; currency: string; seq: number }[] }).rows;
}
