import { Hono, type Context } from 'hono';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ApiError, toApiError } from '#server/errors.ts';
import { CROSS_SITE, evidentlyCrossSite } from '#server/auth/session.ts';
import { clientIp } from '#server/http/client-address.ts';
import { parse } from '#server/http/params.ts';
import { sessionGuards } from '#server/http/route-meta.ts';
import { setCartFlash, type CartFlash } from './flash-cookie.ts';
import { allFutureToCart, FUTURE_MESSAGES, futureToCart, removeFuture } from './future.ts';
import { cartKeyOf, setCountHint } from './owner.ts';
import { addToCart, CART_MESSAGES, changeCount, clearCart, moveToFuture, removeDiscount, removeLines, setDiscount, type CartKey } from './service.ts';
import { addToCartBody, changeCountQuery, discountCodeBody, varietyBody, type Cart } from './validation.ts';

/**
 * The cart's plain HTML forms: add-to-cart on cards and product
 * pages (a partner's typed quantity on the wholesale buy box too), and every action of the
 * /cart page (+, −, a partner's typed count, remove, «انتقال به خرید بعدی», back from
 * the future list, codes). They work before and without JavaScript; with it, the cart
 * page's script posts the same forms and swaps in the page they lead to
 * (enhance-cart-page.ts, enhance-buttons.ts). Each answers 303 back to /cart with what happened in a one-shot
 * flash cookie (the server's own message, never text taken from the URL). The API's guards
 * apply (api.ts mounts authenticate(): a signed-in session must come from our pages), and
 * a request another site's page made is refused outright.
 */
export const cartFormApi = new Hono<AppEnv>();

cartFormApi.post('/cart/add', sessionGuards, async (c) => {
  try {
    const body = parse(addToCartBody, await readBody(c));
    const key = (await cartKeyOf(c, { create: true }))!;
    const cart = await addToCart(c.var.db, key, body.id, body.count);
    setCountHint(c, cart.count);
    return c.redirect('/cart?added=1', 303);
  } catch (err) {
    const e = toApiError(err);
    if (e.status === 403 || e.status >= 500) throw err;
    if (e.status === 404) return c.redirect('/cart?notice=sold-out', 303);
    // The count's own refusal, with its number («حداکثر … ۵۰ عدد است»), not a general notice.
    setCartFlash(c, { tone: 'error', text: e.fields?.[0]?.message ?? e.message });
    return c.redirect('/cart', 303);
  }
});

type Action = (c: Context<AppEnv>, key: CartKey, body: Record<string, unknown>) => Promise<{ cart: Cart; msg: string; line?: number }>;

const idOf = (body: Record<string, unknown>) => parse(varietyBody, { id: body.id ?? '' }).id;

/** One form action: guards, the change, the badge hint, the flash and the 303 back. */
function formAction(path: string, act: Action, field?: CartFlash['field']) {
  cartFormApi.post(path, sessionGuards, async (c) => {
    if (evidentlyCrossSite(c)) throw new ApiError(403, CROSS_SITE);
    let flash: CartFlash;
    let anchor = '';
    try {
      const body = (await readBody(c)) as Record<string, unknown>;
      const key = (await cartKeyOf(c, { create: true }))!;
      const { cart, msg, line } = await act(c, key, body);
      setCountHint(c, cart.count);
      flash = { tone: 'success', text: msg };
      // Without JavaScript the page comes back where the shopper was.
      if (line && cart.items.some((i) => i.v_id === line)) anchor = `#line-${line}`;
    } catch (err) {
      const e = toApiError(err);
      if (e.status === 403 || e.status >= 500) throw err;
      flash = { tone: 'error', text: e.fields?.[0]?.message ?? e.message, field };
    }
    setCartFlash(c, flash);
    return c.redirect(`/cart${anchor}`, 303);
  });
}

formAction('/cart/change', async (c, key, body) => {
  const q = parse(changeCountQuery, { id: body.id ?? '', count: body.count ?? '' });
  const cart = await changeCount(c.var.db, key, q.id, q.count);
  return { cart, msg: q.count === 0 ? CART_MESSAGES.removed : CART_MESSAGES.changed, line: q.id };
});
formAction('/cart/remove', async (c, key, body) => ({ cart: await removeLines(c.var.db, key, [idOf(body)]), msg: CART_MESSAGES.removed }));
formAction('/cart/to-future', async (c, key, body) => ({ cart: await moveToFuture(c.var.db, key, [idOf(body)]), msg: CART_MESSAGES.toFuture }));
formAction('/cart/all-to-future', async (c, key) => ({ cart: await moveToFuture(c.var.db, key, null), msg: CART_MESSAGES.allToFuture }));
formAction('/cart/clear', async (c, key) => ({ cart: await clearCart(c.var.db, key), msg: CART_MESSAGES.cleared }));
formAction('/cart/future/to-cart', async (c, key, body) => {
  const id = idOf(body);
  return { cart: await futureToCart(c.var.db, key, id), msg: FUTURE_MESSAGES.toCart, line: id };
});
formAction('/cart/future/all-to-cart', async (c, key) => {
  const { cart, left } = await allFutureToCart(c.var.db, key);
  return { cart, msg: left > 0 ? `${FUTURE_MESSAGES.allToCart}؛ ${FUTURE_MESSAGES.someLeft}` : FUTURE_MESSAGES.allToCart };
});
formAction('/cart/future/remove', async (c, key, body) => ({ cart: await removeFuture(c.var.db, key, idOf(body)), msg: FUTURE_MESSAGES.removed }));
formAction(
  '/cart/code',
  async (c, key, body) => {
    const { code } = parse(discountCodeBody, { code: body.code ?? '' });
    return setDiscount(c.var.db, key, code, clientIp(c));
  },
  'code',
);
formAction('/cart/code/remove', async (c, key, body) => {
  const raw = typeof body.code === 'string' && body.code ? body.code : undefined;
  const code = raw ? parse(discountCodeBody, { code: raw }).code : undefined;
  return { cart: await removeDiscount(c.var.db, key, code), msg: CART_MESSAGES.codeRemoved };
});

/** Every path above, for the API's guards and the "personal answers" rule (app/api.ts). */
export const CART_FORM_PATHS = [
  '/cart/add',
  '/cart/change',
  '/cart/remove',
  '/cart/to-future',
  '/cart/all-to-future',
  '/cart/clear',
  '/cart/future/to-cart',
  '/cart/future/all-to-cart',
  '/cart/future/remove',
  '/cart/code',
  '/cart/code/remove',
] as const;
