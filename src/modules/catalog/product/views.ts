import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { intArray, num, rowsOf } from '#server/db/rows.ts';
import { limitStore } from '#server/auth/rate-limit.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { cardsByIds } from '../listing/listing.ts';
import type { ProductCard } from '../card.ts';
import { recentSearches } from '../search/history.ts';
import { SEARCH_HISTORY_SHOWN } from '../search/history-validation.ts';

/**
 * Product views (/v6/product/monitor): the "most viewed" sort's counter and a signed-in
 * shopper's recent visits.
 *
 * products.view_count sits in products_sort_viewed_idx, so every UPDATE of it rewrites
 * index entries: views are summed in memory and written every VIEW_FLUSH_MS (or once
 * VIEW_FLUSH_PRODUCTS products are pending) in one UPDATE. A crash loses at most those
 * seconds of views, which a popularity sort can afford. One viewer (user, else address)
 * counts once per product per VIEW_DEDUPE_SECONDS, so reloading does not inflate it.
 */
export const VIEW_FLUSH_MS = 10_000;
export const VIEW_FLUSH_PRODUCTS = 500;
export const VIEW_DEDUPE_SECONDS = 30 * 60;
/** Recent visits kept per shopper (the oldest beyond this are dropped). */
export const RECENT_VISITS_KEPT = 50;

const pending = new Map<Db, Map<number, number>>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Writes the pending view counts (all databases, or one). Safe to call any time. */
export async function flushViewCounts(only?: Db): Promise<void> {
  for (const [db, counts] of [...pending]) {
    if (only && db !== only) continue;
    pending.delete(db);
    if (counts.size === 0) continue;
    const ids = [...counts.keys()];
    const adds = ids.map((id) => counts.get(id)!);
    await db.execute(sql`
      update products p set view_count = p.view_count + v.n
      from unnest(${intArray(ids)}, ${intArray(adds)}) as v(id, n)
      where p.id = v.id`);
  }
}

function flushSoon(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    flushViewCounts().catch((err) => console.error('[views] flushing view counts failed', err));
  }, VIEW_FLUSH_MS);
  timer.unref?.();
}

/** Adds one view of a product unless this viewer was counted for it recently; true when counted. */
export async function countView(db: Db, productId: number, viewer: string): Promise<boolean> {
  const seen = await limitStore().hit(`view:${viewer}:${productId}`, VIEW_DEDUPE_SECONDS);
  if (seen.count > 1) return false;
  let counts = pending.get(db);
  if (!counts) pending.set(db, (counts = new Map<number, number>()));
  counts.set(productId, (counts.get(productId) ?? 0) + 1);
  if (counts.size >= VIEW_FLUSH_PRODUCTS) {
    flushViewCounts(db).catch((err) => console.error('[views] flushing view counts failed', err));
  } else {
    flushSoon();
  }
  return true;
}

/** A product that can be looked at (active or coming soon), or null. */
export async function viewableProduct(db: DbOrTx, productId: number): Promise<number | null> {
  const rows = rowsOf(await db.execute(sql`select id from products where id = ${productId} and status <> 0`));
  return rows.length ? num(rows[0]!.id) : null;
}

/**
 * Moves the product to the front of the shopper's recent visits (one row per product);
 * a new row drops whatever falls beyond RECENT_VISITS_KEPT, so the table stays bounded
 * however often one shopper calls.
 */
export async function recordVisit(db: DbOrTx, userId: number, productId: number): Promise<void> {
  const inserted = rowsOf(
    await db.execute(sql`
      insert into recent_visits (user_id, product_id, visited_at) values (${userId}, ${productId}, clock_timestamp())
      on conflict (user_id, product_id) do update set visited_at = excluded.visited_at
      returning (xmax = 0) as inserted`),
  )[0]?.inserted;
  if (!inserted) return;
  await db.execute(sql`
    delete from recent_visits r
    where r.user_id = ${userId}
      and r.product_id not in (
        select product_id from recent_visits where user_id = ${userId}
        order by visited_at desc, product_id desc limit ${RECENT_VISITS_KEPT})`);
}

export interface RecentVisit {
  visitedAt: string;
  product: ProductCard;
}

/** The shopper's recently seen products, newest first (inactive products are left out). */
export async function recentVisits(db: DbOrTx, userId: number, limit = RECENT_VISITS_KEPT): Promise<RecentVisit[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select product_id, visited_at from recent_visits where user_id = ${userId}
      order by visited_at desc, product_id desc limit ${Math.max(1, Math.min(limit, RECENT_VISITS_KEPT))}`),
  );
  const cards = new Map(
    (
      await cardsByIds(
        db,
        rows.map((r) => num(r.product_id)),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const product = cards.get(num(r.product_id));
    return product ? [{ visitedAt: new Date(r.visited_at as string | Date).toISOString(), product }] : [];
  });
}

/** A page of the shopper's recent visits (all of them are at most RECENT_VISITS_KEPT); the total is of those shown. */
export async function recentVisitsPage(db: DbOrTx, userId: number, page: Page): Promise<{ items: RecentVisit[]; total: number }> {
  const all = await recentVisits(db, userId);
  return { items: all.slice(offsetOf(page), offsetOf(page) + page.perPage), total: all.length };
}

export const VISIT_NOT_FOUND = 'این کالا در بازدیدهای اخیر شما نیست';

/** Takes one product out of the shopper's recent visits; a product not among them (or another shopper's) is a 404. */
export async function forgetVisit(db: DbOrTx, userId: number, productId: number): Promise<{ id: number }> {
  const rows = rowsOf(await db.execute(sql`delete from recent_visits where user_id = ${userId} and product_id = ${productId} returning product_id`));
  if (rows.length === 0) throw notFound(VISIT_NOT_FOUND);
  return { id: productId };
}

/** Empties the shopper's recent visits; how many there were. */
export async function forgetVisits(db: DbOrTx, userId: number): Promise<number> {
  return rowsOf(await db.execute(sql`delete from recent_visits where user_id = ${userId} returning product_id`)).length;
}

/** One line of a shopper's recent activity: a product they looked at, or a search they made. */
export type ActivityItem =
  { type: 'visit'; at: string; id: number; product: ProductCard } | { type: 'search'; at: string; id: number; query: string; url: string };

/**
 * The shopper's recent activity (/v6/customer-activity/index): their recent visits and
 * their recent searches (search/history.ts) merged, newest first. Both lists are bounded
 * (RECENT_VISITS_KEPT, SEARCH_HISTORY_SHOWN), so the whole is read and a page cut from it.
 */
export async function recentActivity(db: DbOrTx, userId: number, page: Page): Promise<{ items: ActivityItem[]; total: number }> {
  const [visits, searches] = await Promise.all([recentVisits(db, userId), recentSearches(db, userId, { page: 1, perPage: SEARCH_HISTORY_SHOWN })]);
  const all: ActivityItem[] = [
    ...visits.map((v): ActivityItem => ({ type: 'visit', at: v.visitedAt, id: v.product.id, product: v.product })),
    ...searches.items.map((s): ActivityItem => ({
      type: 'search',
      at: s.updated_at,
      id: s.id,
      query: s.query,
      url: `/search?q=${encodeURIComponent(s.query)}`,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { items: all.slice(offsetOf(page), offsetOf(page) + page.perPage), total: all.length };
}
