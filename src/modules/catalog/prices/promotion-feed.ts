import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { memoFor } from '#server/cache/memo.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { categoryRefs } from '../lookups.ts';
import { listingFacets, type Facets } from '../listing/facets.ts';
import { resolve, type ListingFilters } from '../listing/listing.ts';
import type { PromotionRow } from './promotions.ts';

/**
 * The promotion listing's feeds (`/v6/promotion/index`, `/v6/promotion/filter`): the same
 * products the /promotion page lists (the listing with `promotionOnly`: a variety on a
 * running promotion), the promotions that run now, and the filters worth offering there.
 */

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** Every promotion running now (active, started, not ended), the one ending soonest first. */
export async function runningPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, title, type, app_only, starts_at, ends_at from promotions
      where is_active and starts_at <= now() and ends_at > now()
      order by ends_at asc, id asc`),
  );
  return rows.map((r) => ({
    id: num(r.id),
    title: String(r.title),
    type: num(r.type),
    appOnly: Boolean(r.app_only),
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
  }));
}

export interface PromotionFilters extends Facets {
  /** The categories of the promoted products (with the other filters applied), the largest first. */
  categories: { slug: string; name: string; count: number }[];
}

/** Categories of at most this many promoted products are counted (a promotion holds hundreds, not more). */
const CATEGORY_SAMPLE = 5000;

async function promotedCategories(db: DbOrTx, filters: ListingFilters): Promise<PromotionFilters['categories']> {
  const { where } = await resolve(db, { ...filters, category: undefined, promotionOnly: true });
  const rows = rowsOf(
    await db.execute(sql`select p.category_id as id, count(*)::int as n
      from (select p.category_id from products p where ${where} limit ${CATEGORY_SAMPLE}) p
      group by p.category_id order by n desc, p.category_id asc limit 40`),
  );
  const refs = await categoryRefs(db);
  return rows.flatMap((r) => {
    const ref = refs.byId.get(num(r.id));
    return ref ? [{ slug: ref.slug, name: ref.name, count: num(r.n) }] : [];
  });
}

/** What the promotion listing's filter sheet offers: categories, brands, sellers, colours and the price range. */
export async function promotionFilters(db: DbOrTx, filters: ListingFilters): Promise<PromotionFilters> {
  const promoted = { ...filters, promotionOnly: true };
  const [facets, categories] = await Promise.all([
    listingFacets(db, promoted),
    memoFor(db, `promotion-categories:${JSON.stringify(promoted)}`, 300_000, () => promotedCategories(db, promoted)),
  ]);
  return { ...facets, categories };
}
