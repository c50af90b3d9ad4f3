import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { parse } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { addStaff, resetAuthenticator, setActive, setRole, staffList } from './service.ts';
import { activeForm, addStaffForm, memberForm, roleForm } from './validation.ts';

/** The owner's staff API, `staff.manage`. */
export const staffAdminApi = new Hono<AppEnv>();

staffAdminApi.get('/v10/admin/staff/index', async (c) => {
  await requireStaff(c, 'staff.manage');
  const rows = await staffList(c.var.db);
  return ok(c, { items: rows.map((r) => ({ ...r, since: r.since.toISOString() })) });
});

staffAdminApi.post('/v10/admin/staff/add', async (c) => {
  const staff = await requireStaff(c, 'staff.manage');
  const body = parse(addStaffForm, await readBody(c));
  return ok(c, { user_id: await addStaff(c.var.db, staff, body, clientIp(c)) }, 'عضو تازه اضافه شد');
});

staffAdminApi.post('/v10/admin/staff/role', async (c) => {
  const staff = await requireStaff(c, 'staff.manage');
  const body = parse(roleForm, await readBody(c));
  await setRole(c.var.db, staff, body, clientIp(c));
  return ok(c, { user_id: body.id, role: body.role });
});

staffAdminApi.post('/v10/admin/staff/active', async (c) => {
  const staff = await requireStaff(c, 'staff.manage');
  const body = parse(activeForm, await readBody(c));
  await setActive(c.var.db, staff, body, clientIp(c));
  return ok(c, { user_id: body.id, active: body.active });
});

staffAdminApi.post('/v10/admin/staff/reset-second-factor', async (c) => {
  const staff = await requireStaff(c, 'staff.manage');
  const body = parse(memberForm, await readBody(c));
  await resetAuthenticator(c.var.db, staff, body, clientIp(c));
  return ok(c, { user_id: body.id }, 'برنامهٔ احراز هویت بازنشانی شد');
});
