import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { orderDispatches, orders } from '#modules/orders/schema.ts';
import { PAY_STATUS, type PayStatus } from '#modules/orders/schema.ts';

/**
 * One try at paying an order online (shared/domain/IRAN.md B5): written before the
 * shopper is sent to the bank, found again by the gateway's own reference (authority,
 * token or trackId: unique per gateway), verified at most once. `verifying_since` is the
 * claim a callback takes before it asks the bank (a conditional update), so concurrent
 * or replayed callbacks never verify twice; a claim older than a few minutes is stale
 * (its process died) and the reconciliation job takes it over.
 *
 * An attempt pays an order (`purpose` order, `order_id` set) or tops up the shopper's
 * balance (`purpose` topUp, no order; flows/top-up.ts).
 */
export type AttemptPurpose = 'order' | 'topUp';

/**
 * Money a verified payment the shop could not keep: asked back at the bank and the answer
 * lost (`unknown`: nothing is credited until the bank's word settles it), given back to the
 * card (`reversed`), or kept by the bank and so credited to the shopper's balance (`credited`).
 */
export type AttemptReversal = 'unknown' | 'reversed' | 'credited';

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<AttemptPurpose>().notNull().default('order'),
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway').notNull(),
    amountRial: rial('amount_rial').notNull(),
    status: smallint('status').$type<PayStatus>().notNull().default(PAY_STATUS.new),
    authority: text('authority'),
    paymentUrl: text('payment_url'),
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    cardHash: text('card_hash'),
    /** The gateway's last word, for support (never shown raw to shoppers). */
    gatewayMessage: text('gateway_message'),
    /**
     * What the bank's return carried that verifying needs besides the authority (SEP's
     * RefNum, Mellat's SaleReferenceId): saved before verifying, so reconciliation can
     * finish a verification whose process died. Never card data or secrets.
     */
    callbackData: jsonb('callback_data').$type<Record<string, string>>(),
    verifyingSince: timestamp('verifying_since', { withTimezone: true }),
    /** What the bank says arrived, when the shop could not keep it (it may differ from amount_rial): what goes back. */
    paidRial: rial('paid_rial'),
    reversal: text('reversal').$type<AttemptReversal>(),
    /**
     * Reconciliation's bookkeeping (flows/reconcile-payments.ts): how often it has asked the bank
     * about this attempt, and when it may ask next (null: when the bank's window has passed).
     */
    reconcileTries: smallint('reconcile_tries').notNull().default(0),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_authority_idx').on(t.gateway, t.authority),
    uniqueIndex('payment_attempts_ref_idx').on(t.gateway, t.refId),
    index('payment_attempts_order_idx').on(t.orderId, t.id),
    index('payment_attempts_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 2`),
    index('payment_attempts_due_idx')
      .on(t.nextTryAt)
      .where(sql`${t.status} in (2, 5) or ${t.reversal} = 'unknown'`),
    check('payment_attempts_reversal_check', sql`${t.reversal} is null or ${t.reversal} in ('unknown', 'reversed', 'credited')`),
    check('payment_attempts_purpose_check', sql`(${t.purpose} = 'order') = (${t.orderId} is not null) and ${t.purpose} in ('order', 'topUp')`),
  ],
);

/**
 * What the reconciliation job (flows/reconcile-payments.ts) decided about an attempt, for the
 * operator: append-only, one row per decision (paid, failed, refunded, reversed, or
 * asked again later), with the bank's words.
 */
export const paymentDecisions = pgTable(
  'payment_decisions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    orderId: integer('order_id').references(() => orders.id),
    decision: text('decision').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_decisions_attempt_idx').on(t.attemptId), index('payment_decisions_created_idx').on(t.createdAt)],
);

/**
 * Money that goes back to a shopper: a cancelled paid dispatch, a payment that arrived
 * for an order already cancelled, an amount that did not match. Append-only: a row is
 * never edited. `channel` says how it is settled: `gateway` (reversed at the bank, done)
 * or `owed` (the wallet credits it to the shopper's balance or bank account and
 * records that as its own entry pointing here).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    dispatchId: integer('dispatch_id').references(() => orderDispatches.id),
    attemptId: integer('attempt_id').references(() => paymentAttempts.id),
    amountRial: rial('amount_rial').notNull(),
    /** Where the money went: back through the bank, or into the shopper's balance (a ledger entry, wallet/ledger.ts). */
    channel: text('channel').$type<'gateway' | 'balance'>().notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_user_idx').on(t.userId, t.id), index('refunds_order_idx').on(t.orderId)],
);

/**
 * The built-in sandbox bank's own books (development and tests only): what a real bank
 * would keep on its side. The shop never reads this table; it talks to the sandbox
 * through the same gateway interface as a real bank (payments/gateways/sandbox.ts).
 */
export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  authority: text('authority').primaryKey(),
  amountRial: rial('amount_rial').notNull(),
  callbackUrl: text('callback_url').notNull(),
  description: text('description').notNull(),
  /** pending, paid, cancelled, failed, expired, reversed. */
  state: text('state').notNull().default('pending'),
  refId: text('ref_id'),
  cardPan: text('card_pan'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});
