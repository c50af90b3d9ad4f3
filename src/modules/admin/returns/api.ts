import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/env.ts';
import { clientIp } from '#server/http/client-address.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { readBody } from '#server/http/body.ts';
import { idSchema, pagination, parse, queryId } from '#server/http/params.ts';
import { notFound } from '#server/errors.ts';
import { auditAction, requireStaff } from '#modules/staff/index.ts';
import { receiveReturnAsStaff } from '#flows/receive-return.ts';
import { RETURN_MESSAGES } from '#modules/returns/index.ts';
import { returnsQueue, staffPhotoPath } from './queue.ts';

/**
 * Returns in the back office: the queue by status, the shoppers' photos (each reading
 * audited), and «دریافت شد» when a confirmed request's parcel arrives (the stock and
 * the refund: flows/receive-return.ts). Deciding is the inbox's (returns/decision.ts).
 */
export const returnsAdminApi = new Hono<AppEnv>();

returnsAdminApi.get('/v10/admin/back-request/index', async (c) => {
  await requireStaff(c, 'orders.read');
  const page = pagination(c);
  const status = Number(c.req.query('status')) || null;
  const { rows, total } = await returnsQueue(c.var.db, status, page);
  return collection(c, rows, total, page);
});

returnsAdminApi.post('/v10/admin/back-request/receive', async (c) => {
  const staff = await requireStaff(c, 'orders.fulfil');
  const { id } = parse(z.object({ id: idSchema() }), await readBody(c));
  const result = await receiveReturnAsStaff(c.var.db, staff, id, clientIp(c));
  return ok(c, { id, refund: result.refundRial, refund_to: result.refundTo, coins_back: result.coinsBack, moved: result.moved }, RETURN_MESSAGES.received);
});

returnsAdminApi.get('/v10/admin/back-request/photo', async (c) => {
  const staff = await requireStaff(c, 'orders.read');
  const id = queryId(c);
  const data = await staffPhotoPath(c.var.db, id);
  if (!data) throw notFound(RETURN_MESSAGES.requestNotFound);
  await auditAction(c.var.db, staff, 'orders.read', 'return.photo', { subjectType: 'back-request-item', subjectId: id }, clientIp(c));
  return c.body(new Uint8Array(data), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
});
