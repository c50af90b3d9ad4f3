import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { userById } from '#modules/account/index.ts';
import { auditCount, auditRows, enrolSecondFactor, passSecondFactor, permissionsOf, requireStaff, ROLE_TITLES, staffStateOf } from '#modules/staff/index.ts';
import { decisionForm, secondFactorCode } from './validation.ts';
import { decide, pendingCases, pendingCount } from '#modules/decisions/index.ts';
import { decisionKinds } from './decisions/kinds.ts';
import { contentAdminApi } from './content/api.ts';
import { ordersAdminApi } from './orders/api.ts';
import { staffAdminApi } from './staff/api.ts';
import { promotionsAdminApi } from './promotions/api.ts';
import { catalogAdminApi } from './catalog/api.ts';
import { customersAdminApi } from './customers/api.ts';
import { productsAdminApi } from './products/api.ts';
import { questionsAdminApi } from './questions/api.ts';
import { requestsAdminApi } from './requests/api.ts';
import { providerAdminApi } from './providers/api.ts';
import { returnsAdminApi } from './returns/api.ts';

/**
 * The back office's JSON API, under /v10/admin so it shares the API's
 * authentication, error envelope and no-cache rules. Every route checks the caller on the
 * server (staff's requireStaff); changes go through staff's audited wrappers.
 */
export const adminApi = new Hono<AppEnv>();

/** Who is at the panel and what the page should ask next: enrol the app, enter a code, or nothing. */
adminApi.get('/v10/admin/session', async (c) => {
  const state = await staffStateOf(c.var.db, requireCaller(c));
  if ('refused' in state) throw new ApiError(403, state.refused);
  const { staff, secondFactor } = state;
  return ok(c, {
    user_id: staff.userId,
    role: staff.role,
    role_title: ROLE_TITLES[staff.role],
    permissions: permissionsOf(staff.role),
    second_factor: secondFactor,
  });
});

adminApi.post('/v10/admin/second-factor/enrol', async (c) => {
  const staff = await requireStaff(c, undefined, { secondFactor: false });
  const user = await userById(c.var.db, staff.userId);
  return ok(c, await enrolSecondFactor(c.var.db, staff, user?.mobile ?? `staff-${staff.userId}`));
});

adminApi.post('/v10/admin/second-factor/verify', async (c) => {
  const staff = await requireStaff(c, undefined, { secondFactor: false });
  const { code } = parse(secondFactorCode, await readBody(c));
  await passSecondFactor(c.var.db, staff, code, clientIp(c));
  return ok(c, { second_factor: 'passed' });
});

/** The audit log, newest first, a page at a time (owners: `audit.read`). Read-only: nothing in the shop edits it. */
adminApi.get('/v10/admin/audit', async (c) => {
  await requireStaff(c, 'audit.read');
  const page = pagination(c);
  const [rows, total] = await Promise.all([auditRows(c.var.db, { limit: page.perPage, offset: offsetOf(page) }), auditCount(c.var.db)]);
  return collection(
    c,
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    page,
  );
});

/** The decisions inbox: what waits, oldest first, a page at a time (`decisions.decide`). */
adminApi.get('/v10/admin/decisions', async (c) => {
  await requireStaff(c, 'decisions.decide');
  const page = pagination(c);
  const [cases, total] = await Promise.all([pendingCases(c.var.db, decisionKinds, { limit: page.perPage, offset: offsetOf(page) }), pendingCount(c.var.db)]);
  return collection(
    c,
    cases.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })),
    total,
    page,
  );
});

/** One decision on a case: `verdict` approve (with the kind's `input`) or refuse (with a `reason` the applicant reads). */
adminApi.post('/v10/admin/decisions/decide', async (c) => {
  const staff = await requireStaff(c, 'decisions.decide');
  const body = parse(decisionForm, await readBody(c));
  await decide(c.var.db, decisionKinds, staff, body.id, body.verdict, { reason: body.reason, input: body.input, ip: clientIp(c) });
  return ok(c, { id: body.id, state: ({ approve: 'approved', refuse: 'refused', return: 'returned' } as const)[body.verdict] });
});

adminApi.route('/', customersAdminApi);

adminApi.route('/', ordersAdminApi);
adminApi.route('/', staffAdminApi);
adminApi.route('/', promotionsAdminApi);
adminApi.route('/', catalogAdminApi);

adminApi.route('/', contentAdminApi);
adminApi.route('/', productsAdminApi);
adminApi.route('/', questionsAdminApi);
adminApi.route('/', requestsAdminApi);
adminApi.route('/', providerAdminApi);
adminApi.route('/', returnsAdminApi);
