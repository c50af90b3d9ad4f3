import { index, integer, pgTable, serial, smallint, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { orderDispatches, orderLines, orders } from '#modules/orders/schema.ts';

/**
 * Why a shopper sends something back (spec `/v6/back-request-customer/reasons`): rows, so
 * staff can word them; seeded with the usual Iranian set (damaged, not as described, …).
 */
export const backRequestReasons = pgTable('back_request_reasons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A return request (spec: a "back request") for lines of one delivered dispatch. Statuses
 * are the spec's (1 confirmed, 2 refused, 3 analysing, 5 cancelled at the shopper's
 * request) and ours where it is silent (4 received and refunded, 6 sent back for changes:
 * docs/adr/0028). Money owed comes back as `payments.refunds` rows through the money path;
 * `refund_rial` only records what this request paid back, for the shopper's page.
 */
export const backRequests = pgTable(
  'back_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    dispatchId: integer('dispatch_id')
      .notNull()
      .references(() => orderDispatches.id),
    status: smallint('status').notNull().default(3),
    /** Staff's reason for a refusal or what to change; the shopper's reason for cancelling. */
    staffNote: text('staff_note'),
    cancelReason: text('cancel_reason'),
    refundRial: rial('refund_rial'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /**
     * The refund that goes back to the card (a reversal of the order's one online payment,
     * flows/receive-return.ts), recorded before the bank is asked so no other refund of the
     * order counts that money again; null when the refund goes to the balance. A payments
     * `refunds` id, without a foreign key: returns does not depend on payments, the flow
     * writes both in one transaction.
     */
    cardRefundId: integer('card_refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('back_requests_user_idx').on(t.userId, t.id),
    index('back_requests_dispatch_idx').on(t.dispatchId),
    index('back_requests_status_idx').on(t.status, t.id),
  ],
);

/** What goes back: a line of the dispatch, how many, why, and the shopper's photo (private, re-encoded). */
export const backRequestItems = pgTable(
  'back_request_items',
  {
    id: serial('id').primaryKey(),
    backRequestId: integer('back_request_id')
      .notNull()
      .references(() => backRequests.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    count: integer('count').notNull(),
    reasonId: integer('reason_id').references(() => backRequestReasons.id),
    description: text('description'),
    imagePath: text('image_path'),
    imageBytes: integer('image_bytes'),
  },
  (t) => [index('back_request_items_request_idx').on(t.backRequestId), index('back_request_items_line_idx').on(t.orderLineId)],
);

/** The postal receipt of the parcel sent back: its barcode, a photo of it, or both. */
export const backRequestDocuments = pgTable(
  'back_request_documents',
  {
    id: serial('id').primaryKey(),
    backRequestId: integer('back_request_id')
      .notNull()
      .references(() => backRequests.id, { onDelete: 'cascade' }),
    barcode: text('barcode'),
    imagePath: text('image_path'),
    imageBytes: integer('image_bytes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('back_request_documents_request_idx').on(t.backRequestId)],
);

/** The request's timeline: every status it took, who moved it and why (append-only). */
export const backRequestEvents = pgTable(
  'back_request_events',
  {
    id: serial('id').primaryKey(),
    backRequestId: integer('back_request_id')
      .notNull()
      .references(() => backRequests.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    actor: text('actor').$type<'shopper' | 'staff' | 'system'>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('back_request_events_request_idx').on(t.backRequestId, t.id)],
);
