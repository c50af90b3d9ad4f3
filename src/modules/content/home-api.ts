import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { notFound } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { idSchema, pagination, parse } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { activePopup, activePromotion, PROMOTION_TYPE_AMAZING } from '#modules/catalog/index.ts';
import { countBannerView, homeData, listMagNews } from './home.ts';
import { productSliderBlocks, productSliders } from './home-sliders.ts';

/**
 * The home calls of spec section 7: /v10/site/index and friends. Shapes follow
 * shared/spec/API.md (`{ success, data }`, collections with items/_links/_meta); a
 * promotion that is not running is `data: null`, not an error (the strip is just left out).
 */
export const homeApi = new Hono<AppEnv>();

export const MAX_PROMOTION_ITEMS = 50;

/** A small positive integer query value with a default; anything else answers 422. */
const boundedInt = (message: string, fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? String(fallback) : toAsciiDigits(String(v).trim())),
    z
      .string()
      .regex(/^\d{1,6}$/, { error: message })
      .transform(Number)
      .pipe(z.number().min(1, { error: message }).max(max, { error: message })),
  );

/** Apps (X-OS 1 android, 2 ios) may also get app-only promotions; the web never does. */
const isApp = (c: Context) => ['1', '2'].includes(c.req.header('X-OS')?.trim() ?? '');

homeApi.get('/v10/site/index', cacheable, async (c) => ok(c, await homeData(c.var.db)));

homeApi.get('/v8/promotion/active', cacheable, async (c) => {
  const field = 'promotion_variety_limit';
  const message = `تعداد کالاهای پیشنهاد باید بین ۱ و ${toFaDigits(MAX_PROMOTION_ITEMS)} باشد`;
  const limit = parse(z.object({ [field]: boundedInt(message, 12, MAX_PROMOTION_ITEMS) }), { [field]: c.req.query(field) })[field] as number;
  return ok(c, await activePromotion(c.var.db, { limit, includeAppOnly: isApp(c) }));
});

homeApi.get('/v8/promotion/active-popup', async (c) => {
  const type = parse(z.object({ type: boundedInt('نوع پیشنهاد معتبر نیست', PROMOTION_TYPE_AMAZING, 32_767) }), { type: c.req.query('type') }).type;
  return ok(c, await activePopup(c.var.db, type, isApp(c)));
});

/** The home's product rows with their cards. */
homeApi.get('/v6/product-slider/index', cacheable, async (c) => ok(c, { items: await productSliders(c.var.db) }));

/**
 * SPEC.md names /v8/product/product-uis without details. We serve the home's "product UI"
 * blocks: the product rows' definitions without cards (id, title, kind, the listing
 * query and `href`, the listing page that shows more, e.g. /search?sort=newest), so a
 * client can lay out the home and fetch each row's cards lazily from /v10/product/index
 * with `query`. /v6/product-slider/index is the same list with the cards filled in.
 */
homeApi.get('/v8/product/product-uis', cacheable, async (c) => ok(c, { items: await productSliderBlocks(c.var.db) }));

homeApi.get('/v8/mag-news/index', async (c) => {
  const page = pagination(c);
  const { items, total } = await listMagNews(c.var.db, page);
  return collection(c, items, total, page);
});

/**
 * One view of a banner, sent by the home page when the banner has really been seen.
 * `id` in the body (JSON or form) or, per API.md, in the query.
 */
homeApi.post('/v6/banner/update-view-counter', async (c) => {
  const body = await readBody(c);
  const { id } = parse(z.object({ id: idSchema() }), { id: body.id ?? c.req.query('id') ?? '' });
  if (!(await countBannerView(c.var.db, id))) throw notFound('بنر مورد نظر یافت نشد');
  return ok(c, { id });
});
