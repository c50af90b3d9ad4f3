import { Hono } from 'hono';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, parse, queryId, queryIds } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { listVarieties } from './product/variety-listing.ts';
import { chargeSearch } from './search/search-budget.ts';
import { listingFacets } from './listing/facets.ts';
import { EMPTY_FILTERS, listProducts } from './listing/listing.ts';
import { categoryTree, listBrands, slugById, type SlugKind } from './service.ts';
import { listingQuery } from './validation.ts';

export const catalogApi = new Hono<AppEnv>();

catalogApi.get('/v6/brand/index', cacheable, async (c) => {
  const page = pagination(c);
  const { items, total } = await listBrands(c.var.db, page);
  return collection(c, items, total, page);
});

catalogApi.get('/v6/category/list', cacheable, async (c) => ok(c, { items: await categoryTree(c.var.db) }));

for (const kind of ['category', 'brand', 'product'] as const satisfies SlugKind[]) {
  catalogApi.get(`/v6/${kind}/slug`, async (c) => ok(c, { slug: await slugById(c.var.db, kind, queryId(c)) }));
}

/** Query values as zod expects them: repeated keys (and brand[]=…) become arrays. */
export function listingInput(c: { req: { queries(): Record<string, string[]> } }) {
  const all = c.req.queries();
  const pick = (name: string) => all[name] ?? all[`${name}[]`];
  const one = (name: string) => pick(name)?.[0];
  return {
    q: one('q'),
    category: one('category'),
    brand: pick('brand'),
    seller: pick('seller'),
    color: pick('color'),
    price_min: one('price_min'),
    price_max: one('price_max'),
    available: one('available'),
    fast_send: one('fast_send'),
    has_discount: one('has_discount'),
    sort: one('sort'),
  };
}

/** Product cards with filters and sorts (shared/spec/API.md "Catalogue"); prices in rials. */
catalogApi.get('/v10/product/index', cacheable, async (c) => {
  const page = pagination(c);
  const { sort, ...filters } = parse(listingQuery, listingInput(c));
  // The catalogue cache (fetch.ts) answers repeats before this: only fresh search work is charged.
  await chargeSearch(clientIp(c), filters.q);
  const chosen = sort ?? (filters.q ? 'relevance' : 'most-viewed');
  const { items, total, corrected, search } = await listProducts(c.var.db, filters, chosen, page);
  // The facets follow the same search plan as the cards (corrected words, fallbacks).
  const facets = c.req.query('expand')?.split(',').includes('facets') ? await listingFacets(c.var.db, filters) : undefined;
  // `search` says how a query was answered (the kind it names, words corrected or left out,
  // or popular products when nothing matched: a search never ends on an empty page).
  return collection(c, items, total, page, { ...(facets ? { facets } : {}), ...(corrected ? { corrected } : {}), ...(search ? { search } : {}) });
});

/** Spec section 3 "Product variety listing entry": 50 per page, by ids, product or category. */
catalogApi.get('/v10/variety/index', cacheable, async (c) => {
  const page = pagination(c, { defaultPerPage: 50, max: 50 });
  const productId = c.req.query('product_id') === undefined ? undefined : queryId(c, 'product_id');
  const category = parse(listingQuery.shape.category, c.req.query('category'));
  const { items, total } = await listVarieties(c.var.db, { ids: queryIds(c, 'ids', 200), productId, category }, page);
  return collection(c, items, total, page);
});

catalogApi.get('/v10/product/coming-soon-products', cacheable, async (c) => {
  const page = pagination(c);
  const { items, total } = await listProducts(c.var.db, { ...EMPTY_FILTERS, comingSoon: true }, 'newest', page);
  return collection(c, items, total, page);
});

/**
 * How many products a filter set finds (capped like listings) and its facets.
 * `promotion=1` counts the /promotion listing (running promotions only), for its filter sheet.
 */
catalogApi.get('/v6/product/count', cacheable, async (c) => {
  const { sort, ...filters } = parse(listingQuery, listingInput(c));
  await chargeSearch(clientIp(c), filters.q);
  const promotionOnly = c.req.query('promotion') === '1';
  const { total } = await listProducts(c.var.db, { ...filters, promotionOnly }, sort ?? 'most-viewed', { page: 1, perPage: 1 });
  return ok(c, { count: total });
});
catalogApi.get('/v6/product/filter', cacheable, async (c) => {
  const { sort: _sort, ...filters } = parse(listingQuery, listingInput(c));
  return ok(c, await listingFacets(c.var.db, filters));
});

catalogApi.get('/v6/product/cached-slug', async (c) => ok(c, { slug: await slugById(c.var.db, 'product', queryId(c)) }));
