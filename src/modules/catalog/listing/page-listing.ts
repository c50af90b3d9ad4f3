import type { DbOrTx } from '#server/db/client.ts';
import { tomanToRial } from '#lib/money.ts';
import type { ProductCard } from '../card.ts';
import { listingFacets, type Facets } from './facets.ts';
import { listProducts, type ListingFilters, type SearchOutcome } from './listing.ts';
import type { PageFilters } from './listing-url.ts';
import { listingQuery, type ListingSort } from '../validation.ts';

/**
 * Everything a listing page shows, from its URL: pages ignore a bad filter value (a
 * shopper's hand-edited link still works) where the API answers 422.
 */
export const PER_PAGE = 24;

export interface ListingPageData {
  filters: PageFilters;
  sort: ListingSort;
  page: number;
  pageCount: number;
  total: number;
  items: ProductCard[];
  facets: Facets;
  /** The corrected search, when the words as typed found nothing. */
  corrected: string | null;
  /** How the query was answered (the kind it names, what is shown when nothing matched). */
  search: SearchOutcome | null;
  /** What the path fixes, as a query for GET /v6/product/count (the filter sheet's live count). */
  fixedQuery: string;
}

/** The path's fixed filters in the listing API's terms. */
function fixedQueryOf(fixed: { category?: string; brand?: string; seller?: string; promotionOnly?: boolean }): string {
  const params = new URLSearchParams();
  if (fixed.category) params.set('category', fixed.category);
  if (fixed.brand) params.set('brand', fixed.brand);
  if (fixed.seller) params.set('seller', fixed.seller);
  if (fixed.promotionOnly) params.set('promotion', '1');
  return params.toString();
}

function readQuery(params: URLSearchParams): PageFilters {
  const raw: Record<string, unknown> = {
    q: params.get('q') ?? undefined,
    brand: params.getAll('brand'),
    seller: params.getAll('seller'),
    color: params.getAll('color'),
    price_min: params.get('price_min') ?? undefined,
    price_max: params.get('price_max') ?? undefined,
    available: params.get('available') ?? undefined,
    fast_send: params.get('fast_send') ?? undefined,
    has_discount: params.get('has_discount') ?? undefined,
    sort: params.get('sort') ?? undefined,
  };
  // Drop the fields that do not parse and keep the rest.
  for (let attempt = 0; attempt < 12; attempt++) {
    const result = listingQuery.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
  return listingQuery.parse({});
}

export async function loadListingPage(
  db: DbOrTx,
  url: URL,
  fixed: Pick<ListingFilters, 'category' | 'promotionOnly'> & { brand?: string; seller?: string } = {},
): Promise<ListingPageData> {
  const filters = readQuery(url.searchParams);
  const pageParam = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const sort: ListingSort = filters.sort ?? (filters.q ? 'relevance' : 'most-viewed');
  const query: ListingFilters = {
    ...filters,
    category: fixed.category ?? filters.category,
    brand: fixed.brand ? [fixed.brand] : filters.brand,
    seller: fixed.seller ? [fixed.seller] : filters.seller,
    promotionOnly: fixed.promotionOnly,
    price_min: filters.price_min === undefined ? undefined : tomanToRial(filters.price_min),
    price_max: filters.price_max === undefined ? undefined : tomanToRial(filters.price_max),
  };
  // The facets follow the same search plan as the cards (corrected words, fallbacks).
  const [{ items, total, corrected, search }, facets] = await Promise.all([
    listProducts(db, query, sort, { page, perPage: PER_PAGE }),
    listingFacets(db, query),
  ]);
  return { filters, sort, page, total, pageCount: Math.ceil(total / PER_PAGE), items, facets, corrected, search, fixedQuery: fixedQueryOf(fixed) };
}
