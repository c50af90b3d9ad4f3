import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { clientIp } from '#server/http/client-address.ts';
import { limitStore } from '#server/auth/rate-limit.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { idSchema, pagination, parse } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { mainVarietyOf, varietyPriceLog } from './prices/price-log.ts';
import { priceList, priceListQuery } from './prices/price-list.ts';
import { reportUnfairPrice, unfairPricingBody } from './product/unfair-pricing.ts';
import { countView, recordVisit, viewableProduct } from './product/views.ts';

/**
 * The catalogue's remaining calls of spec section 7 (SPEC.md names them only; the
 * choices, as a Digikala-like shop makes them, are docs/adr/0005-catalogue-extras.md):
 * - /v6/product/monitor (GET or POST, `id` = product): counts a view for the "most
 *   viewed" sort (once per viewer and product per 30 minutes, written in batches) and,
 *   for a signed-in shopper not under login-as, moves the product to the front of their
 *   recent visits (50 kept). At most 120 calls a minute per address.
 * - /v6/product/unfair-pricing (POST `{ id: variety, price?, url?, description? }`): a
 *   report kept with the user and address; 10 an hour per address.
 * - /v6/product/price-log (GET `id` = variety, or `product_id` = its card variety): the
 *   regular price's changes over 180 days, oldest first.
 * - /v10/price-list/index (GET `category`, `brand`, `q`, `sort=name|price|-price`): the
 *   price list over the listing cards; unknown category or brand is a 404.
 */
export const catalogExtrasApi = new Hono<AppEnv>();

export const MONITOR_PER_MINUTE = 120;
export const REPORTS_PER_HOUR = 10;

async function limit(key: string, max: number, windowSeconds: number, message: string): Promise<void> {
  const hit = await limitStore().hit(key, windowSeconds);
  if (hit.count > max) throw new ApiError(429, message, undefined, { 'Retry-After': String(hit.resetIn) });
}

const optionalId = (message?: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema(message).optional());
const PRODUCT_ID = 'شناسه کالا معتبر نیست';

async function monitor(c: Context<AppEnv>) {
  const body = c.req.method === 'POST' ? await readBody(c) : {};
  const { id } = parse(z.object({ id: idSchema(PRODUCT_ID) }), { id: body.id ?? c.req.query('id') ?? '' });
  const ip = clientIp(c);
  await limit(`monitor:ip:${ip}`, MONITOR_PER_MINUTE, 60, 'تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید');
  if (!(await viewableProduct(c.var.db, id))) throw notFound('کالای مورد نظر یافت نشد');
  const caller = c.var.caller;
  const counted = await countView(c.var.db, id, caller ? `u:${caller.userId}` : `ip:${ip}`);
  // An operator acting as a customer browses for them: keep the customer's own history.
  if (caller && caller.actorUserId === null) await recordVisit(c.var.db, caller.userId, id);
  c.header('Cache-Control', 'no-store');
  return ok(c, { id, counted });
}
catalogExtrasApi.get('/v6/product/monitor', monitor);
catalogExtrasApi.post('/v6/product/monitor', monitor);

catalogExtrasApi.post('/v6/product/unfair-pricing', async (c) => {
  const input = parse(unfairPricingBody, await readBody(c));
  const ip = clientIp(c);
  await limit(`unfair:ip:${ip}`, REPORTS_PER_HOUR, 3600, 'تعداد گزارش‌های شما بیش از حد مجاز است. لطفاً بعداً دوباره تلاش کنید');
  const id = await reportUnfairPrice(c.var.db, input, { userId: c.var.caller?.userId ?? null, ip });
  c.header('Cache-Control', 'no-store');
  return ok(c, { id }, 'گزارش شما ثبت شد. از اینکه به بهتر شدن قیمت‌ها کمک می‌کنید سپاسگزاریم');
});

const priceLogQuery = z
  .object({ id: optionalId('شناسه تنوع کالا معتبر نیست'), product_id: optionalId(PRODUCT_ID) })
  .refine((q) => q.id !== undefined || q.product_id !== undefined, { error: 'شناسه تنوع کالا یا کالا را بفرستید', path: ['id'] });

catalogExtrasApi.get('/v6/product/price-log', async (c) => {
  const q = parse(priceLogQuery, { id: c.req.query('id'), product_id: c.req.query('product_id') });
  const varietyId = q.id ?? (await mainVarietyOf(c.var.db, q.product_id!));
  const items = varietyId === null ? null : await varietyPriceLog(c.var.db, varietyId);
  if (!items) throw notFound(q.id !== undefined ? 'تنوع کالای مورد نظر یافت نشد' : 'کالای مورد نظر یافت نشد');
  return ok(c, { variety_id: varietyId, items });
});

catalogExtrasApi.get('/v10/price-list/index', cacheable, async (c) => {
  const page = pagination(c);
  const all = c.req.queries();
  const one = (name: string) => all[name]?.[0];
  const query = parse(priceListQuery, { q: one('q'), category: one('category'), brand: all.brand ?? all['brand[]'], sort: one('sort') });
  const { items, total } = await priceList(c.var.db, query, page);
  return collection(c, items, total, page);
});
