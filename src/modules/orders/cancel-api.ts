import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse } from '#server/http/params.ts';
import { CANCEL_MESSAGES, CANCEL_REASONS } from './cancel-reasons.ts';
import { cancelDispatch, cancelOrder } from '#flows/cancel-order.ts';

/** Cancelling an order or one dispatch (spec sections 1 and 7): the caller's own only. */
export const cancelApi = new Hono<AppEnv>();

const cancelBody = z.object({
  id: idSchema(),
  reason_id: idSchema(CANCEL_MESSAGES.reason).refine((n) => CANCEL_REASONS.some((r) => r.id === n), { error: CANCEL_MESSAGES.reason }),
});

cancelApi.get('/v10/order/cancel-reasons', (c) => ok(c, { items: CANCEL_REASONS }));

cancelApi.post('/v10/order/cancel', async (c) => {
  const caller = requireCaller(c);
  const body = parse(cancelBody, await readBody(c));
  await cancelOrder(c.var.db, caller.userId, body.id, body.reason_id);
  return ok(c, { id: body.id }, 'سفارش شما لغو شد');
});

cancelApi.post('/v6/order/cancel-dispatch', async (c) => {
  const caller = requireCaller(c);
  const body = parse(cancelBody, await readBody(c));
  await cancelDispatch(c.var.db, caller.userId, body.id, body.reason_id);
  return ok(c, { id: body.id }, 'مرسوله لغو شد');
});
