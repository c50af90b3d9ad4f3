import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, queryId } from '#server/http/params.ts';
import { forgetVisit, forgetVisits, RECENT_VISITS_KEPT, recentActivity, recentVisitsPage } from './views.ts';

/**
 * A signed-in shopper's recent visits and activity (SPEC.md names only
 * `/v6/product-view-logs/*` and `/v6/customer-activity/*`; the shapes follow
 * shared/spec/API.md and are written down in catalog's README):
 * - GET /v6/product-view-logs/index: `{ id (product id), visited_at, product (card) }`,
 *   newest first, paged (`per-page` up to RECENT_VISITS_KEPT, all that is kept);
 * - DELETE /v6/product-view-logs/delete?id= (a product id): one of them (404 when it is
 *   not among the caller's);
 * - DELETE /v6/product-view-logs/clear: all of them;
 * - GET /v6/customer-activity/index: visits and searches merged, newest first
 *   (`type: visit | search`).
 * All need a signed-in shopper (401) and touch only their rows; visits are recorded by
 * /v6/product/monitor (not while an operator acts as the shopper). Never cached.
 */
export const productViewLogsApi = new Hono<AppEnv>();

productViewLogsApi.get('/v6/product-view-logs/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c, { max: RECENT_VISITS_KEPT });
  const { items, total } = await recentVisitsPage(c.var.db, caller.userId, page);
  c.header('Cache-Control', 'no-store');
  return collection(
    c,
    items.map((v) => ({ id: v.product.id, visited_at: v.visitedAt, product: v.product })),
    total,
    page,
  );
});

productViewLogsApi.delete('/v6/product-view-logs/delete', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await forgetVisit(c.var.db, caller.userId, queryId(c)), 'کالا از بازدیدهای اخیر حذف شد');
});

productViewLogsApi.delete('/v6/product-view-logs/clear', async (c) => {
  const caller = requireCaller(c);
  return ok(c, { count: await forgetVisits(c.var.db, caller.userId) }, 'بازدیدهای اخیر پاک شد');
});

productViewLogsApi.get('/v6/customer-activity/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await recentActivity(c.var.db, caller.userId, page);
  c.header('Cache-Control', 'no-store');
  return collection(c, items, total, page);
});
