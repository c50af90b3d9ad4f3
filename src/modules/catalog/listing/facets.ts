import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf, type Row } from '#server/db/rows.ts';
import { memoFor } from '#server/cache/memo.ts';
import { brandRefs, colorRefs, sellerRefs } from '../lookups.ts';
import { indexScansOnly } from '../search/match.ts';
import { resolve, searchPlanFor, SEARCH_COUNT_CAP, type ListingFilters } from './listing.ts';

/** The filter panel's options for a listing (brands, sellers, colours, price range) with counts. */
export interface Facets {
  brands: { slug: string; name: string; count: number }[];
  sellers: { slug: string; name: string; count: number }[];
  colors: { key: string; name: string; hexcode: string; count: number }[];
  price: { min: number; max: number };
  /** Counted over the first FACET_SAMPLE matches only: show the options, not the counts. */
  approximate: boolean;
}

/** Facets are counted over at most this many matches (a big category has tens of thousands). */
export const FACET_SAMPLE = 5000;

/**
 * What the filter panel offers: each facet counted with the other filters applied.
 * Counting facets scans every match, so results are kept for five minutes per filter set.
 */
export function listingFacets(db: DbOrTx, filters: ListingFilters): Promise<Facets> {
  return memoFor(db, `facets:${JSON.stringify(filters)}`, 300_000, () => computeFacets(db, filters));
}

/** The four facets' rows (as the narrowed queries answer them) from one sample of matches. */
function tally(rows: Row[]): [Row[], Row[], Row[], Row[]] {
  const count = (ids: number[]) => {
    const n = new Map<number, number>();
    for (const id of ids) n.set(id, (n.get(id) ?? 0) + 1);
    return [...n].sort((a, b) => b[1] - a[1]).map(([id, k]) => ({ id, n: k }));
  };
  const prices = rows.map((r) => num(r.card_price_rial));
  return [
    count(rows.map((r) => num(r.brand_id))).slice(0, 40),
    count(rows.flatMap((r) => (r.seller_ids as number[]).map(Number))),
    count(rows.flatMap((r) => (r.color_ids as number[]).map(Number))),
    [{ min: prices.length ? Math.min(...prices) : null, max: prices.length ? Math.max(...prices) : null, n: rows.length }],
  ];
}

async function computeFacets(db: DbOrTx, filters: ListingFilters): Promise<Facets> {
  const plan = await searchPlanFor(db, filters);
  const [byBrand, bySeller, byColor, base] = await Promise.all([
    resolve(db, filters, 'brand', plan),
    resolve(db, filters, 'seller', plan),
    resolve(db, filters, 'color', plan),
    resolve(db, { ...filters, price_min: undefined, price_max: undefined }, undefined, plan),
  ]);
  // A text search samples fewer matches, each read through the GIN index (search/match.ts).
  const size = plan?.units.length ? SEARCH_COUNT_CAP : FACET_SAMPLE;
  const sample = (where: SQL) => sql`(select p.brand_id, p.seller_ids, p.color_ids, p.card_price_rial from products p where ${where} limit ${size}) p`;
  const read = (run: (q: DbOrTx) => Promise<[Row[], Row[], Row[], Row[]]>) => (plan?.units.length ? indexScansOnly(db, run) : run(db));
  // No facet narrows the others (the usual search page): one sample, counted here.
  const narrowed =
    filters.brand.length + filters.seller.length + filters.color.length > 0 || filters.price_min !== undefined || filters.price_max !== undefined;
  const [brandRows, sellerRows, colorRows, priceRows] = await read(async (q) =>
    narrowed
      ? Promise.all([
          q.execute(sql`select p.brand_id as id, count(*)::int as n from ${sample(byBrand.where)} group by p.brand_id order by n desc limit 40`).then(rowsOf),
          q.execute(sql`select s as id, count(*)::int as n from ${sample(bySeller.where)}, unnest(p.seller_ids) s group by s order by n desc`).then(rowsOf),
          q.execute(sql`select c as id, count(*)::int as n from ${sample(byColor.where)}, unnest(p.color_ids) c group by c order by n desc`).then(rowsOf),
          q.execute(sql`select min(p.card_price_rial) as min, max(p.card_price_rial) as max, count(*)::int as n from ${sample(base.where)}`).then(rowsOf),
        ])
      : q.execute(sql`select * from ${sample(base.where)}`).then((r) => tally(rowsOf(r))),
  );
  const [b, s, c] = await Promise.all([brandRefs(db), sellerRefs(db), colorRefs(db)]);
  return {
    brands: brandRows.flatMap((r) => {
      const ref = b.byId.get(num(r.id));
      return ref ? [{ slug: ref.slug, name: ref.name, count: num(r.n) }] : [];
    }),
    sellers: sellerRows.flatMap((r) => {
      const ref = s.byId.get(num(r.id));
      return ref ? [{ slug: ref.slug, name: ref.name, count: num(r.n) }] : [];
    }),
    colors: colorRows.flatMap((r) => {
      const ref = c.byId.get(num(r.id));
      return ref ? [{ key: ref.nameEn, name: ref.name, hexcode: ref.hexcode, count: num(r.n) }] : [];
    }),
    price: { min: num(priceRows[0]?.min), max: num(priceRows[0]?.max) },
    approximate: num(priceRows[0]?.n) >= size,
  };
}
