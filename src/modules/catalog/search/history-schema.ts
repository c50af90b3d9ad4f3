import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';

/**
 * A signed-in shopper's recent searches (/v10/search-history/*, search/history.ts). The
 * text is kept as typed; `query_key` is its search normalisation, so «كتاب» and «کتاب»
 * are one entry that moves to the top (updated_at) when searched again. At most
 * SEARCH_HISTORY_KEPT rows per shopper: each new one prunes the oldest.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    queryKey: text('query_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('search_history_user_key_idx').on(t.userId, t.queryKey),
    index('search_history_user_recent_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
  ],
);
