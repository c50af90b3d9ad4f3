import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env.ts';
import { collection, ok } from '../../server/http/envelope.ts';
import { pagination, parse, queryId } from '../../server/http/params.ts';
import { listingFacets, listProducts } from './listing.ts';
import { categoryTree, listBrands, slugById, type SlugKind } from './service.ts';
import { listingQuery } from './validation.ts';

export const catalogApi = new Hono<AppEnv>();

catalogApi.get('/v6/brand/index', async (c) => {
  const page = pagination(c);
  const { items, total } = await listBrands(c.var.db, page);
  return collection(c, items, total, page);
});

catalogApi.get('/v6/category/list', async (c) => ok(c, { items: await categoryTree(c.var.db) }));

for (const kind of ['category', 'brand', 'product'] as const satisfies SlugKind[]) {
  catalogApi.get(`/v6/${kind}/slug`, async (c) => ok(c, { slug: await slugById(c.var.db, kind, queryId(c)) }));
}

/** Query values as zod expects them: repeated keys (and brand[]=…) become arrays. */
function listingInput(c: { req: { queries(): Record<string, string[]> } }) {
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
catalogApi.get('/v10/product/index', async (c) => {
  const page = pagination(c);
  const { sort, ...filters } = parse(listingQuery, listingInput(c));
  const chosen = sort ?? (filters.q ? 'relevance' : 'most-viewed');
  const { items, total, corrected } = await listProducts(c.var.db, filters, chosen, page);
  const facets = c.req.query('expand')?.split(',').includes('facets') ? await listingFacets(c.var.db, corrected ? { ...filters, q: corrected } : filters) : undefined;
  return collection(c, items, total, page, { ...(facets ? { facets } : {}), ...(corrected ? { corrected } : {}) });
});
