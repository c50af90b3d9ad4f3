import { Hono } from 'hono';
import { readBody } from '../../server/http/body.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { toApiError } from '../../server/errors.ts';
import { parse } from '../../server/http/params.ts';
import { cartKeyOf, setCountHint } from './owner.ts';
import { addToCart } from './service.ts';
import { addToCartBody } from './validation.ts';

/**
 * POST /cart/add: the add-to-cart form of cards and product pages before (or without)
 * JavaScript. The server adds and shows the cart; a refusal shows there too, as a notice
 * named by a short code in the query (never a message of our own making from the URL).
 */
export const cartFormApi = new Hono<AppEnv>();

cartFormApi.post('/cart/add', async (c) => {
  try {
    const body = parse(addToCartBody, await readBody(c));
    const key = (await cartKeyOf(c, { create: true }))!;
    const cart = await addToCart(c.var.db, key, body.id, body.count);
    setCountHint(c, cart.count);
    return c.redirect('/cart?added=1', 303);
  } catch (err) {
    const status = toApiError(err).status;
    if (status === 403) throw err;
    return c.redirect(`/cart?notice=${status === 404 ? 'sold-out' : 'limit'}`, 303);
  }
});
