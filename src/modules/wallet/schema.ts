import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rial } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { coinCampaigns } from '#modules/loyalty/schema.ts';
import { discountCodes } from '#modules/cart/schema.ts';
import { orders } from '#modules/orders/schema.ts';
import { paymentAttempts, refunds } from '#modules/payments/schema.ts';
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
    /** The payout request this entry holds (payoutRequested) or gives back (payoutRefused). */
    payoutId: integer('payout_id').references(() => payoutRequests.id),
    /** The personal discount code coins were converted into. */
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /** The seasonal campaign that earned (or boosted) these coins. */
    campaignId: integer('campaign_id').references(() => coinCampaigns.id),
    /** Persian, shown in the shopper's transactions. */
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_seq_idx').on(t.userId, t.currency, t.seq),
    uniqueIndex('ledger_entries_refund_idx').on(t.refundId),
    // A top-up attempt credits the balance once; a payout is held once and given back at most once.
    uniqueIndex('ledger_entries_top_up_idx')
      .on(t.attemptId)
      .where(sql`${t.reason} = 'topUp'`),
    uniqueIndex('ledger_entries_payout_idx').on(t.payoutId, t.reason),
    index('ledger_entries_order_idx').on(t.orderId),
    check('ledger_entries_balance_check', sql`${t.balanceAfter} >= 0 and ${t.amount} <> 0 and ${t.seq} > 0`),
    check('ledger_entries_currency_check', sql`${t.currency} in ('rial', 'coin')`),
  ],
);

/**
 * A shopper's bank account for payouts (spec section 7 /v6/bank-account/*): the Sheba
 * (IRAN.md A4, stored as IR + 24 digits), the bank from its code, an optional card number
 * (A3) and the holder's name as the inquiry service gave it. Removing an account only
 * hides it (`removed_at`): payouts already paid to it still name it.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sheba: text('sheba').notNull(),
    bankCode: text('bank_code').notNull(),
    cardNumber: text('card_number'),
    /** The holder as the inquiry service named them (null when it could not be asked). */
    ownerName: text('owner_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_accounts_user_sheba_idx')
      .on(t.userId, t.sheba)
      .where(sql`${t.removedAt} is null`),
    uniqueIndex('bank_accounts_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
    check('bank_accounts_sheba_check', sql`${t.sheba} ~ '^IR[0-9]{24}$'`),
  ],
);

/**
 * A request to pay part of the balance out to a bank account (spec "user-back-balance"):
 * its amount is taken from the balance when it is made (a payoutRequested ledger entry),
 * and staff either pay it out (state paid, with the transfer's reference) or refuse it
 * with a reason (a payoutRefused entry gives the amount back). The state moves only
 * through wallet/bank/payouts.ts.
 */
export type PayoutState = 'pending' | 'paid' | 'refused';

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    amountRial: rial('amount_rial').notNull(),
    state: text('state').$type<PayoutState>().notNull().default('pending'),
    /** Why staff refused it (Persian, shown to the shopper). */
    reason: text('reason'),
    /** The bank transfer's reference once paid. */
    transferRef: text('transfer_ref'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_requests_user_idx').on(t.userId, t.id),
    index('payout_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check('payout_requests_check', sql`${t.amountRial} > 0 and ${t.state} in ('pending', 'paid', 'refused')`),
  ],
);
