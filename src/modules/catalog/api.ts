import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env.ts';
import { collection, ok } from '../../server/http/envelope.ts';
import { pagination, queryId } from '../../server/http/params.ts';
import { categoryTree, listBrands, slugById, type SlugKind } from './service.ts';

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
