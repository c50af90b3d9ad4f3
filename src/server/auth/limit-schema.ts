import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows kept in the database: the fallback store of several app processes
 * while Redis is away (auth/limit-stores.ts), so a limit still counts every process's
 * hits. One row per key; an expired window is restarted in place, stale rows are
 * removed by the hourly clean-up.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
