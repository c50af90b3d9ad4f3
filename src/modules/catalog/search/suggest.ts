import type { DbOrTx } from '#server/db/client.ts';
import { cached, cacheStore, ttlFromEnv, type CacheStore } from '#server/cache/store.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { payablePrice, type ProductCard } from '../card.ts';
import { EMPTY_FILTERS, listProducts } from '../listing/listing.ts';
import { categoryRefs, type CategoryRef } from '../lookups.ts';
import { categoryHref, mainCategoryHref } from '../menu.ts';
import type { SuggestCategory, SuggestProduct, Suggestions } from './suggest-types.ts';
import { searchTokens } from '../validation.ts';

export type { SuggestCategory, SuggestProduct, Suggestions };

/**
 * Search-as-you-type suggestions for the header (GET /v6/product/search): the best
 * product matches of the listing search (same Persian normalisation and trigram typo
 * tolerance, listing.ts) and a few categories. Spec section 7: results may be cached for
 * 43200 s under a key; here the key is the normalised query, the TTL SEARCH_CACHE_TTL.
 */
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;
export const QUERY_MAX = 100;
export const DEFAULT_SEARCH_CACHE_TTL = 43_200;

const EMPTY: Suggestions = { items: [], categories: [], total: 0 };

/** SEARCH_CACHE_TTL in seconds (default 43200, 0 disables); read on use so tests can change it. */
export const searchCacheTtl = () => ttlFromEnv(process.env.SEARCH_CACHE_TTL, DEFAULT_SEARCH_CACHE_TTL);

/** The cache key: the query as the search sees it (ي/ك, digits, ZWNJ and case folded). */
export function suggestKey(q: string): string {
  return searchTokens(q.slice(0, QUERY_MAX)).join(' ');
}

function toSuggestion(card: ProductCard): SuggestProduct {
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    href: `/product/${card.slug}`,
    image: card.image ? { src: `/media/p/${card.image.id}-148.webp`, alt: card.image.alt } : null,
    price_main: card.price_main,
    price_off: payablePrice(card),
    can_buy: card.status.can_buy,
  };
}

const categoryLink = (c: CategoryRef): SuggestCategory => ({
  name: c.name,
  slug: c.slug,
  href: c.level === 1 ? mainCategoryHref(c.slug) : categoryHref(c.slug),
});

/** The kind the query names, categories whose name holds every word, then the categories of the products found. */
export function pickCategories(
  refs: readonly CategoryRef[],
  tokens: readonly string[],
  productCategorySlugs: readonly string[],
  intentSlug?: string,
): CategoryRef[] {
  const named = refs.filter((c) => {
    const name = normalizePersian(c.name);
    return tokens.every((t) => name.includes(t));
  });
  named.sort((a, b) => b.level - a.level || a.name.length - b.name.length);
  const bySlug = new Map(refs.map((c) => [c.slug, c]));
  const counts = new Map<string, number>();
  for (const slug of productCategorySlugs) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const fromProducts = [...counts.entries()].sort((a, b) => b[1] - a[1]).flatMap(([slug]) => bySlug.get(slug) ?? []);
  const out: CategoryRef[] = [];
  const intent = intentSlug ? bySlug.get(intentSlug) : undefined;
  for (const c of [...(intent ? [intent] : []), ...named, ...fromProducts]) {
    if (!out.includes(c)) out.push(c);
    if (out.length === SUGGEST_CATEGORIES) break;
  }
  return out;
}

async function load(db: DbOrTx, key: string): Promise<Suggestions> {
  const tokens = key.split(' ');
  const filters = { ...EMPTY_FILTERS, q: key };
  const [{ items, total, search }, refs] = await Promise.all([
    listProducts(db, filters, 'relevance', { page: 1, perPage: SUGGEST_PRODUCTS }),
    categoryRefs(db),
  ]);
  // Popular products stand in for a search that matched nothing on the results page; as
  // you type they would only look like matches.
  if (search?.fallback === 'popular') return EMPTY;
  // The kind the query names first (the same understanding as the results page).
  const categories = pickCategories(
    [...refs.byId.values()],
    tokens,
    items.map((c) => c.category.slug),
    search?.intent?.slug,
  );
  return { items: items.map(toSuggestion), categories: categories.map(categoryLink), total };
}

export async function suggest(db: DbOrTx, q: string | undefined, store: CacheStore = cacheStore()): Promise<Suggestions> {
  const key = suggestKey(q ?? '');
  if (!key) return EMPTY;
  return cached(store, `search:suggest:${key}`, searchCacheTtl(), () => load(db, key));
}
