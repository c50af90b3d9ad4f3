import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { adminApi } from './api.ts';
import { can, STAFF_ROLES, type Permission, staffAudit } from '#modules/staff/index.ts';

/**
 * Each role does only what it is allowed, over every route the back office's API has (read
 * from the router, so a new route fails here until it says which permission it needs): each role
 * is refused (403, no data, nothing audited) on every route its role lacks; a shopper on
 * all of them; a guest must sign in (401).
 */
const t = useTestApi();

/** "METHOD path" → the permission it needs (null: any staff member past the second factor). First match wins. */
const NEEDS: [RegExp, Permission | null][] = [
  [/^(GET|POST) \/v10\/admin\/(session|second-factor\/\w+)$/, null],
  [/^GET \/v10\/admin\/audit$/, 'audit.read'],
  [/^(GET|POST) \/v10\/admin\/decisions(\/decide)?$/, 'decisions.decide'],
  [/^GET \/v10\/admin\/customers(\/view)?$/, 'customers.read'],
  [/^GET \/v10\/admin\/order\/(index|view)$/, 'orders.read'],
  [/^(GET \/v10\/admin\/order\/cancel-reasons|POST \/v10\/admin\/(order|dispatch)\/cancel)$/, 'orders.cancel'],
  [/^POST \/v10\/admin\/(dispatch\/(pack|ship|deliver)|order\/note)$/, 'orders.fulfil'],
  [/^(GET|POST) \/v10\/admin\/staff\//, 'staff.manage'],
  [/^(GET|POST) \/v10\/admin\/(promotion|variety|product|category|brand)\//, 'catalog.edit'],
  [/^(GET|POST) \/v10\/admin\/content\//, 'content.edit'],
  [/^POST \/v10\/admin\/question\/answer$/, 'catalog.edit'],
  [/^(GET \/v10\/admin\/request\/(index|resume)|POST \/v10\/admin\/request\/handle)$/, 'customers.read'],
  [/^GET \/v10\/admin\/provider\/(document|contract)$/, 'decisions.decide'],
  [/^GET \/v10\/admin\/back-request\/(index|photo)$/, 'orders.read'],
  [/^POST \/v10\/admin\/back-request\/receive$/, 'orders.fulfil'],
];

const ROUTES = [...new Set(adminApi.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map((key) => {
  const rule = NEEDS.find(([pattern]) => pattern.test(key));
  const [method, path] = key.split(' ') as ['GET' | 'POST', string];
  return { key, method, path, needs: rule ? rule[1] : undefined };
});

// A body every POST route reads as well-formed enough that only the permission can stop it.
const BODY = {
  id: 1,
  code: '123456',
  mobile: '09121234567',
  role: 'owner',
  reason: 'آزمون دسترسی',
  verdict: 'refuse',
  csv: 'variety_id,price_toman,sale_price_toman,stock\n1,,,1',
};
const call = (r: (typeof ROUTES)[number], auth?: Record<string, string>) =>
  t.call(r.method, r.path.includes('view') ? `${r.path}?id=1` : r.path, r.method === 'POST' ? BODY : undefined, auth);

describe('every back-office route checks its permission', () => {
  it('names the permission of every route the API has', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.filter((r) => r.needs === undefined).map((r) => r.key)).toEqual([]);
  });

  it('asks a guest to sign in, and refuses a shopper everywhere (403, no data)', async () => {
    const shopper = await newMember(t.db);
    for (const r of ROUTES) {
      expect((await call(r)).status, r.key).toBe(401);
      const res = await call(r, shopper.auth);
      expect(res.status, r.key).toBe(403);
      expect(res.body.data, r.key).toEqual({ name: 'Forbidden', message: res.body.message, code: 0, status: 403 });
    }
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'owner'))('refuses a %s every route their role lacks (403, no data, nothing audited)', async (role) => {
    const member = await readyStaff(t, role);
    const lacking = ROUTES.filter((r) => r.needs !== null && r.needs !== undefined && !can(role, r.needs));
    expect(lacking.length).toBeGreaterThan(0);
    for (const r of lacking) {
      const res = await call(r, member.auth);
      expect(res.status, r.key).toBe(403);
      expect(res.body.data, r.key).toEqual({ name: 'Forbidden', message: 'شما به این بخش دسترسی ندارید', code: 0, status: 403 });
    }
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, member.id));
    expect(audit.filter((a) => !a.action.startsWith('second-factor'))).toEqual([]);
  });

  it('lets the owner past the permission check on every route', async () => {
    const owner = await readyStaff(t, 'owner');
    for (const r of ROUTES.filter((x) => x.method === 'GET')) expect((await call(r, owner.auth)).status, r.key).not.toBe(403);
  });
});
