import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { addresses } from '#modules/addresses/schema.ts';
import type { AddressView } from '#modules/addresses/index.ts';
import { cities } from '#modules/geo/schema.ts';
import { ORDER_STATUS, PAY_STATUS, SEND_STATUS, STOCK_STATE, type OrderStatus, type PayStatus, type SendStatus, type StockState } from './statuses.ts';

/** The address an order is sent to, as it was when placed or last changed (not a live link). */
export type ShipTo = Omit<AddressView, 'id' | 'is_main'>;

/** The order's copy of an address book entry. */
export function shipToOf(a: AddressView): ShipTo {
  const { id: _id, is_main: _main, ...copy } = a;
  return copy;
}

/**
 * An order: what was bought, at what prices, for whom and where to. Amounts are the
 * totals at placement, re-read from the database then (never from the request):
 * total_rial = goods_rial − discount_code_rial + send_cost_rial; what the shopper owes
 * online is total_rial minus what the other tenders (gift card; wallet and coins later)
 * covered. `idempotency_key` makes a repeated placement answer the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: smallint('status').$type<OrderStatus>().notNull().default(ORDER_STATUS.awaitingPayment),
    payStatus: smallint('pay_status').$type<PayStatus>().notNull().default(PAY_STATUS.new),
    stockState: smallint('stock_state').$type<StockState>().notNull().default(STOCK_STATE.held),
    /** Unpaid orders keep their stock until then; the hold job cancels them after it. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    shipTo: jsonb('ship_to').$type<ShipTo>().notNull(),
    priceMainRial: rial('price_main_rial').notNull(),
    goodsRial: rial('goods_rial').notNull(),
    discountCodeRial: rial('discount_code_rial').notNull().default(0),
    sendCostRial: rial('send_cost_rial').notNull(),
    totalRial: rial('total_rial').notNull(),
    /** Covered by the gift card. */
    tenderedRial: rial('tendered_rial').notNull().default(0),
    /** What the shopper pays: total − tendered, from the balance, with coins and online. */
    payableRial: rial('payable_rial').notNull(),
    /**
     * Paid so far: online, from the balance, and with coins (coins_used at coin_rate_rial
     * each). A split payment whose online part fails gives the balance and coins back and
     * lowers this again (flows/steps/tender.ts); the ledger says how much of each is still held.
     */
    paidRial: rial('paid_rial').notNull().default(0),
    coinsUsed: integer('coins_used').notNull().default(0),
    /** What one coin was worth when this order spent them. */
    coinRateRial: rial('coin_rate_rial').notNull().default(0),
    coinsEarned: integer('coins_earned').notNull().default(0),
    /** Placed by a confirmed partner at partner prices (spec: partner orders carry the business flag). */
    business: boolean('business').notNull().default(false),
    discountCodeId: integer('discount_code_id'),
    giftCardId: integer('gift_card_id'),
    cancelReasonId: smallint('cancel_reason_id'),
    /** The shopper's company the invoice is issued to (`/v10/order/set-factor-legal`; account's user_legals). */
    legalId: integer('legal_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.id),
    /** The back office's queue: newest first within a status. */
    index('orders_status_idx').on(t.status, t.id),
    index('orders_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.stockState} = ${sql.raw(String(STOCK_STATE.held))}`),
    check('orders_amounts_check', sql`${t.payableRial} >= 0 and ${t.tenderedRial} >= 0 and ${t.paidRial} >= 0`),
  ],
);

/**
 * A shipment of an order: fast-send items leave our warehouse together, every other
 * seller's items travel on their own, each with its own delivery slot and cost.
 */
export const orderDispatches = pgTable(
  'order_dispatches',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `fast` or `seller-<id>` (the keys of /v10/cart/checkout). */
    key: text('key').notNull(),
    sellerId: integer('seller_id'),
    sellerName: text('seller_name').notNull(),
    slotId: integer('slot_id').references(() => deliverySlots.id),
    deliveryDay: date('delivery_day', { mode: 'string' }).notNull(),
    deliveryFrom: timestamp('delivery_from', { withTimezone: true }).notNull(),
    deliveryTo: timestamp('delivery_to', { withTimezone: true }).notNull(),
    sendStatus: smallint('send_status').$type<SendStatus>().notNull().default(SEND_STATUS.preparing),
    sendCostRial: rial('send_cost_rial').notNull(),
    /** The post's tracking barcode, set when the dispatch leaves. */
    barcode: text('barcode').unique(),
    cancelReasonId: smallint('cancel_reason_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('order_dispatches_key_idx').on(t.orderId, t.key)],
);

/**
 * A line of an order: a copy of what the shopper saw (names, colour, seller, prices), so
 * a later catalogue change or reset never rewrites an order. `variety_id` is a plain
 * number for the same reason (no foreign key to the catalogue).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchId: integer('dispatch_id')
      .notNull()
      .references(() => orderDispatches.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    colorName: text('color_name'),
    guaranteeName: text('guarantee_name'),
    count: integer('count').notNull(),
    priceMainRial: rial('price_main_rial').notNull(),
    priceRial: rial('price_rial').notNull(),
    /** The promotion whose sold count this line took (given back if the order is cancelled). */
    promotionId: integer('promotion_id'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_dispatch_idx').on(t.dispatchId)],
);

/** Every status change of an order or one of its dispatches, written by orders/transitions.ts. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchId: integer('dispatch_id').references(() => orderDispatches.id, { onDelete: 'cascade' }),
    /** status, pay_status or send_status. */
    field: text('field').notNull(),
    fromValue: smallint('from_value'),
    toValue: smallint('to_value').notNull(),
    /** shopper, system, gateway or staff. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/** The post's events for a dispatch's barcode: the tracking timeline. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    dispatchId: integer('dispatch_id')
      .notNull()
      .references(() => orderDispatches.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    place: text('place'),
  },
  (t) => [index('tracking_events_dispatch_idx').on(t.dispatchId, t.at)],
);

/**
 * The shop's own notes on an order (the back office's order page): what a
 * customer said on the phone, why a dispatch waits. Staff-only: never shown to the
 * shopper. Append-only like the history; a correction is a new note.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

/**
 * Delivery time slots: one row per city, day and window, made when a checkout first shows
 * them (orders/slots.ts). `taken` only grows through a conditional update under the
 * row's lock (`taken < capacity`), so two shoppers can never both take the last place;
 * the check constraint is the database's own guard.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** The day in Tehran, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The window's index in the configured list (config.deliveryWindows). */
    window: smallint('window').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_slots_city_day_window_idx').on(t.cityId, t.day, t.window),
    check('delivery_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

// The values the pay-status columns hold: a payment attempt's status column (payments' schema)
// shares them, and a schema file may name only another module's schema.
export { PAY_STATUS, type PayStatus } from './statuses.ts';
