import { Hono, type Context, type Next } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import { notFound } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse, queryId } from '#server/http/params.ts';
import { originOf } from '#server/http/origin.ts';
import { apiGuards, sessionGuards } from '#server/http/route-meta.ts';
import { PAY_STATUS, PAY_STATUS_TITLES } from '#modules/orders/index.ts';
import { callbackPath, topUpCallbackPath } from './attempts.ts';
import { bankRedirectPage } from './bank-redirect.ts';
import { gatewayById } from './registry.ts';
import { BALANCE_PAY_MESSAGES, payFromBalance } from '#flows/pay-from-balance.ts';
import { payAgain } from '#flows/pay-again.ts';
import { paymentResult } from './result.ts';
import { paymentAttempts } from './schema.ts';
import { attemptOfCallback, verifyAttempt, type CallbackScope } from '#flows/verify-payment.ts';

/**
 * The bank's return (/callback/order/{id}, GET or POST with the gateway's own fields) and
 * the order payment endpoints of spec section 7.
 *
 * The return verifies (idempotently, flows/verify-payment.ts) and then sends the browser on to
 * the same path without the bank's fields, where the result page (an Astro page) shows
 * the outcome: the bank's reference never stays in the address bar or in history, and a
 * reload shows the receipt without asking the bank again. It needs no session: the
 * attempt is found by the bank's reference, and a forged one changes nothing.
 */
export const paymentsApi = new Hono<AppEnv>();

const idOf = (raw: string) => (/^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** The bank's return: verify what it names within the address's scope, then 303 to the same path without the bank's fields. */
function bankReturn(scopeOf: (id: number) => CallbackScope, pathOf: (id: number) => string) {
  return async (c: Context<AppEnv>, next: Next) => {
    const method = c.req.method;
    const id = idOf(c.req.param('id') ?? '');
    if (id === null || (method !== 'GET' && method !== 'POST')) return next();
    const params: Record<string, string> = { ...c.req.query() };
    if (method === 'POST') {
      for (const [k, v] of Object.entries(await readBody(c))) if (typeof v === 'string') params[k] = v;
    }
    // A plain GET is the result page itself.
    if (method === 'GET' && Object.keys(params).length === 0) return next();
    const found = await attemptOfCallback(c.var.db, scopeOf(id), params);
    if (found) await verifyAttempt(c.var.db, found.attempt.id, new Date(), found.data);
    return c.redirect(pathOf(id), 303);
  };
}

paymentsApi.use(
  '/callback/order/:id',
  apiGuards,
  bankReturn((orderId) => ({ orderId }), callbackPath),
);
paymentsApi.use(
  '/callback/balance/:id',
  apiGuards,
  bankReturn((topUpId) => ({ topUpId }), topUpCallbackPath),
);

/** Our page that takes the shopper on to the bank (payments/bank-redirect.ts): a form POST or a plain hop. */
paymentsApi.get('/payment/go/:id', sessionGuards, async (c) => {
  // The shopper's own attempt only: the page names the bank's reference for the payment.
  const caller = requireCaller(c);
  const id = idOf(c.req.param('id'));
  const [a] =
    id === null
      ? []
      : await c.var.db
          .select()
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.userId, caller.userId)));
  if (!a || a.status !== PAY_STATUS.waiting || !a.authority || !a.paymentUrl) throw notFound('پرداخت یافت نشد یا مهلت آن گذشته است');
  const form = gatewayById(c.var.db, a.gateway)?.formFor?.(a.authority);
  const { html, csp } = bankRedirectPage(form ?? { url: a.paymentUrl });
  c.header('Cache-Control', 'no-store');
  c.header('Content-Security-Policy', csp);
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(html);
});

const orderBody = z.object({ id: idSchema('سفارش معتبر نیست'), gateway: z.string().max(40).optional() });

async function payOnline(c: Context<AppEnv>) {
  const caller = requireCaller(c);
  const body = parse(orderBody, await readBody(c));
  return ok(c, await payAgain(c.var.db, caller.userId, body.id, body.gateway, originOf(c)));
}
paymentsApi.post('/v6/order/payment-online', payOnline);
paymentsApi.post('/v8/order/payment', payOnline);

paymentsApi.post('/v6/order/payment-balance', async (c) => {
  const caller = requireCaller(c);
  const body = parse(orderBody, await readBody(c));
  return ok(c, await payFromBalance(c.var.db, caller.userId, body.id), BALANCE_PAY_MESSAGES.done);
});

paymentsApi.get('/v10/site/order', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await paymentResult(c.var.db, caller.userId, queryId(c)));
});

/** One payment attempt of the caller's. */
paymentsApi.get('/v6/payment/view', async (c) => {
  const caller = requireCaller(c);
  const [a] = await c.var.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, queryId(c)), eq(paymentAttempts.userId, caller.userId)));
  if (!a) throw notFound('پرداخت یافت نشد');
  return ok(c, {
    id: a.id,
    order_id: a.orderId,
    gateway: a.gateway,
    amount: Number(a.amountRial),
    status: a.status,
    status_title: PAY_STATUS_TITLES[a.status],
    ref_id: a.refId,
    card_pan: a.cardPan,
    created_at: a.createdAt.toISOString(),
    verified_at: a.verifiedAt?.toISOString() ?? null,
  });
});
