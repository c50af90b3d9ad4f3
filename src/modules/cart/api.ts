import { Hono, type Context } from 'hono';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse, queryIds } from '#server/http/params.ts';
import { validationError } from '#server/errors.ts';
import { clientIp } from '#server/http/client-address.ts';
import { cartKeyOf, setCountHint } from './owner.ts';
import { addToCart, CART_MESSAGES, changeCount, clearCart, getCart, moveToFuture, removeDiscount, removeLines, setDiscount } from './service.ts';
import { emptyCart } from './current-cart.ts';
import { addToCartBody, changeCountQuery, discountCodeBody, varietyBody, type Cart } from './validation.ts';

/**
 * /v10/cart/* (shared/spec/API.md "Cart"). Guests have a cart too (owner.ts). Every
 * answer that carries the cart also refreshes the header badge's hint cookie.
 */
export const cartApi = new Hono<AppEnv>();

function answer(c: Context<AppEnv>, cart: Cart, msg?: string) {
  setCountHint(c, cart.count);
  return ok(c, cart, msg);
}

const idQuery = (c: Context) => parse(varietyBody, { id: c.req.query('id') ?? '' }).id;

cartApi.get('/v10/cart/index', async (c) => {
  const key = await cartKeyOf(c, { create: false });
  return answer(c, key ? await getCart(c.var.db, key) : emptyCart());
});

cartApi.post('/v10/cart/add', async (c) => {
  const body = parse(addToCartBody, await readBody(c));
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await addToCart(c.var.db, key, body.id, body.count), CART_MESSAGES.added);
});

cartApi.get('/v10/cart/change', async (c) => {
  const query = parse(changeCountQuery, { id: c.req.query('id') ?? '', count: c.req.query('count') ?? '' });
  const key = (await cartKeyOf(c, { create: true }))!;
  const cart = await changeCount(c.var.db, key, query.id, query.count);
  return answer(c, cart, query.count === 0 ? CART_MESSAGES.removed : CART_MESSAGES.changed);
});

cartApi.delete('/v10/cart/delete', async (c) => {
  const id = idQuery(c);
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await removeLines(c.var.db, key, [id]), CART_MESSAGES.removed);
});

cartApi.delete('/v10/cart/multi-delete', async (c) => {
  const ids = queryIds(c, 'ids') ?? [];
  if (ids.length === 0) throw validationError([{ field: 'ids', message: CART_MESSAGES.nothingSelected }], CART_MESSAGES.nothingSelected);
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await removeLines(c.var.db, key, ids), CART_MESSAGES.removedMany);
});

cartApi.delete('/v10/cart/clear', async (c) => {
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await clearCart(c.var.db, key), CART_MESSAGES.cleared);
});

cartApi.post('/v10/cart/add-to-future-shopping', async (c) => {
  const { id } = parse(varietyBody, await readBody(c));
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await moveToFuture(c.var.db, key, [id]), CART_MESSAGES.toFuture);
});

cartApi.post('/v10/cart/add-all-to-future-shopping', async (c) => {
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await moveToFuture(c.var.db, key, null), CART_MESSAGES.allToFuture);
});

cartApi.post('/v10/cart/set-discount', async (c) => {
  const { code } = parse(discountCodeBody, await readBody(c));
  const key = (await cartKeyOf(c, { create: true }))!;
  const { cart, msg } = await setDiscount(c.var.db, key, code, clientIp(c));
  return answer(c, cart, msg);
});

cartApi.delete('/v10/cart/remove-discount', async (c) => {
  const raw = c.req.query('code');
  const code = raw ? parse(discountCodeBody, { code: raw }).code : undefined;
  const key = (await cartKeyOf(c, { create: true }))!;
  return answer(c, await removeDiscount(c.var.db, key, code), CART_MESSAGES.codeRemoved);
});
