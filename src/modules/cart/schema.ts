import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { varieties } from '#modules/catalog/schema.ts';

/**
 * One cart per owner: a user, or a guest known only by the hash of an anonymous
 * HttpOnly cookie (docs/adr/0006-cart.md). The future-shopping list hangs off the
 * cart too, so a guest can save items for later and keep them on login.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    giftCardId: integer('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_idx').on(t.userId), uniqueIndex('carts_guest_idx').on(t.guestTokenHash), index('carts_updated_idx').on(t.updatedAt)],
);

/** A line of the cart. The unit price at the time it was added lets the cart say "the price changed". */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    seenPriceRial: rial('seen_price_rial').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('cart_items_line_idx').on(t.cartId, t.varietyId), index('cart_items_variety_idx').on(t.varietyId)],
);

/** Save for later ("future shopping", spec section 7). */
export const futureItems = pgTable(
  'future_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.varietyId] }), index('future_items_variety_idx').on(t.varietyId)],
);

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Discount codes with their rules. Codes are stored upper-case; matching ignores case. */
export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  kind: text('kind').$type<DiscountKind>().notNull(),
  /** Percent (1–100) for percent codes, rials for fixed ones. */
  value: integer('value').notNull(),
  minCartRial: rial('min_cart_rial').notNull().default(0),
  maxDiscountRial: rial('max_discount_rial'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Overall uses allowed (null: unlimited) and uses so far (counted when an order is placed). */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  /** A personal code (one bought with coins, wallet/coins): only its owner can apply it. */
  ownerUserId: integer('owner_user_id').references(() => users.id),
  createdAt: createdAt(),
});

export const discountUsages = pgTable(
  'discount_usages',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order it was spent on. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
    /** Set when that order is cancelled: the use no longer counts against the limits. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('discount_usages_code_user_idx').on(t.discountCodeId, t.userId)],
);

/** Gift cards: a prepaid balance spent across orders until it runs out or expires. */
export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  balanceRial: rial('balance_rial').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * What orders took from a gift card and gave back: append-only, one row per placement
 * (negative) or cancellation (positive); gift_cards.balance_rial is their running sum,
 * changed under the card's row lock in the same transaction.
 */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    amountRial: rial('amount_rial').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_uses_card_idx').on(t.giftCardId), index('gift_card_uses_order_idx').on(t.orderId)],
);
