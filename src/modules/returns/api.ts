import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, queryId } from '#server/http/params.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { notFound } from '#server/errors.ts';
import { cancelBackRequest } from './cancel.ts';
import { createBackRequest } from './create.ts';
import { addReceipt, deleteReceipt, ownReceiptPhoto, updateReceipt } from './documents.ts';
import { RECEIPT_HELP, RETURN_MESSAGES as M } from './messages.ts';
import { readPhoto } from './photos.ts';
import { resubmitBackRequest } from './resubmit.ts';
import { ownItemPhoto, ownRequest, reasons, requestDetail, requestsOf } from './read.ts';
import { dispatchView } from './revertable.ts';

/**
 * Returns (spec sections 4, 5 and 7; shared/spec/API.md "Returns"): what of a delivered
 * dispatch may go back, the request with its items and photos, the shopper's requests,
 * cancelling one, and the postal receipt. Every call is the signed-in shopper's own:
 * another shopper's dispatch, request, document or photo answers 404. The v6/v8/v10
 * names the spec lists for the same thing answer the same.
 */
export const returnsApi = new Hono<AppEnv>();

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const bodyId = (body: Record<string, unknown>, name: string) => {
  const n = Number(typeof body[name] === 'string' ? (body[name] as string).trim() : body[name]);
  if (!Number.isInteger(n) || n < 1) throw notFound(M.requestNotFound);
  return n;
};

/** A private photo, shown inline to its owner: never cached or sniffed into another type. */
async function photo(c: Context<AppEnv>, path: string) {
  const data = await readPhoto(path);
  if (!data) throw notFound(M.requestNotFound);
  return c.body(new Uint8Array(data), 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
}

returnsApi.get('/v6/dispatch/view', async (c) => ok(c, await dispatchView(c.var.db, requireCaller(c).userId, queryId(c))));

returnsApi.get('/v6/back-request-customer/reasons', async (c) => {
  requireCaller(c);
  const list = await reasons(c.var.db);
  return collection(c, list, list.length, { page: 1, perPage: Math.max(1, list.length) });
});

returnsApi.post('/v6/back-request-customer/create', uploadLimit, async (c) => {
  const caller = requireCaller(c);
  const created = await createBackRequest(c.var.db, caller.userId, await readBody(c));
  return ok(c, created, M.created);
});

for (const path of ['/v8/back-request-customer/index', '/v6/back-request-customer/index', '/v10/revert/index']) {
  returnsApi.get(path, async (c) => {
    const caller = requireCaller(c);
    const page = pagination(c);
    const { items, total } = await requestsOf(c.var.db, caller.userId, page);
    return collection(c, items, total, page);
  });
}

for (const path of ['/v8/back-request-customer/view', '/v6/back-request-customer/view', '/v10/revert/view']) {
  returnsApi.get(path, async (c) => {
    const caller = requireCaller(c);
    return ok(c, await requestDetail(c.var.db, await ownRequest(c.var.db, caller.userId, queryId(c))));
  });
}

returnsApi.post('/v8/back-request-customer/cancel', async (c) => {
  const caller = requireCaller(c);
  const body = await readBody(c);
  const id = bodyId(body, 'id');
  await cancelBackRequest(c.var.db, caller.userId, id, text(body.reason));
  return ok(c, { id }, M.cancelled);
});

/** A request sent back for changes, completed (ours: the spec's flow is silent on it; docs/adr/0028). */
returnsApi.post('/v8/back-request-customer/resubmit', uploadLimit, async (c) => {
  const caller = requireCaller(c);
  const body = await readBody(c);
  const id = bodyId(body, 'id');
  await resubmitBackRequest(c.var.db, caller.userId, id, body);
  return ok(c, { id }, 'درخواست تکمیل شد و دوباره بررسی می‌شود');
});

returnsApi.get('/v8/back-request-customer/photo', async (c) => photo(c, await ownItemPhoto(c.var.db, requireCaller(c).userId, queryId(c))));

for (const v of ['v8', 'v6']) {
  returnsApi.post(`/${v}/back-request-document/create`, uploadLimit, async (c) => {
    const caller = requireCaller(c);
    const body = await readBody(c);
    return ok(c, await addReceipt(c.var.db, caller.userId, bodyId(body, 'back_request_id'), body), M.receiptSaved);
  });
  returnsApi.post(`/${v}/back-request-document/update`, uploadLimit, async (c) => {
    const caller = requireCaller(c);
    const id = queryId(c);
    await updateReceipt(c.var.db, caller.userId, id, await readBody(c));
    return ok(c, { id }, M.receiptSaved);
  });
  returnsApi.delete(`/${v}/back-request-document/delete`, async (c) => {
    const caller = requireCaller(c);
    const id = queryId(c);
    await deleteReceipt(c.var.db, caller.userId, id);
    return ok(c, { id }, M.receiptDeleted);
  });
  returnsApi.get(`/${v}/back-request-document/help`, (c) => ok(c, { title: 'راهنمای ارسال کالای مرجوعی', steps: RECEIPT_HELP }));
}

returnsApi.get('/v8/back-request-document/image', async (c) => photo(c, await ownReceiptPhoto(c.var.db, requireCaller(c).userId, queryId(c))));
