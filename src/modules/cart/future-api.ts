import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { allFutureToCart, FUTURE_MESSAGES, futureList, futureToCart, removeFuture } from './future.ts';
import { cartKeyOf, setCountHint } from './owner.ts';
import { varietyBody } from './validation.ts';

/**
 * /v6/future-shopping/* (spec section 7): the "buy later" list. Moving to the cart
 * answers with the cart (and refreshes the badge); the list itself comes from index.
 */
export const futureApi = new Hono<AppEnv>();

futureApi.get('/v6/future-shopping/index', async (c) => {
  const key = await cartKeyOf(c, { create: false });
  const items = key ? await futureList(c.var.db, key) : [];
  return ok(c, { items, count: items.length });
});

futureApi.post('/v6/future-shopping/add-to-cart', async (c) => {
  const { id } = parse(varietyBody, await readBody(c));
  const key = (await cartKeyOf(c, { create: true }))!;
  const cart = await futureToCart(c.var.db, key, id);
  setCountHint(c, cart.count);
  return ok(c, cart, FUTURE_MESSAGES.toCart);
});

futureApi.post('/v6/future-shopping/add-all-to-cart', async (c) => {
  const key = (await cartKeyOf(c, { create: true }))!;
  const { cart, left } = await allFutureToCart(c.var.db, key);
  setCountHint(c, cart.count);
  return ok(c, cart, left > 0 ? `${FUTURE_MESSAGES.allToCart}؛ ${FUTURE_MESSAGES.someLeft}` : FUTURE_MESSAGES.allToCart);
});

futureApi.delete('/v6/future-shopping/delete', async (c) => {
  const { id } = parse(varietyBody, { id: c.req.query('id') ?? '' });
  const key = (await cartKeyOf(c, { create: true }))!;
  return ok(c, await removeFuture(c.var.db, key, id), FUTURE_MESSAGES.removed);
});

futureApi.delete('/v6/future-shopping/clear', async (c) => {
  const key = (await cartKeyOf(c, { create: true }))!;
  return ok(c, await removeFuture(c.var.db, key, null), FUTURE_MESSAGES.cleared);
});
