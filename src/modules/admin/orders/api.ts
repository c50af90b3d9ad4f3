import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { offsetOf, pagination, parse, queryId } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { STAFF_CANCEL_REASONS, addOrderNote, orderQueue } from '#modules/orders/index.ts';
import { staffOrderRecord } from '#app/staff-order-record.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { cancelDispatchAsStaff, cancelOrderAsStaff, deliverDispatch, packDispatch, shipDispatch } from '#flows/back-office-orders.ts';
import { cancelDispatchForm, cancelOrderForm, dispatchAction, noteForm, queueQuery, shipForm } from './validation.ts';

/**
 * The back office's orders API: the queue, one order's record, and the moves
 * of its dispatches. Reading needs `orders.read`; the moves `orders.fulfil` or
 * `orders.cancel`, checked again inside the audited change (actions.ts).
 */
export const ordersAdminApi = new Hono<AppEnv>();

ordersAdminApi.get('/v10/admin/order/index', async (c) => {
  await requireStaff(c, 'orders.read');
  const filter = parse(queueQuery, c.req.query());
  const page = pagination(c);
  const { rows, total } = await orderQueue(c.var.db, { ...filter, limit: page.perPage, offset: offsetOf(page) });
  return collection(
    c,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    page,
  );
});

ordersAdminApi.get('/v10/admin/order/view', async (c) => {
  await requireStaff(c, 'orders.read');
  const record = await staffOrderRecord(c.var.db, queryId(c));
  return ok(c, record);
});

ordersAdminApi.get('/v10/admin/order/cancel-reasons', async (c) => {
  await requireStaff(c, 'orders.cancel');
  return ok(c, { items: STAFF_CANCEL_REASONS });
});

ordersAdminApi.post('/v10/admin/dispatch/pack', async (c) => {
  const staff = await requireStaff(c, 'orders.fulfil');
  const { id } = parse(dispatchAction, await readBody(c));
  await packDispatch(c.var.db, staff, id, clientIp(c));
  return ok(c, { id }, 'مرسوله بسته‌بندی شد');
});

ordersAdminApi.post('/v10/admin/dispatch/ship', async (c) => {
  const staff = await requireStaff(c, 'orders.fulfil');
  const { id, barcode } = parse(shipForm, await readBody(c));
  await shipDispatch(c.var.db, staff, id, barcode, clientIp(c));
  return ok(c, { id, barcode }, 'مرسوله ارسال شد');
});

ordersAdminApi.post('/v10/admin/dispatch/deliver', async (c) => {
  const staff = await requireStaff(c, 'orders.fulfil');
  const { id } = parse(dispatchAction, await readBody(c));
  await deliverDispatch(c.var.db, staff, id, clientIp(c));
  return ok(c, { id }, 'مرسوله تحویل شد');
});

ordersAdminApi.post('/v10/admin/dispatch/cancel', async (c) => {
  const staff = await requireStaff(c, 'orders.cancel');
  const body = parse(cancelDispatchForm, await readBody(c));
  await cancelDispatchAsStaff(c.var.db, staff, body, clientIp(c));
  return ok(c, { id: body.id }, 'مرسوله لغو شد');
});

ordersAdminApi.post('/v10/admin/order/cancel', async (c) => {
  const staff = await requireStaff(c, 'orders.cancel');
  const body = parse(cancelOrderForm, await readBody(c));
  await cancelOrderAsStaff(c.var.db, staff, body, clientIp(c));
  return ok(c, { id: body.id }, 'سفارش لغو شد');
});

ordersAdminApi.post('/v10/admin/order/note', async (c) => {
  const staff = await requireStaff(c, 'orders.fulfil');
  const body = parse(noteForm, await readBody(c));
  await addOrderNote(c.var.db, staff, body, clientIp(c));
  return ok(c, { id: body.id }, 'یادداشت ثبت شد');
});
