import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { expand, pagination, parse, queryId } from '#server/http/params.ts';
import { toAsciiDigits } from '#lib/digits.ts';
import { changeDeliveryAddress } from './delivery-address.ts';
import { ORDER_EXPANDS, orderView } from '#app/order-view.ts';
import { factorList, invoiceOf } from './factor.ts';
import { filterById, orderCards, statusTabs, type StatusFilterId } from './read.ts';
import { trackBarcode } from './tracking.ts';
import { changeAddressBody, ORDER_MESSAGES, trackingBody } from './validation.ts';

/**
 * The shopper's side of orders (spec section 7, shared/spec/API.md): the status tabs, the
 * order list and one order, invoices, tracking by barcode and changing the delivery
 * address. Cancelling lives in cancel-api.ts, paying again in payments/api.ts. Every call
 * needs a signed-in caller and sees only the caller's orders: another shopper's id or
 * barcode answers 404 like one that does not exist.
 */
export const ordersApi = new Hono<AppEnv>();

/** `status`: a tab id of /v6/order/status-filter; absent or empty means every order. */
function statusParam(c: Context): StatusFilterId | null {
  const raw = c.req.query('status');
  if (raw === undefined || raw.trim() === '') return null;
  const ascii = toAsciiDigits(raw.trim());
  const filter = /^\d{1,2}$/.test(ascii) ? filterById(Number(ascii)) : undefined;
  if (!filter) throw validationError([{ field: 'status', message: ORDER_MESSAGES.status }]);
  return filter.id;
}

ordersApi.get('/v6/order/status-filter', async (c) => {
  const caller = requireCaller(c);
  return ok(c, { items: await statusTabs(c.var.db, caller.userId) });
});

ordersApi.get('/v6/order/index', async (c) => {
  const caller = requireCaller(c);
  const status = statusParam(c);
  const page = pagination(c);
  const { items, total } = await orderCards(c.var.db, caller.userId, status, page);
  return collection(c, items, total, page);
});

ordersApi.get('/v6/order/view', async (c) => {
  const caller = requireCaller(c);
  const id = queryId(c);
  const wanted = expand(c, ORDER_EXPANDS);
  return ok(c, await orderView(c.var.db, caller.userId, id, wanted));
});

/**
 * One invoice: `id` is the order, `slave_id` (optional) one of its dispatches for that
 * dispatch's own invoice. The spec names four reads of it; they answer the same data.
 */
async function invoice(c: Context<AppEnv>) {
  const caller = requireCaller(c);
  const id = queryId(c);
  const slave = c.req.query('slave_id') ? queryId(c, 'slave_id') : null;
  return ok(c, await invoiceOf(c.var.db, caller.userId, id, slave));
}
for (const path of ['/v6/order/factor', '/v6/factor/view', '/v6/factor/invoice', '/v6/factor/invoice-view']) ordersApi.get(path, invoice);

ordersApi.get('/v6/factor/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await factorList(c.var.db, caller.userId, page);
  return collection(c, items, total, page);
});

ordersApi.post('/v6/post-service/tracking', async (c) => {
  const caller = requireCaller(c);
  const { barcode } = parse(trackingBody, await readBody(c));
  return ok(c, await trackBarcode(c.var.db, caller.userId, barcode));
});

ordersApi.post('/v8/order/change-delivery-address', async (c) => {
  const caller = requireCaller(c);
  const body = parse(changeAddressBody, await readBody(c));
  const shipTo = await changeDeliveryAddress(c.var.db, caller.userId, body.id, body.address_id);
  return ok(c, { id: body.id, ship_to: shipTo }, ORDER_MESSAGES.addressChanged);
});
