import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { authenticate } from '#server/auth/session.ts';
import { issueLogin, tokenOwner } from '#modules/account/auth/tokens.ts';
import { onError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { audited, type StaffRole, staffAudit, staffMembers, STAFF_ROLES, totpCode } from '#modules/staff/index.ts';
import { loginAsAudit, users } from '#modules/account/schema.ts';
import { actAsCustomer } from './login-as.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '#app/seed/accounts.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

/** A staff member signed in (bearer), not yet past the second factor. */
async function staff(role: StaffRole) {
  const member = await newMember(t.db);
  await t.db.insert(staffMembers).values({ userId: member.id, role });
  return member;
}

/** Enrols the app and passes the second factor for this sign-in; returns the secret. */
async function pass(auth: Record<string, string>) {
  const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, auth);
  expect(enrol.status).toBe(200);
  const secret = enrol.body.data.secret as string;
  expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret) }, auth)).status).toBe(200);
  return secret;
}

const auditOf = (userId: number) => t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId));

describe('the back office: who may enter', () => {
  it('refuses guests (401) and shoppers (403) on every admin route, with no data', async () => {
    const shopper = await newMember(t.db);
    for (const [method, path] of [
      ['GET', '/v10/admin/session'],
      ['POST', '/v10/admin/second-factor/enrol'],
      ['POST', '/v10/admin/second-factor/verify'],
      ['GET', '/v10/admin/audit'],
    ] as const) {
      expect((await t.call(method, path, method === 'POST' ? { code: '123456' } : undefined)).status, path).toBe(401);
      const refused = await t.call(method, path, method === 'POST' ? { code: '123456' } : undefined, shopper.auth);
      expect(refused.status, path).toBe(403);
      expect(refused.body.success).toBe(false);
      expect(refused.body.message).toBe('شما به این بخش دسترسی ندارید');
    }
  });

  it('asks a new staff member to enrol an authenticator app, then for a code each sign-in', async () => {
    const owner = await staff('owner');
    const first = await t.call('GET', '/v10/admin/session', undefined, owner.auth);
    expect(first.body.data).toMatchObject({ role: 'owner', role_title: 'مدیر فروشگاه', second_factor: 'enrol' });
    expect(first.body.data.permissions).toContain('audit.read');
    // Nothing else opens before the second factor.
    const blocked = await t.call('GET', '/v10/admin/audit', undefined, owner.auth);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toContain('کد برنامهٔ احراز هویت');

    const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, owner.auth);
    expect(enrol.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await t.call('POST', '/v10/admin/second-factor/verify', { code: '000000' }, owner.auth);
    expect(wrong.status).toBe(422);
    expect(wrong.body.data[0].field).toBe('code');
    const secret = enrol.body.data.secret as string;
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret) }, owner.auth)).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/session', undefined, owner.auth)).body.data.second_factor).toBe('passed');
    expect((await t.call('GET', '/v10/admin/audit', undefined, owner.auth)).status).toBe(200);
    // A confirmed app is not enrolled again (its secret is never shown twice).
    expect((await t.call('POST', '/v10/admin/second-factor/enrol', {}, owner.auth)).status).toBe(409);

    // Another sign-in of the same member needs its own code, and the code used is good once.
    const { tokens } = await issueLogin(t.db, owner.id, 'retail-web');
    const other = { Authorization: `Bearer ${tokens.access_token}` };
    expect((await t.call('GET', '/v10/admin/session', undefined, other)).body.data.second_factor).toBe('needed');
    expect((await t.call('GET', '/v10/admin/audit', undefined, other)).status).toBe(403);
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret) }, other)).status).toBe(422);
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret, Date.now() + 30_000) }, other)).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/audit', undefined, other)).status).toBe(200);

    expect((await auditOf(owner.id)).map((r) => r.action).sort()).toEqual(['second-factor.enrolled', 'second-factor.passed']);
  });

  it('takes Persian digits in the code', async () => {
    const member = await staff('content-editor');
    const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, member.auth);
    const persian = totpCode(enrol.body.data.secret).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: persian }, member.auth)).status).toBe(200);
  });

  it('refuses a sixth wrong code in 15 minutes, even a right one', async () => {
    const member = await staff('order-operator');
    const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, member.auth);
    for (let i = 0; i < 5; i++) expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: '11111' + i }, member.auth)).status).toBe(422);
    const refused = await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(enrol.body.data.secret) }, member.auth);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('shows the audit log to the roles allowed it only', async () => {
    const roles: StaffRole[] = ['order-operator', 'catalog-editor', 'call-center', 'content-editor'];
    for (const role of roles) {
      const member = await staff(role);
      await pass(member.auth);
      const refused = await t.call('GET', '/v10/admin/audit', undefined, member.auth);
      expect(refused.status, role).toBe(403);
      expect(refused.body.data).not.toHaveProperty('items');
    }
    const owner = await staff('owner');
    await pass(owner.auth);
    const log = await t.call('GET', '/v10/admin/audit', undefined, owner.auth);
    expect(log.body.data.items.length).toBeGreaterThanOrEqual(roles.length + 1);
  });

  it('refuses a deactivated staff member, and an operator acting as a customer', async () => {
    const member = await staff('call-center');
    await pass(member.auth);
    await t.db.update(staffMembers).set({ active: false }).where(eq(staffMembers.userId, member.id));
    expect((await t.call('GET', '/v10/admin/session', undefined, member.auth)).status).toBe(403);

    const operator = await staff('call-center');
    const customer = await newMember(t.db);
    const { tokens } = await issueLogin(t.db, customer.id, 'retail-web', operator.id);
    const acting = await t.call('GET', '/v10/admin/session', undefined, { Authorization: `Bearer ${tokens.access_token}` });
    expect(acting.status).toBe(403);
    expect(acting.body.message).toContain('ورود به‌جای مشتری');
  });
});

