import { index, integer, pgTable, primaryKey, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, rial } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { products, varieties } from '#modules/catalog/schema.ts';

/** The wish list: products (not varieties) a signed-in shopper keeps an eye on. */
export const wishItems = pgTable(
  'wish_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wish_items_product_idx').on(t.productId)],
);

/** "Let me know" (back in stock): one SMS when the variety can be bought again, then done. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.varietyId] }), index('stock_alerts_variety_idx').on(t.varietyId, t.notifiedAt)],
);

/** Price-drop SMS already sent, so one drop to one price is announced once per shopper. */
export const priceDropNotices = pgTable(
  'price_drop_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    priceRial: rial('price_rial').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.varietyId, t.priceRial] })],
);

// The catalogue's change outbox belongs to the alerts that read it (a flow writes it with the change).
/** Kinds of catalogue change the alert job reacts to (lists/notify.ts). */
export const ALERT_KINDS = { restock: 1, priceDrop: 2 } as const;

/** Stock and price changes waiting for the alert job: written in the same transaction as the change. */
export const varietyChanges = pgTable(
  'variety_changes',
  {
    id: serial('id').primaryKey(),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    oldPriceRial: rial('old_price_rial'),
    newPriceRial: rial('new_price_rial'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('variety_changes_pending_idx').on(t.processedAt, t.id)],
);
