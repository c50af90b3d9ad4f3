import { Hono, type Context } from 'hono';
import { clientIp } from '#server/http/client-address.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { CONTACT_INFO } from './contact-info.ts';
import { applyForJob, listDepartments, listPositions, requestAgency, sendContactMessage, type Sender } from './service.ts';
import { REQUEST_MESSAGES } from './validation.ts';

/**
 * The public client's request endpoints (spec section 7): contact info and departments,
 * the contact POST (captcha from POST /v6/site/captcha), job positions and applying with a
 * resume (multipart), and the agency request. Guests may use all of them; a signed-in
 * sender is remembered with the request. Each POST is limited per address (service.ts).
 */
export const requestsApi = new Hono<AppEnv>();

const senderOf = (c: Context<AppEnv>): Sender => ({ userId: c.var.caller?.userId ?? null, ip: clientIp(c) });

requestsApi.get('/v6/site/contact-departments', async (c) => ok(c, { items: await listDepartments(c.var.db), contact: CONTACT_INFO }));

requestsApi.post('/v6/site/contact', async (c) => {
  const id = await sendContactMessage(c.var.db, await readBody(c), senderOf(c));
  return ok(c, { id }, REQUEST_MESSAGES.contactSent);
});

requestsApi.get('/v6/career-apply/positions', async (c) => ok(c, { items: await listPositions(c.var.db) }));

/** Multipart: the fields and `resume` (a PDF up to 2 MB; `uploadLimit` lets the body past the API's 1 MB). */
requestsApi.post('/v6/career-apply/create', uploadLimit, async (c) => {
  const id = await applyForJob(c.var.db, await readBody(c), senderOf(c));
  return ok(c, { id }, REQUEST_MESSAGES.careerSent);
});

requestsApi.post('/v10/agency-request/create', async (c) => {
  const id = await requestAgency(c.var.db, await readBody(c), senderOf(c));
  return ok(c, { id }, REQUEST_MESSAGES.agencySent);
});
