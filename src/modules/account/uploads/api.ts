import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import { downloadHeaders } from '#server/http/download.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { UPLOAD_MESSAGES } from './kinds.ts';
import { ownUploadFile, storeUserUpload, uploadsOf } from './service.ts';

/**
 * The shopper's identity documents (spec section 7 "Upload info and upload document":
 * `/v6/user-upload/get-info`, `insert`): what was sent of each kind with the owner's read
 * URL, a multipart upload (`kind`, `file`) that replaces that kind's, and the file itself.
 * get-info answers GET, and POST as the spec lists it.
 */
export const userUploadApi = new Hono<AppEnv>();

const info = async (c: Context<AppEnv>) => ok(c, { items: await uploadsOf(c.var.db, requireCaller(c).userId) });
userUploadApi.get('/v6/user-upload/get-info', info);
userUploadApi.post('/v6/user-upload/get-info', info);

userUploadApi.post('/v6/user-upload/insert', uploadLimit, async (c) => {
  const { userId } = requireCaller(c);
  const body = await readBody(c);
  return ok(c, await storeUserUpload(c.var.db, userId, body.kind, body.file), UPLOAD_MESSAGES.uploaded);
});

/** The owner's document, as the browser opens it (a picture or a PDF inline), never cached. */
userUploadApi.get('/v6/user-upload/file', async (c) => {
  const file = await ownUploadFile(c.var.db, requireCaller(c).userId, c.req.query('kind'));
  return c.body(new Uint8Array(file.data), 200, {
    ...downloadHeaders(file.contentType, file.filename),
    'Content-Disposition': `inline; filename="${file.filename}"`,
  });
});
