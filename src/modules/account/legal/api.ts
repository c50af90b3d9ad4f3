import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import { downloadHeaders } from '#server/http/download.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, queryId } from '#server/http/params.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { createLegal, deleteLegal, legalImage, legalOf, legalsOf, updateLegal } from './service.ts';
import { isLegalImageKind, LEGAL_MESSAGES } from './validation.ts';

/**
 * The shopper's companies for legal invoices (spec sections 1, 3 and 7: `/v6/user-legal/*`,
 * "Legal info: get and edit" `/v6/profile/legal-info`). Create and update take JSON or a
 * multipart form with the pictures `gazette_image` and `tax_image`; `update` is PATCH as
 * shared/spec/API.md says, with PUT, and POST for multipart clients. Another shopper's id
 * answers 404.
 */
export const legalApi = new Hono<AppEnv>();

const list = async (c: Context<AppEnv>) => {
  const page = pagination(c);
  const { items, total } = await legalsOf(c.var.db, requireCaller(c).userId, page);
  return collection(c, items, total, page);
};

legalApi.get('/v6/user-legal/index', list);
legalApi.get('/v6/profile/legal-info', list);

legalApi.get('/v6/user-legal/view', async (c) => ok(c, await legalOf(c.var.db, requireCaller(c).userId, queryId(c))));

legalApi.post('/v6/user-legal/create', uploadLimit, async (c) => {
  const { userId } = requireCaller(c);
  return ok(c, await createLegal(c.var.db, userId, await readBody(c)), LEGAL_MESSAGES.created);
});

legalApi.on(['POST', 'PATCH', 'PUT'], '/v6/user-legal/update', uploadLimit, async (c) => {
  const { userId } = requireCaller(c);
  const id = queryId(c);
  return ok(c, await updateLegal(c.var.db, userId, id, await readBody(c)), LEGAL_MESSAGES.updated);
});

legalApi.delete('/v6/user-legal/delete', async (c) => {
  const { userId } = requireCaller(c);
  const id = queryId(c);
  await deleteLegal(c.var.db, userId, id);
  return ok(c, { id }, LEGAL_MESSAGES.deleted);
});

/** A picture of one of the caller's companies, shown inline (an <img> or a new tab), never cached. */
legalApi.get('/v6/user-legal/image', async (c) => {
  const { userId } = requireCaller(c);
  const id = queryId(c);
  const kind = c.req.query('kind');
  if (!isLegalImageKind(kind)) throw validationError([{ field: 'kind', message: LEGAL_MESSAGES.imageKind }]);
  const file = await legalImage(c.var.db, userId, id, kind);
  return c.body(new Uint8Array(file.data), 200, {
    ...downloadHeaders(file.contentType, file.filename),
    'Content-Disposition': `inline; filename="${file.filename}"`,
  });
});