describe('the demo staff', () => {
  it('has one account per role, asked for a code from the published secret', async () => {
    const demo = DEMO_ACCOUNTS.flatMap((a) => ('staffRole' in a ? [a.mobile] : []));
    const members = await t.db
      .select({ role: staffMembers.role, mobile: users.mobile })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(inArray(users.mobile, demo));
    expect(members.map((m) => m.role).sort()).toEqual([...STAFF_ROLES].sort());
    const owner = members.find((m) => m.role === 'owner')!;
    const login = await t.call('POST', '/v6/register/login-by-password', { mobile: owner.mobile, password: DEMO_PASSWORD, ...CLIENT });
    const auth = { Authorization: `Bearer ${login.body.data.access_token}` };
    expect((await t.call('GET', '/v10/admin/session', undefined, auth)).body.data.second_factor).toBe('needed');
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(DEMO_TOTP_SECRET) }, auth)).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/audit', undefined, auth)).status).toBe(200);
  });
});

describe('audited staff actions', () => {
  /** A stand-in for the back office's change routes, on the same guard and wrapper. */
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', async (c, next) => {
    c.set('db', t.db);
    await next();
  });
  app.use('*', authenticate(tokenOwner));
  app.post('/change', (c) =>
    audited(c, 'catalog.edit', 'variety.price', async () => ({
      result: ok(c, { done: true }),
      subjectType: 'variety',
      subjectId: 7,
      before: { price: 1 },
      after: { price: 2 },
    })),
  );
  app.post('/fail', (c) =>
    audited(c, 'catalog.edit', 'variety.price', async () => {
      throw new Error('rolled back');
    }),
  );

  it('writes one row per change, none for a refusal or a change that failed', async () => {
    const editor = await staff('catalog-editor');
    await pass(editor.auth);
    const before = (await auditOf(editor.id)).length;
    expect((await app.request('/change', { method: 'POST', headers: editor.auth })).status).toBe(200);
    expect((await app.request('/fail', { method: 'POST', headers: editor.auth })).status).toBe(500);
    const rows = await auditOf(editor.id);
    expect(rows.length).toBe(before + 1);
    expect(rows.find((r) => r.action === 'variety.price')).toMatchObject({
      role: 'catalog-editor',
      subjectType: 'variety',
      subjectId: '7',
      before: { price: 1 },
      after: { price: 2 },
    });

    const contentEditor = await staff('content-editor');
    await pass(contentEditor.auth);
    expect((await app.request('/change', { method: 'POST', headers: contentEditor.auth })).status).toBe(403);
    expect((await auditOf(contentEditor.id)).filter((r) => r.action === 'variety.price')).toEqual([]);
  });

  it('keeps the log append-only: no update, delete or truncate', async () => {
    await expect(t.db.update(staffAudit).set({ action: 'edited' })).rejects.toThrow();
    await expect(t.db.delete(staffAudit)).rejects.toThrow();
    await expect(t.db.execute('truncate staff_audit')).rejects.toThrow();
    expect((await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'edited'))).length).toBe(0);
  });
});

describe('acting as a customer from the back office', () => {
  it('records the reason with the login-as and in the staff audit, in one go', async () => {
    const operator = await staff('call-center');
    const customer = await newMember(t.db);
    const member = { userId: operator.id, role: 'call-center' as const, family: 'family-of-test' };
    const cookies = await actAsCustomer(t.db, member, { userId: customer.id, reason: 'پیگیری سفارش', ownSession: 'own-token', secure: false });
    expect(cookies.some((line) => line.startsWith('bz_session_prev=own-token'))).toBe(true);
    expect(cookies.some((line) => line.startsWith('bz_acting='))).toBe(true);
    const [record] = await t.db.select().from(loginAsAudit).where(eq(loginAsAudit.operatorId, operator.id));
    expect(record).toMatchObject({ userId: customer.id, reason: 'پیگیری سفارش' });
    expect((await auditOf(operator.id)).find((r) => r.action === 'customer.login-as')).toMatchObject({
      subjectId: String(customer.id),
      after: { reason: 'پیگیری سفارش' },
    });
  });

  it('never acts as another staff member', async () => {
    const operator = await staff('call-center');
    const colleague = await staff('catalog-editor');
    const member = { userId: operator.id, role: 'call-center' as const, family: 'family-of-test-2' };
    await expect(actAsCustomer(t.db, member, { userId: colleague.id, reason: 'آزمون ورود', ownSession: null, secure: false })).rejects.toMatchObject({
      status: 403,
    });
    expect((await auditOf(operator.id)).filter((r) => r.action === 'customer.login-as')).toEqual([]);
  });
});
