import { asc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ProductCard, ListingSort } from '#modules/catalog/index.ts';
import { listProducts, type ListingFilters, categoryRefs, categoryHref } from '#modules/catalog/index.ts';
import { productSliders as productSliderTable } from './schema.ts';

/**
 * The home's product rows ("product UIs"): each product_sliders row is a title and a rule
 * that is exactly a listing query, so a row shows the first cards of the listing its
 * «مشاهده همه» link opens (same filters, same sort), in-stock products only.
 */
export const SLIDER_KINDS = ['newest', 'best-selling', 'most-viewed', 'discounted', 'category'] as const;
export type SliderKind = (typeof SLIDER_KINDS)[number];
export const SLIDER_ITEMS = 12;

export interface ProductSliderBlock {
  id: number;
  title: string;
  kind: SliderKind;
  /** The listing that shows more of the same. */
  href: string;
  category: { slug: string; name: string } | null;
  /** The listing query behind the row (the listing API takes the same). */
  query: { sort: ListingSort; category?: string; has_discount?: boolean };
}

export interface ProductSliderWithItems extends ProductSliderBlock {
  items: ProductCard[];
}

const SORT_OF: Record<Exclude<SliderKind, 'category'>, ListingSort> = {
  newest: 'newest',
  'best-selling': 'best-selling',
  'most-viewed': 'most-viewed',
  discounted: 'discount',
};

const isKind = (k: string): k is SliderKind => (SLIDER_KINDS as readonly string[]).includes(k);

/** The rows' definitions without cards; rows of an unknown kind or a missing category are left out. */
export async function productSliderBlocks(db: DbOrTx): Promise<ProductSliderBlock[]> {
  const [rows, refs] = await Promise.all([
    db.select().from(productSliderTable).orderBy(asc(productSliderTable.sort), asc(productSliderTable.id)),
    categoryRefs(db),
  ]);
  return rows.flatMap((r): ProductSliderBlock[] => {
    if (!isKind(r.kind)) return [];
    const base = { id: r.id, title: r.title, kind: r.kind };
    if (r.kind === 'category') {
      const cat = r.categoryId === null ? undefined : refs.byId.get(r.categoryId);
      if (!cat) return [];
      return [{ ...base, href: categoryHref(cat.slug), category: { slug: cat.slug, name: cat.name }, query: { sort: 'most-viewed', category: cat.slug } }];
    }
    const sort = SORT_OF[r.kind];
    const discounted = r.kind === 'discounted';
    const params = new URLSearchParams(discounted ? { has_discount: '1', sort } : { sort });
    return [{ ...base, href: `/search?${params}`, category: null, query: discounted ? { sort, has_discount: true } : { sort } }];
  });
}

export async function sliderCards(db: DbOrTx, block: ProductSliderBlock, limit = SLIDER_ITEMS): Promise<ProductCard[]> {
  const filters: ListingFilters = {
    category: block.query.category,
    brand: [],
    seller: [],
    color: [],
    available: true,
    fast_send: false,
    has_discount: block.query.has_discount ?? false,
  };
  return (await listProducts(db, filters, block.query.sort, { page: 1, perPage: limit }, { count: false })).items;
}

/**
 * Every row with its cards; empty rows are left out. `discountedSpare` loads that many more
 * cards for the discounted rows, for the home to fill them past what its strip shows.
 */
export async function productSliders(db: DbOrTx, limit = SLIDER_ITEMS, { discountedSpare = 0 } = {}): Promise<ProductSliderWithItems[]> {
  const blocks = await productSliderBlocks(db);
  const filled = await Promise.all(
    blocks.map(async (b) => ({ ...b, items: await sliderCards(db, b, b.kind === 'discounted' ? limit + discountedSpare : limit) })),
  );
  return filled.filter((s) => s.items.length > 0);
}

/**
 * The home shows the running amazing offers in their own strip, and those are the
 * biggest discounts, so a discounted row right below it repeated the same products. Such
 * rows leave out the strip's products (the next discounts fill in); other rows keep
 * showing exactly the first cards of their listing.
 */
export function withoutStripProducts(rows: ProductSliderWithItems[], stripIds: ReadonlySet<number>, limit = SLIDER_ITEMS): ProductSliderWithItems[] {
  return rows
    .map((row) => (row.kind === 'discounted' ? { ...row, items: row.items.filter((card) => !stripIds.has(card.id)).slice(0, limit) } : row))
    .filter((row) => row.items.length > 0);
}
