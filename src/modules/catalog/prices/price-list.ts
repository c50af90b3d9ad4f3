import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { intArray, num, rowsOf } from '#server/db/rows.ts';
import type { Rial } from '#lib/money.ts';
import { COUNT_CAP } from '../listing/count.ts';
import { EMPTY_FILTERS, orderBy, resolve } from '../listing/listing.ts';
import { indexScansOnly } from '../search/match.ts';
import { brandRefs, categoryRefs } from '../lookups.ts';
import { persianNameKey } from '../listing/name-order.ts';
import { listingQuery } from '../validation.ts';

/**
 * The price list (لیست قیمت, /v10/price-list/index): every sellable product of a
 * category, brand or search with its current price, read from the listing cards
 * (products.card_*) so it costs what a listing costs. Names sort in Persian alphabetical
 * order on products_name_sort_idx (per category on products_category_name_idx); price
 * sorts put available products first, like every listing (docs/adr/0004), on the
 * listing's price indexes.
 */
export const PRICE_LIST_SORTS = ['name', 'price', '-price'] as const;
export type PriceListSort = (typeof PRICE_LIST_SORTS)[number];

export const priceListQuery = z.object({
  q: listingQuery.shape.q,
  category: z.preprocess(
    (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
    z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, { error: 'نشانی دسته‌بندی معتبر نیست' })
      .optional(),
  ),
  brand: listingQuery.shape.brand,
  sort: z.preprocess((v) => (v === '' || v === undefined ? 'name' : v), z.enum(PRICE_LIST_SORTS, { error: 'ترتیب باید یکی از name، price یا -price باشد' })),
});
export type PriceListQuery = z.output<typeof priceListQuery>;

export interface PriceListItem {
  id: number;
  /** The variety whose price is shown (the product card's: cheapest in stock). */
  variety_id: number;
  name: string;
  slug: string;
  brand: { id: number; slug: string; name: string } | null;
  category: { slug: string; name: string } | null;
  /** Rials; null when nothing is in stock (the list says ناموجود instead of a stale price). */
  price_main: Rial | null;
  price_off: Rial | null;
  available: boolean;
  /** When the shown variety's price last changed (ISO). */
  updated_at: string;
}

const NAME_KEY = persianNameKey('p.name');

function order(sort: PriceListSort): SQL {
  return sort === 'name' ? sql`${NAME_KEY}, p.id` : orderBy(sort, null);
}

/**
 * Rows the per-category name merge may read (categories × rows per category). Names
 * cluster by category, so walking the global name index for one category can pass most
 * of the catalogue; below this, each category of the subtree is read in name order from
 * products_category_name_idx and the runs are merged. Deep pages of a big subtree fall
 * back to the global index, which is dense there.
 */
const MERGE_ROWS = 20_000;

function pageIds(base: SQL, subtree: number[] | null, sort: PriceListSort, page: Page): SQL {
  const offset = offsetOf(page);
  const window = offset + page.perPage;
  if (sort === 'name' && subtree && subtree.length * window <= MERGE_ROWS) {
    return sql`
      select x.id from unnest(${intArray(subtree)}) as c(id) cross join lateral (
        select p.id, ${NAME_KEY} as k from products p where p.category_id = c.id and ${base}
        order by ${NAME_KEY}, p.id limit ${window}) x
      order by x.k, x.id limit ${page.perPage} offset ${offset}`;
  }
  const where = subtree ? sql`${base} and p.category_id = any(${intArray(subtree)})` : base;
  return sql`select p.id from products p where ${where} order by ${order(sort)} limit ${page.perPage} offset ${offset}`;
}

export async function priceList(db: DbOrTx, query: PriceListQuery, page: Page): Promise<{ items: PriceListItem[]; total: number }> {
  const [categories, brands] = await Promise.all([categoryRefs(db), brandRefs(db)]);
  const category = query.category === undefined ? null : categories.bySlug.get(query.category);
  if (category === undefined) throw notFound('دسته‌بندی مورد نظر یافت نشد');
  if (query.brand.some((slug) => !brands.bySlug.has(slug))) throw notFound('برند مورد نظر یافت نشد');

  // The listing's filters (brand, search words) without the category, which is handled above.
  const { where, plan } = await resolve(db, { ...EMPTY_FILTERS, q: query.q, brand: query.brand });
  // A price list is a lookup, not discovery: words that match nothing list nothing (no
  // popular products or a looser search in their place), corrected typos still count.
  if (plan?.fallback) return { items: [], total: 0 };
  const base = sql`${where} and p.status = 1 and p.card_variety_id is not null`;
  const subtree = category ? category.subtreeIds : null;
  const read = (q: DbOrTx) =>
    Promise.all([
      q.execute(pageIds(base, subtree, query.sort, page)),
      q.execute(
        sql`select count(*)::int as n from (select 1 from products p where ${base} ${subtree ? sql`and p.category_id = any(${intArray(subtree)})` : sql``} limit ${COUNT_CAP}) m`,
      ),
    ]);
  // Search words go through the GIN index only (search/match.ts).
  const [idRows, countRows] = plan?.units.length ? await indexScansOnly(db, read) : await read(db);
  const ids = rowsOf(idRows).map((r) => num(r.id));
  if (ids.length === 0) return { items: [], total: num(rowsOf(countRows)[0]?.n) };

  const rows = rowsOf(
    await db.execute(sql`
      select p.id, p.name, p.slug, p.brand_id, p.category_id, p.card_variety_id, p.card_main_rial, p.card_price_rial, p.in_stock,
             coalesce((select max(l.changed_at) from variety_price_log l where l.variety_id = p.card_variety_id), v.created_at) as updated_at
      from products p join varieties v on v.id = p.card_variety_id
      where p.id = any(${intArray(ids)})`),
  );
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  const items = ids.flatMap((id): PriceListItem[] => {
    const r = byId.get(id);
    if (!r) return [];
    const brand = brands.byId.get(num(r.brand_id));
    const cat = categories.byId.get(num(r.category_id));
    const available = Boolean(r.in_stock);
    return [
      {
        id,
        variety_id: num(r.card_variety_id),
        name: String(r.name),
        slug: String(r.slug),
        brand: brand ? { id: brand.id, slug: brand.slug, name: brand.name } : null,
        category: cat ? { slug: cat.slug, name: cat.name } : null,
        price_main: available ? num(r.card_main_rial) : null,
        price_off: available ? num(r.card_price_rial) : null,
        available,
        updated_at: new Date(r.updated_at as string | Date).toISOString(),
      },
    ];
  });
  return { items, total: num(rowsOf(countRows)[0]?.n) };
}
