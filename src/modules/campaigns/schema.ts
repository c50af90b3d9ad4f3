import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
