import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse, queryId } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { brandView, categoryView, companyPage, companyView, type Key } from './entities.ts';
import { categoryTree, slugById } from './service.ts';

export const entitiesApi = new Hono<AppEnv>();

const SLUG = /^[a-z0-9-]{1,80}$/;
const keyQuery = z
  .object({
    id: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
    slug: z.preprocess(
      (v) => (v === '' ? undefined : typeof v === 'string' ? v.toLowerCase() : v),
      z.string().regex(SLUG, { error: 'نشانی معتبر نیست' }).optional(),
    ),
  })
  .refine((q) => q.id !== undefined || q.slug !== undefined, { error: 'شناسه یا نشانی را بفرستید', path: ['id'] });

function keyOf(c: { req: { query(name: string): string | undefined } }): Key {
  const q = parse(keyQuery, { id: c.req.query('id'), slug: c.req.query('slug') });
  return q.id !== undefined ? { id: q.id } : { slug: q.slug! };
}

entitiesApi.get('/v6/brand/view', cacheable, async (c) => ok(c, await brandView(c.var.db, keyOf(c))));
entitiesApi.get('/v6/category/view', cacheable, async (c) => ok(c, await categoryView(c.var.db, keyOf(c))));
entitiesApi.get('/v6/company/view', async (c) => ok(c, await companyView(c.var.db, keyOf(c))));

const limit = (name: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? '20' : v),
    z
      .string()
      .regex(/^\d{1,3}$/, { error: `${name} معتبر نیست` })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, { error: `${name} معتبر نیست` })
          .max(50, { error: `${name} معتبر نیست` }),
      ),
  );

/**
 * /v6/company/slug: with `id`, the seller's slug (like the other slug lookups); with
 * `slug`, the seller's page data with its top brands and categories
 * (company_brands_limit and company_cats_limit, 20 by default).
 */
entitiesApi.get('/v6/company/slug', async (c) => {
  if (c.req.query('id') !== undefined) {
    const view = await companyView(c.var.db, { id: queryId(c) });
    return ok(c, { slug: view.slug });
  }
  const q = parse(
    z.object({
      slug: z.string({ error: 'نشانی فروشنده را بفرستید' }).regex(SLUG, { error: 'نشانی معتبر نیست' }),
      company_brands_limit: limit('company_brands_limit'),
      company_cats_limit: limit('company_cats_limit'),
    }),
    { slug: c.req.query('slug'), company_brands_limit: c.req.query('company_brands_limit'), company_cats_limit: c.req.query('company_cats_limit') },
  );
  return ok(c, await companyPage(c.var.db, q.slug, { brands: q.company_brands_limit, categories: q.company_cats_limit }));
});

/** Curated ("cute") categories are our categories for now (docs/adr/0004). */
entitiesApi.get('/v10/cute-category/index', cacheable, async (c) => ok(c, { items: await categoryTree(c.var.db) }));
entitiesApi.get('/v10/cute-category/slug', async (c) => {
  const key = keyOf(c);
  if ('id' in key) return ok(c, { slug: await slugById(c.var.db, 'category', key.id) });
  return ok(c, await categoryView(c.var.db, key));
});
