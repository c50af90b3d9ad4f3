import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError, notFound } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse, queryId } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { applicationOf, documentsOf, saveStep1, saveStep2, saveStep3, submitApplication, uploadDocument, type ProviderApplication } from './applications.ts';
import { contractOf } from './contract-file.ts';
import { ownDocument } from './document-access.ts';
import { downloadHeaders } from '#server/http/download.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import { presentSell } from './landing.ts';
import { applicationView } from './view.ts';
import { PROVIDER_MESSAGES, step1Body, step2Body, step3Body, submitBody } from './validation.ts';
import { ACTING_PROVIDER_REFUSED } from '#modules/staff/index.ts';

/**
 * Seller (provider) registration (spec section 7, docs/adr/0024): the public "why sell
 * with us" content, the caller's own application saved step by step, documents, the
 * contract as a PDF and the submission. Every call is the signed-in caller's own
 * application; an operator acting as a customer cannot register them as a seller.
 */
export const providerApi = new Hono<AppEnv>();

/**
 * The caller's own application. While acting as a customer an operator does not see it
 * either (documents, bank details): the acting policy (account/acting/policy.ts) refuses
 * the writes, this refuses the reads too.
 */
function applicant(c: Context<AppEnv>): number {
  const caller = requireCaller(c);
  if (caller.actorUserId !== null) throw new ApiError(403, ACTING_PROVIDER_REFUSED);
  return caller.userId;
}

async function answer(c: Context<AppEnv>, app: ProviderApplication, msg?: string) {
  return ok(c, applicationView(app, await documentsOf(c.var.db, app.id)), msg);
}

providerApi.get('/v6/provider/default/present-sell', async (c) => ok(c, await presentSell(c.var.db)));

providerApi.get('/v6/provider/register/view', async (c) => {
  const app = await applicationOf(c.var.db, applicant(c));
  return app ? answer(c, app) : ok(c, null);
});

providerApi.post('/v6/provider/register/step1', async (c) => {
  const userId = applicant(c);
  return answer(c, await saveStep1(c.var.db, userId, parse(step1Body, await readBody(c))), 'اطلاعات هویتی ذخیره شد');
});

providerApi.post('/v6/provider/register/step2', async (c) => {
  const userId = applicant(c);
  return answer(c, await saveStep2(c.var.db, userId, parse(step2Body, await readBody(c))), 'اطلاعات فروشگاه و حساب بانکی ذخیره شد');
});

providerApi.post('/v6/provider/register/step3', async (c) => {
  const userId = applicant(c);
  return answer(c, await saveStep3(c.var.db, userId, parse(step3Body, await readBody(c))), 'دسته‌بندی‌ها ذخیره شد');
});

const uploadBody = z.object({ kind: z.enum(DOCUMENT_KINDS.map((k) => k.id) as [string, ...string[]], { error: PROVIDER_MESSAGES.documentKind }) });

/** Multipart: `kind` (national_card, gazette, license) and `file`. */
providerApi.post('/v6/provider/register/upload', uploadLimit, async (c) => {
  const userId = applicant(c);
  const body = await readBody(c);
  const { kind } = parse(uploadBody, body);
  await uploadDocument(c.var.db, userId, kind as (typeof DOCUMENT_KINDS)[number]['id'], body.file);
  const app = await applicationOf(c.var.db, userId);
  return answer(c, app!, 'مدرک بارگذاری شد');
});

providerApi.get('/v6/provider/register/document', async (c) => {
  const userId = applicant(c);
  const file = await ownDocument(c.var.db, userId, queryId(c));
  return c.body(new Uint8Array(file.data), 200, downloadHeaders(file.contentType, file.filename));
});

providerApi.get('/v6/provider/register/contract', async (c) => {
  const app = await applicationOf(c.var.db, applicant(c));
  if (!app) throw notFound(PROVIDER_MESSAGES.noApplication);
  return c.body(new Uint8Array(await contractOf(c.var.db, app)), 200, downloadHeaders('application/pdf', `bazaar-contract-${app.id}.pdf`));
});

/** Pre-confirmation: `accept=1` after reviewing; the application goes to the back office. */
providerApi.post('/v6/provider/register/preconfirm', async (c) => {
  const userId = applicant(c);
  parse(submitBody, await readBody(c));
  return answer(c, await submitApplication(c.var.db, userId), 'درخواست شما ثبت شد؛ نتیجهٔ بررسی را پیامک می‌کنیم');
});
