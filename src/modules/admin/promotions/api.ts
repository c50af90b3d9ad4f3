import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { parse, queryId } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { promotionDetail, promotionList, removeOffer, savePromotion, setOffer } from './service.ts';
import { offerBody, offerRemoval, promotionForm } from './validation.ts';

/** The back office's promotions API, `catalog.edit`; prices in rials, times ISO 8601 or Tehran wall clock. */
export const promotionsAdminApi = new Hono<AppEnv>();

promotionsAdminApi.get('/v10/admin/promotion/index', async (c) => {
  await requireStaff(c, 'catalog.edit');
  return ok(c, { items: await promotionList(c.var.db) });
});

promotionsAdminApi.get('/v10/admin/promotion/view', async (c) => {
  await requireStaff(c, 'catalog.edit');
  return ok(c, await promotionDetail(c.var.db, queryId(c)));
});

promotionsAdminApi.post('/v10/admin/promotion/save', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const body = parse(promotionForm, await readBody(c));
  const id = await savePromotion(c.var.db, staff, body, clientIp(c));
  return ok(c, await promotionDetail(c.var.db, id), 'پیشنهاد ذخیره شد');
});

promotionsAdminApi.post('/v10/admin/promotion/offer', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const body = parse(offerBody, await readBody(c));
  await setOffer(c.var.db, staff, body, clientIp(c));
  return ok(c, await promotionDetail(c.var.db, body.promotion_id), 'کالا در پیشنهاد ثبت شد');
});

promotionsAdminApi.post('/v10/admin/promotion/offer-remove', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const body = parse(offerRemoval, await readBody(c));
  await removeOffer(c.var.db, staff, body, clientIp(c));
  return ok(c, await promotionDetail(c.var.db, body.promotion_id), 'کالا از پیشنهاد برداشته شد');
});
