import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { applyAsPartner, updateApplication, type Application } from './applications.ts';
import { documentOf } from './documents.ts';
import { COMPANY_TYPES } from '#modules/account/index.ts';
import { COWORKER_STATUS_TITLES, INTRO_METHODS, type CoworkerStatus } from './partner-status.ts';
import { partnerApplication } from './validation.ts';
import { createInquiry } from './inquiries.ts';
import { inquiryBody } from './inquiry-validation.ts';

/**
 * The partner programme's API (spec section 7 `/v10/coworker/*`): how applicants heard of
 * us, applying and correcting an application (JSON, a form, or multipart with a
 * `document`). The caller's own application only; an operator acting as a customer
 * cannot apply for them (the acting policy, account/acting/policy.ts, refuses both writes).
 */
export const wholesaleApi = new Hono<AppEnv>();

export const applicationView = (a: Application) => ({
  id: a.id,
  kind: a.kind,
  company_name: a.companyName,
  legal_national_id: a.legalNationalId,
  economic_code: a.economicCode,
  company_type: a.companyType,
  intro_method_id: a.introMethodId,
  has_document: a.documentPath !== null,
  status: { code: a.status, title: COWORKER_STATUS_TITLES[a.status as CoworkerStatus] },
  staff_note: a.staffNote,
  created_at: a.createdAt.toISOString(),
});

wholesaleApi.get('/v10/coworker/intro-methods', (c) => ok(c, { items: INTRO_METHODS, company_types: COMPANY_TYPES }));

async function readApplication(c: Context<AppEnv>) {
  // An operator acting as the customer never gets here: the acting policy refuses applications (account/acting/policy.ts).
  const caller = requireCaller(c);
  const body = await readBody(c);
  const input = parse(partnerApplication, body);
  const documentPath = await documentOf(body.document);
  return { userId: caller.userId, input, documentPath };
}

wholesaleApi.post('/v10/coworker/register', uploadLimit, async (c) => {
  const { userId, input, documentPath } = await readApplication(c);
  return ok(c, applicationView(await applyAsPartner(c.var.db, userId, input, documentPath)), 'درخواست همکاری ثبت شد؛ نتیجهٔ بررسی را پیامک می‌کنیم');
});

wholesaleApi.post('/v10/coworker/update', uploadLimit, async (c) => {
  const { userId, input, documentPath } = await readApplication(c);
  return ok(c, applicationView(await updateApplication(c.var.db, userId, input, documentPath)), 'درخواست همکاری به‌روز شد');
});

/** A confirmed partner's bulk price inquiry (spec section 7), answered from the back office. */
wholesaleApi.post('/v6/wholesale-inquiry/create', async (c) => {
  const caller = requireCaller(c);
  const body = parse(inquiryBody, await readBody(c));
  const id = await createInquiry(c.var.db, caller.userId, body);
  return ok(c, { id }, 'استعلام شما ثبت شد؛ پاسخ را پیامک می‌کنیم');
});
