import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { rial } from '#server/db/columns.ts';

/**
 * A seasonal coin campaign (spec section 9: yalda, weekend, black5day, mother, father,
 * ultra, noruz): while it runs, delivered orders earn `earn_multiplier` times the usual
 * coins and a coin is worth `rate_change_rial` (shown as the Coin's campaign and rateChange).
 */
export const coinCampaigns = pgTable(
  'coin_campaigns',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    earnMultiplier: integer('earn_multiplier').notNull().default(1),
    rateChangeRial: rial('rate_change_rial').notNull(),
  },
  (t) => [
    index('coin_campaigns_window_idx').on(t.startsAt, t.endsAt),
    check('coin_campaigns_check', sql`${t.endsAt} > ${t.startsAt} and ${t.earnMultiplier} >= 1 and ${t.rateChangeRial} > 0`),
  ],
);
