import { Hono } from 'hono';
import { auditAction, requireStaff } from '#modules/staff/index.ts';
import { clientIp } from '#server/http/client-address.ts';
import { readBody } from '#server/http/body.ts';
import { downloadHeaders } from '#server/http/download.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse, queryId } from '#server/http/params.ts';
import { listRequests, markHandled, REQUESTS_PERMISSION, resumeOf, handleBody, REQUEST_MESSAGES, requestFilter } from '#modules/requests/index.ts';

/**
 * The back office's requests (mounted in admin/api.ts, so its permission test covers
 * them): the list (`kind` contact | career | agency, `state` open | handled | all), marking
 * one handled, and a job application's resume. The role is checked before anything is read.
 */
export const requestsAdminApi = new Hono<AppEnv>();

requestsAdminApi.get('/v10/admin/request/index', async (c) => {
  await requireStaff(c, REQUESTS_PERMISSION);
  const filter = parse(requestFilter, { kind: c.req.query('kind'), state: c.req.query('state') });
  const page = pagination(c);
  const { items, total } = await listRequests(c.var.db, filter, { limit: page.perPage, offset: offsetOf(page) });
  return collection(c, items, total, page);
});

requestsAdminApi.post('/v10/admin/request/handle', async (c) => {
  const staff = await requireStaff(c, REQUESTS_PERMISSION);
  const { id } = parse(handleBody, await readBody(c));
  return ok(c, await markHandled(c.var.db, staff, id, clientIp(c)), REQUEST_MESSAGES.handled);
});

/**
 * The resume as a download (the back office links here; the session cookie signs it in).
 * Never cached, never sniffed into anything but a PDF; each download is in the audit log,
 * as a resume is someone's personal document.
 */
requestsAdminApi.get('/v10/admin/request/resume', async (c) => {
  const staff = await requireStaff(c, REQUESTS_PERMISSION);
  const id = queryId(c);
  const data = await resumeOf(c.var.db, id);
  await auditAction(c.var.db, staff, REQUESTS_PERMISSION, 'request.resume', { subjectType: 'request:career', subjectId: id }, clientIp(c));
  return c.body(new Uint8Array(data), 200, downloadHeaders('application/pdf', `resume-${id}.pdf`));
});
