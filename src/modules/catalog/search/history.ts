import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { tokenOwner } from '#modules/account/index.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { faSearchHistory as fa } from '#i18n/fa-search-history.ts';
import { searchHistory } from './history-schema.ts';
import { historyKey, historyText, SEARCH_HISTORY_KEPT, SEARCH_HISTORY_SHOWN, type SearchHistoryItem } from './history-validation.ts';

/**
 * A signed-in shopper's recent searches (/v10/search-history/*). Every function takes
 * the shopper's id and touches only their rows. Searching the same thing again (by the
 * search's normalisation) moves it to the top; only the newest SEARCH_HISTORY_KEPT are
 * kept and the newest SEARCH_HISTORY_SHOWN shown, so removing one brings an older one back.
 */
type Row = typeof searchHistory.$inferSelect;

const itemOf = (r: Row): SearchHistoryItem => ({
  id: r.id,
  query: r.query,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/**
 * Records a search (the text as typed, already validated) and prunes the shopper's
 * oldest beyond the cap, in one transaction. Null when the text has no searchable word.
 */
export async function recordSearch(db: Db, userId: number, typed: string): Promise<SearchHistoryItem | null> {
  const query = historyText(typed);
  const queryKey = historyKey(query);
  if (!queryKey) return null;
  return db.transaction(async (tx) => {
    // clock_timestamp(), not now(): two searches in one transaction still order.
    const [row] = await tx
      .insert(searchHistory)
      .values({ userId, query, queryKey, createdAt: sql`clock_timestamp()`, updatedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.queryKey], set: { query, updatedAt: sql`clock_timestamp()` } })
      .returning();
    const keep = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.updatedAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_KEPT);
    await tx.delete(searchHistory).where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, keep)));
    return itemOf(row!);
  });
}

/** The newest SEARCH_HISTORY_SHOWN searches (a page of them), newest first; the total is of those shown. */
export async function recentSearches(db: DbOrTx, userId: number, page: Page): Promise<{ items: SearchHistoryItem[]; total: number }> {
  const [kept] = await db.select({ n: count() }).from(searchHistory).where(eq(searchHistory.userId, userId));
  const total = Math.min(kept?.n ?? 0, SEARCH_HISTORY_SHOWN);
  const offset = offsetOf(page);
  const limit = Math.max(0, Math.min(page.perPage, total - offset));
  if (limit === 0) return { items: [], total };
  const rows = await db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.updatedAt), desc(searchHistory.id))
    .limit(limit)
    .offset(offset);
  return { items: rows.map(itemOf), total };
}

/** Removes one of the shopper's searches; another shopper's id (or none) is a 404 and touches nothing. */
export async function removeSearch(db: DbOrTx, userId: number, id: number): Promise<SearchHistoryItem> {
  const [row] = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.userId, userId), eq(searchHistory.id, id)))
    .returning();
  if (!row) throw notFound(fa.notFound);
  return itemOf(row);
}

/** Removes all the shopper's searches; how many there were. */
export async function clearSearches(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.delete(searchHistory).where(eq(searchHistory.userId, userId)).returning({ id: searchHistory.id });
  return rows.length;
}

/**
 * The search results page records its query for the signed-in shopper behind the
 * browser's session cookie. Never fails the page: an operator acting as the shopper
 * (login-as) searches for them and is not recorded (like recent visits), a guest or an
 * ended session records nothing, and an error is logged without the query (it is the
 * shopper's own text).
 */
export async function recordSearchOfSession(db: Db, sessionToken: string | undefined, q: string | null | undefined): Promise<void> {
  if (!sessionToken || !q || !historyKey(q)) return;
  try {
    const owner = await tokenOwner(db, sessionToken, ['web']);
    if (!owner || owner.actorUserId !== null) return;
    await recordSearch(db, owner.userId, q);
  } catch (err) {
    const code = (err as { code?: unknown; cause?: { code?: unknown } })?.code ?? (err as { cause?: { code?: unknown } })?.cause?.code;
    console.error(`[search-history] recording a search failed (${String(code ?? (err as Error)?.name ?? 'error')})`);
  }
}
