import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import type { Page } from '../../server/http/envelope.ts';
import { offsetOf } from '../../server/http/params.ts';
import { LEDGER_REASONS, type LedgerCurrency } from './reasons.ts';
import { ledgerEntries } from './schema.ts';
import type { LedgerEntryView } from './validation.ts';

/** The shopper's movements in one currency, newest first (balance and coin histories). */
export async function entriesOf(db: DbOrTx, userId: number, currency: LedgerCurrency, page: Page): Promise<{ items: LedgerEntryView[]; total: number }> {
  const mine = and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency));
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
