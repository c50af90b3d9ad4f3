import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse } from '#server/http/params.ts';
import { notFound } from '#server/errors.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { getProductDetail } from './product.ts';
import { isProductSlug } from './product-view.ts';
import { partnerPricesFor } from '#modules/account/index.ts';

export const productApi = new Hono<AppEnv>();

const SLUG_MESSAGE = 'نشانی کالا معتبر نیست';
const MISSING_MESSAGE = 'شناسه یا نشانی کالا را بفرستید';

const productSlugSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string({ error: SLUG_MESSAGE }).refine(isProductSlug, { error: SLUG_MESSAGE }),
);

const viewQuery = z
  .object({
    slug: z.preprocess((v) => (v === '' ? undefined : v), productSlugSchema.optional()),
    id: z.preprocess((v) => (v === '' ? undefined : v), idSchema().optional()),
  })
  .refine((q) => q.slug !== undefined || q.id !== undefined, { error: MISSING_MESSAGE, path: ['slug'] });

/**
 * GET /v6/product/view?slug=… (or ?id=…): the product with its varieties and tab data
 * (shared/spec/API.md "Catalogue"). Partner price tiers go only to a confirmed partner
 * asking for the wholesale storefront (account/partner.ts; ASVS 8.2.3): a header
 * anyone can send does not unlock them on its own. Everyone else gets `priceTiers: []`.
 */
productApi.get('/v6/product/view', cacheable, async (c) => {
  const q = parse(viewQuery, { slug: c.req.query('slug'), id: c.req.query('id') });
  const key = q.slug !== undefined ? { slug: q.slug } : { id: q.id! };
  const detail = await getProductDetail(c.var.db, key, { priceTiers: await partnerPricesFor(c) });
  if (!detail) throw notFound('کالای مورد نظر یافت نشد');
  return ok(c, detail);
});
