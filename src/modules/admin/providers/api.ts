import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { auditAction, requireStaff } from '#modules/staff/index.ts';
import { notFound } from '#server/errors.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { queryId } from '#server/http/params.ts';
import { contractOf, anyDocument, providerApplications } from '#modules/provider/index.ts';
import { downloadHeaders } from '#server/http/download.ts';

/**
 * What staff open before deciding a seller's application (linked from the decisions
 * inbox; mounted in admin/api.ts, so its permission test covers them): a document and the
 * contract. Those who decide cases may read them; each reading is in the audit log, as
 * these are someone's identity papers.
 */
export const providerAdminApi = new Hono<AppEnv>();

const PERMISSION = 'decisions.decide';

providerAdminApi.get('/v10/admin/provider/document', async (c) => {
  const staff = await requireStaff(c, PERMISSION);
  const file = await anyDocument(c.var.db, queryId(c));
  await auditAction(c.var.db, staff, PERMISSION, 'provider.document', { subjectType: 'provider-document', subjectId: file.id }, clientIp(c));
  return c.body(new Uint8Array(file.data), 200, downloadHeaders(file.contentType, file.filename));
});

providerAdminApi.get('/v10/admin/provider/contract', async (c) => {
  const staff = await requireStaff(c, PERMISSION);
  const id = queryId(c);
  const [app] = await c.var.db.select().from(providerApplications).where(eq(providerApplications.id, id));
  if (!app) throw notFound('درخواست فروشندگی پیدا نشد');
  const pdf = await contractOf(c.var.db, app);
  await auditAction(c.var.db, staff, PERMISSION, 'provider.contract', { subjectType: 'provider', subjectId: id }, clientIp(c));
  return c.body(new Uint8Array(pdf), 200, downloadHeaders('application/pdf', `bazaar-contract-${id}.pdf`));
});
