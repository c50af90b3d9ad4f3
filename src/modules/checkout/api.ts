import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse } from '#server/http/params.ts';
import { originOf } from '#server/http/origin.ts';
import { z } from 'zod';
import { setCountHint } from '#modules/cart/index.ts';
import { onWholesaleStorefront } from '#modules/account/index.ts';
import { placeOrder } from '#flows/place-order.ts';
import { checkoutOf } from './service.ts';
import { idempotencyKey, placeOrderBody } from './validation.ts';

/**
 * /v10/cart/checkout and /v10/cart/payment (shared/spec/API.md "Addresses, checkout and
 * orders"): signed-in shoppers only; the order is the caller's, always.
 */
export const checkoutApi = new Hono<AppEnv>();

checkoutApi.get('/v10/cart/checkout', async (c) => {
  const caller = requireCaller(c);
  const raw = c.req.query('address_id');
  const addressId = raw === undefined || raw === '' ? undefined : parse(z.object({ address_id: idSchema('نشانی معتبر نیست') }), { address_id: raw }).address_id;
  return ok(c, await checkoutOf(c.var.db, caller.userId, addressId, undefined, { wholesale: onWholesaleStorefront(c) }));
});

checkoutApi.post('/v10/cart/payment', async (c) => {
  const caller = requireCaller(c);
  const key = parse(z.object({ 'Idempotency-Key': idempotencyKey }), { 'Idempotency-Key': c.req.header('Idempotency-Key') })['Idempotency-Key'];
  const body = parse(placeOrderBody, await readBody(c));
  const placed = await placeOrder(c.var.db, caller.userId, key, body, originOf(c), undefined, { wholesale: onWholesaleStorefront(c) });
  // The cart is empty now: the header badge's hint says so at once.
  setCountHint(c, 0);
  return ok(c, placed);
});
