import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, sortOrder } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { categories, products } from '#modules/catalog/schema.ts';

/**
 * The seasonal campaign windows (spec section 3: yalda, weekend, black5day, mother, father, ultra,
 * noruz, noruz_cart_alert), entered by staff in Tehran time and stored as instants: a campaign
 * is live while `starts_at <= now < ends_at` (live.ts).
 */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** The products a campaign's landing promotes, in the order staff put them. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.productId] })],
);

/** The categories a campaign's landing links to. */
export const campaignCategories = pgTable(
  'campaign_categories',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sort: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.categoryId] })],
);

/** A banner on a campaign's landing: a picture (a site path or an uploaded image) and where it leads (a site path). */
export const campaignBanners = pgTable('campaign_banners', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: sortOrder(),
});

/**
 * A prize on the wheel (`/v10/wheel-prize/spin`): drawn with probability weight / sum of the
 * active prizes' weights; `stock` null is unlimited, otherwise it is taken under the row's lock
 * and never goes below zero. `kind` coins pays `value` coins through the wallet's ledger, code a
 * personal discount code of `value` percent, none is the "try again" slice.
 */
export const wheelPrizes = pgTable(
  'wheel_prizes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind').$type<'coins' | 'code' | 'none'>().notNull(),
    value: integer('value').notNull().default(0),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    sort: sortOrder(),
  },
  (t) => [
    check(
      'wheel_prizes_check',
      sql`${t.kind} in ('coins', 'code', 'none') and ${t.weight} > 0 and ${t.value} >= 0 and (${t.stock} is null or ${t.stock} >= 0)`,
    ),
  ],
);

/** One spin per shopper per period: the unique row is what makes 20 parallel spins give one prize. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The Tehran calendar day of the spin, `YYYY-MM-DD` (the period is a day). */
    period: text('period').notNull(),
    prizeId: integer('prize_id').references(() => wheelPrizes.id),
    /** What was paid: the discount code, or the ledger entry's reference. */
    reward: text('reward'),
    createdAt: createdAt(),
  },
  (t) => [unique('wheel_spins_user_period').on(t.userId, t.period)],
);

/**
 * A round of a small game (`/v6/game-score/*`): started on the server, so a submitted score is
 * checked against the time the round really took (at most so many points a second).
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    game: text('game').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    score: integer('score'),
    /** A reset (`reset-factory`) hides a shopper's rounds from the board without deleting them. */
    isReset: boolean('is_reset').notNull().default(false),
  },
  (t) => [index('game_rounds_board_idx').on(t.game, t.score), index('game_rounds_user_idx').on(t.userId, t.game)],
);

/** A competition (`/v10/competition/*`): a question, a window to answer in, and its results once drawn. */
export const competitions = pgTable('competitions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  question: text('question').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** What staff publish when it is decided (the winners' names are shown masked). */
  results: text('results'),
  resultsAt: timestamp('results_at', { withTimezone: true }),
});

/** A shopper's registration and answer (`/profile/Register-competitor`): one per competition. */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    answer: text('answer').notNull(),
    isWinner: boolean('is_winner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.userId] })],
);

/** A hidden item of the hunt (`/hunt`): shown on a product's page while its campaign is live. */
export const huntItems = pgTable('hunt_items', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  clue: text('clue').notNull(),
  coins: smallint('coins').notNull().default(0),
});

/** A shopper's find: once per item and shopper. */
export const huntFinds = pgTable(
  'hunt_finds',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => huntItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);
