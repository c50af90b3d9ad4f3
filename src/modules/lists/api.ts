import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { idSchema, pagination, parse, queryId, queryIds } from '#server/http/params.ts';
import { addWish, cancelStockAlert, createStockAlert, LIST_MESSAGES, removeWish, setPriceDropSms, wishedAmong, wishList } from './service.ts';

/**
 * Wish list, back-in-stock alerts and the price-drop SMS switch (spec section 7). All
 * need a signed-in shopper: the alerts go to their mobile. The wish list has no
 * single-delete endpoint in the spec, so `clear` takes an optional `id` (docs/adr/0006).
 */
export const listsApi = new Hono<AppEnv>();

const idBody = z.object({ id: idSchema() });

listsApi.post('/v6/wish-list/add', async (c) => {
  const caller = requireCaller(c);
  const { id } = parse(idBody, await readBody(c));
  await addWish(c.var.db, caller.userId, id);
  return ok(c, { id, wished: true }, LIST_MESSAGES.wishAdded);
});

listsApi.delete('/v6/wish-list/clear', async (c) => {
  const caller = requireCaller(c);
  const id = c.req.query('id') ? queryId(c) : null;
  await removeWish(c.var.db, caller.userId, id);
  return ok(c, { id, wished: false }, id ? LIST_MESSAGES.wishRemoved : LIST_MESSAGES.wishCleared);
});

listsApi.get('/v6/wish-list/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await wishList(c.var.db, caller.userId, page);
  return collection(c, items, total, page);
});

/**
 * Which of these products are wished (`ids[]`, at most 100): the hearts on a page ask
 * once. Not in the spec's catalogue; added beside index (docs/adr/0006).
 */
listsApi.get('/v6/wish-list/check', async (c) => {
  const caller = requireCaller(c);
  const ids = queryIds(c, 'ids') ?? [];
  return ok(c, { ids: await wishedAmong(c.var.db, caller.userId, ids) });
});

listsApi.post('/v6/let-me-know/create', async (c) => {
  const caller = requireCaller(c);
  const { id } = parse(idBody, await readBody(c));
  await createStockAlert(c.var.db, caller.userId, id);
  return ok(c, { id }, LIST_MESSAGES.alertCreated);
});

listsApi.post('/v6/let-me-know/cancel', async (c) => {
  const caller = requireCaller(c);
  const { id } = parse(idBody, await readBody(c));
  await cancelStockAlert(c.var.db, caller.userId, id);
  return ok(c, { id }, LIST_MESSAGES.alertCancelled);
});

const switchValue = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : v === true || v === 1 || v === '1' || v === 'true'
        ? true
        : v === false || v === 0 || v === '0' || v === 'false'
          ? false
          : v,
  z.boolean({ error: 'مقدار باید ۰ یا ۱ باشد' }).optional(),
);

/** Body `status` (or `send_sms_on_product_price_reduction`): 1 on, 0 off; without one it toggles. */
listsApi.post('/v6/cart/send-sms-on-product-price-reduction', async (c) => {
  const caller = requireCaller(c);
  const body = parse(z.object({ status: switchValue, send_sms_on_product_price_reduction: switchValue }), await readBody(c));
  const on = await setPriceDropSms(c.var.db, caller.userId, body.status ?? body.send_sms_on_product_price_reduction ?? null);
  return ok(c, { send_sms_on_product_price_reduction: on }, on ? LIST_MESSAGES.priceSmsOn : LIST_MESSAGES.priceSmsOff);
});
