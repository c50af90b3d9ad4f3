import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { LEDGER_REASONS, type LedgerCurrency } from './reasons.ts';
import { ledgerEntries } from './schema.ts';
import type { LedgerEntryView } from './validation.ts';

/** The balance screen's tabs (/v6/balance/tabs): every movement, money in, money out. */
export const HISTORY_TABS = [
  { key: 'all', title: 'همه تراکنش‌ها' },
  { key: 'in', title: 'واریز به کیف پول' },
  { key: 'out', title: 'برداشت از کیف پول' },
] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number]['key'];

export const historyTabOf = (raw: string | undefined): HistoryTab => (raw === 'in' || raw === 'out' ? raw : 'all');

const direction = (tab: HistoryTab) => (tab === 'in' ? gt(ledgerEntries.amount, 0) : tab === 'out' ? lt(ledgerEntries.amount, 0) : undefined);

/** How many movements each tab holds. */
export async function tabCounts(db: DbOrTx, userId: number, currency: LedgerCurrency): Promise<Record<HistoryTab, number>> {
  const [row] = await db
    .select({ all: count(), in: sql<number>`count(*) filter (where ${ledgerEntries.amount} > 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)));
  const all = row?.all ?? 0;
  const incoming = Number(row?.in ?? 0);
  return { all, in: incoming, out: all - incoming };
}

/** The shopper's movements in one currency, newest first (balance and coin histories), optionally only in or out. */
export async function entriesOf(
  db: DbOrTx,
  userId: number,
  currency: LedgerCurrency,
  page: Page,
  tab: HistoryTab = 'all',
): Promise<{ items: LedgerEntryView[]; total: number }> {
  const mine = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency), direction(tab));
  const [rows, [all]] = await Promise.all([
    db.select().from(ledgerEntries).where(mine).orderBy(desc(ledgerEntries.seq)).limit(page.perPage).offset(offsetOf(page)),
    db.select({ n: count() }).from(ledgerEntries).where(mine),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      amount: r.amount,
      balance_after: r.balanceAfter,
      reason: r.reason,
      reason_title: LEDGER_REASONS[r.reason],
      title: r.note,
      order_id: r.orderId,
    })),
    total: all?.n ?? 0,
  };
}
