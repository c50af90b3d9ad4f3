import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../server/db/columns.ts';
import { users } from '../account/schema.ts';
import { orders } from '../orders/schema.ts';
import { paymentAttempts, refunds } from '../payments/schema.ts';
import type { LedgerCurrency, LedgerReason } from './reasons.ts';

/**
 * The ledger of what the shop owes each shopper (docs/adr/0011-wallet-ledger.md): the
 * account balance in rials and the loyalty coins, as append-only entries. Nothing is ever
 * updated or deleted; a balance is the `balance_after` of the shopper's last entry in that
 * currency. Entries are numbered per shopper and currency (`seq`, unique), so two writers
 * can never both append after the same entry, and `balance_after` can never be negative.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    /** 1, 2, 3… per shopper and currency, without gaps. */
    seq: integer('seq').notNull(),
    /** Rials or coins; positive credits the shopper, negative spends. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** The refund this entry pays (at most one entry per refund: crediting it twice is impossible). */
    refundId: integer('refund_id').references(() => refunds.id),
    attemptId: integer('attempt_id').references(() => paymentAttempts.id),
    /** Persian, shown in the shopper's transactions. */
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_seq_idx').on(t.userId, t.currency, t.seq),
    uniqueIndex('ledger_entries_refund_idx').on(t.refundId),
    index('ledger_entries_order_idx').on(t.orderId),
    check('ledger_entries_balance_check', sql`${t.balanceAfter} >= 0 and ${t.amount} <> 0 and ${t.seq} > 0`),
    check('ledger_entries_currency_check', sql`${t.currency} in ('rial', 'coin')`),
  ],
);
