import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { CLIENT, cookieOf } from '#tests/auth-helpers.ts';
import { newMember, TEHRAN_SHIP } from '#tests/factories/members.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { rowsOf } from '#server/db/rows.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { staffAudit } from '../index.ts';
import { trailOf } from '#modules/admin/customers/trail.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { users } from '#modules/account/schema.ts';
import { NATIONAL_CODE_WHILE_ACTING } from '#modules/account/profile-api.ts';
import { REAL_USER_MISMATCH } from './middleware.ts';
import { ACTING_ALLOWED, ACTING_NO_SESSION, ACTING_REFUSED, ACTING_SENSITIVE, actingAction, actingVerdict } from './policy.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const OPERATOR = '09120000003';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let operatorId = 0;
beforeAll(async () => {
  const [op] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, OPERATOR));
  operatorId = op!.id;
});

/** A customer of their own and an app's acting session on them (what /v6/user/login-as issues). */
async function actingOnNewCustomer() {
  const customer = await newMember(t.db);
  const { tokens, web } = await issueLogin(t.db, customer.id, CLIENT.client_id, operatorId);
  return { customer, bearer: { Authorization: `Bearer ${tokens.access_token}` }, web };
}

const actingRows = (customerId: number) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.subjectType, 'user'), eq(staffAudit.subjectId, String(customerId))))
    .orderBy(staffAudit.id);

/** Every table's row count but the staff audit's (where refusals are recorded): "nothing changed". */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf(
    await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'staff_audit' order by table_name`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = rowsOf(await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(String(table_name))}`));
    counts[String(table_name)] = Number(row!.n);
  }
  return counts;
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('acting as a customer: the allow-list is the only way in', () => {
  it('keeps the tables honest: every listed route exists, and nothing sensitive is allowed', () => {
    const registered = new Set(t.app.routes.map((r) => `${r.method} ${r.path}`));
    for (const key of [...Object.keys(ACTING_ALLOWED), ...Object.keys(ACTING_SENSITIVE), ...Object.keys(ACTING_NO_SESSION)])
      expect(registered, key).toContain(key);
    for (const key of Object.keys(ACTING_SENSITIVE)) expect(ACTING_ALLOWED[key], key).toBeUndefined();
  });

  it('answers 403 to every write of the API that is not on the allow-list, and changes nothing', async () => {
    const { customer, bearer } = await actingOnNewCustomer();
    const before = { counts: await rowCounts(), user: await userRow(customer.id) };
    const refusedKeys = new Set<string>();
    for (const route of t.app.routes) {
      const key = `${route.method} ${route.path}`;
      if (!MUTATING.has(route.method) || ACTING_ALLOWED[key] || ACTING_NO_SESSION[key] || refusedKeys.has(key)) continue;
      refusedKeys.add(key);
      const path = route.path.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.call(route.method, path, {}, bearer);
      expect(res.status, key).toBe(403);
      const verdict = actingVerdict(key);
      expect(res.body.message, key).toBe(verdict.allowed ? '' : verdict.message);
    }
    // The sensitive ones are among them, and the admin's and the applications' routes too.
    expect(refusedKeys.size).toBeGreaterThan(Object.keys(ACTING_SENSITIVE).length + 40);
    expect(await rowCounts()).toEqual(before.counts);
    expect(await userRow(customer.id)).toEqual(before.user);
    // Each attempt is on the customer's record under the operator's name.
    const rows = await actingRows(customer.id);
    expect(rows).toHaveLength(refusedKeys.size);
    expect(rows.every((r) => r.actorUserId === operatorId && (r.after as { status: number; refused?: boolean }).refused === true)).toBe(true);
  });
});

describe('acting as a customer: the takeover is closed', () => {
  it('refuses the mobile change, the password, devices, bank accounts, payouts, top-ups, coins and applications', async () => {
    const { customer, bearer } = await actingOnNewCustomer();
    const attempts: [string, string, unknown][] = [
      ['POST', '/v6/user/change-mobile', { mobile: '09351112233' }],
      ['POST', '/v6/user/verify-change-mobile', { mobile: '09351112233', code: '123456' }],
      ['POST', '/v6/user/revert-mobile', { mobile: customer.mobile }],
      ['POST', '/v6/profile/set-password-send-code', {}],
      ['POST', '/v6/profile/set-password-validate-code', { code: '123456', password: 'operator123', password_repeat: 'operator123' }],
      ['POST', '/v6/user/set-device-token', { token: 'operator-phone', os: 1 }],
      ['POST', '/v6/bank-account/set-account', { sheba: 'IR550570022080013447370101' }],
      ['POST', '/v6/user-back-balance/insert', { amount: 100_000, bank_account_id: 1 }],
      ['POST', '/v6/balance/create', { amount: 1_000_000 }],
      ['POST', '/v6/off/convert-coin-to-off', { id: 1 }],
      ['POST', '/v10/coworker/register', { company_name: 'x' }],
      ['POST', '/v6/provider/register/step1', { first_name: 'x' }],
    ];
    const before = await userRow(customer.id);
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, body, bearer);
      expect(res.status, path).toBe(403);
      expect(res.body.message, path).toContain('ورود به‌جای مشتری');
    }
    const after = await userRow(customer.id);
    expect(after).toEqual(before);
    expect(after!.mobile).toBe(customer.mobile);
    expect(after!.passwordHash).toBeNull();
    expect((await trailOf(t.db, customer.id)).staff_actions.at(-1)!.action_title).toBe('به‌جای مشتری، رد شد: تغییر شماره موبایل');
    // No code went to the operator's number.
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, '09351112233'))).toEqual([]);
  });

  it('refuses them in the browser too, after a real login-as from the operator’s session', async () => {
    const customer = await newMember(t.db);
    const signIn = await t.call('POST', '/v6/register/login-by-password', { mobile: OPERATOR, password: 'bazaar123', ...CLIENT });
    const origin = { Origin: 'http://localhost', Host: 'localhost' };
    const start = await t.call(
      'POST',
      '/v6/user/login-as',
      { user_id: customer.id },
      { Cookie: `bz_session=${cookieOf(signIn.headers, 'bz_session')}`, ...origin },
    );
    expect(start.status).toBe(200);
    const browser = { Cookie: `bz_session=${cookieOf(start.headers, 'bz_session')}`, ...origin };
    const res = await t.call('POST', '/v6/user/change-mobile', { mobile: '09351112244' }, browser);
    expect(res.status).toBe(403);
    expect((await userRow(customer.id))!.mobile).toBe(customer.mobile);
    // An unknown write is refused by default, with the general reason.
    const other = await t.call('POST', '/v6/site/contact', { body: 'x' }, browser);
    expect(other).toMatchObject({ status: 403, body: { message: ACTING_REFUSED } });
  });
});

describe('acting as a customer: what the operator may do is recorded', () => {
  it('adds an address for the customer, with a staff-audit row under the operator’s id and the answer’s status', async () => {
    const { customer, bearer } = await actingOnNewCustomer();
    const made = await t.call('POST', '/v6/address/create', { Ship: TEHRAN_SHIP }, bearer);
    expect(made.status).toBe(200);
    const wrong = await t.call('POST', '/v6/address/create', { Ship: { ...TEHRAN_SHIP, zipcode: '12' } }, bearer);
    expect(wrong.status).toBe(422);
    // A lookup is answered and not recorded.
    expect((await t.call('POST', '/v10/search-history/create', { query: 'عطر' }, bearer)).status).toBe(200);
    const rows = await actingRows(customer.id);
    expect(rows.map((r) => ({ actor: r.actorUserId, action: r.action, after: r.after }))).toEqual([
      { actor: operatorId, action: actingAction('POST /v6/address/create'), after: { status: 200 } },
      { actor: operatorId, action: actingAction('POST /v6/address/create'), after: { status: 422 } },
    ]);
    expect(rows[0]!.role).toBe('operator');
    // The customer's record names it in Persian.
    const trail = await trailOf(t.db, customer.id);
    expect(trail.staff_actions.map((a) => a.action_title)).toEqual(['به‌جای مشتری، ناموفق: افزودن نشانی', 'به‌جای مشتری: افزودن نشانی']);
    expect(trail.staff_actions[0]).toMatchObject({ staff_name: expect.any(String), staff_role: 'operator' });
    // The customer's own writes are not the operator's: no row.
    await t.call('POST', '/v6/address/create', { Ship: TEHRAN_SHIP }, customer.auth);
    expect(await actingRows(customer.id)).toHaveLength(2);
  });

  it('adds to the cart while acting and records it', async () => {
    const { customer, bearer } = await actingOnNewCustomer();
    const [variety] = rowsOf(
      await t.db.execute(
        sql`select v.id from varieties v join products p on p.id = v.product_id where v.is_active and p.status = 1 and v.stock > 3 and v.min_order_count = 1 order by v.id limit 1`,
      ),
    );
    const res = await t.call('POST', '/v10/cart/add', { id: variety!.id, count: 1 }, bearer);
    expect(res.status).toBe(200);
    expect((await actingRows(customer.id)).map((r) => r.action)).toEqual([actingAction('POST /v10/cart/add')]);
  });

  it('completes a missing national code but does not rewrite one the customer gave', async () => {
    const { customer, bearer } = await actingOnNewCustomer();
    const profile = { first_name: 'سارا', last_name: 'محمدی', sex: 0, birthday: '1995-03-21', is_foreign: 0 };
    expect((await t.call('POST', '/v6/profile/update-on-order', { ...profile, national_code: '0499370899' }, bearer)).status).toBe(200);
    const again = await t.call('POST', '/v6/profile/update-on-order', { ...profile, national_code: '0013542419' }, bearer);
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual([{ field: 'national_code', message: NATIONAL_CODE_WHILE_ACTING }]);
    expect((await userRow(customer.id))!.nationalCode).toBe('0499370899');
    // The customer themself may.
    expect((await t.call('POST', '/v6/profile/update-on-order', { ...profile, national_code: '0013542419' }, customer.auth)).status).toBe(200);
  });
});

describe('acting as a customer: the operator’s real id and token (X-Real-User-Id, X-Real-Token)', () => {
  it('accepts them when they name this session’s operator, and answers 403 to anything else', async () => {
    const signIn = await t.call('POST', '/v6/register/login-by-password', { mobile: OPERATOR, password: 'bazaar123', ...CLIENT });
    const real = signIn.body.data.access_token as string;
    const start = await t.call('POST', '/v6/user/login-as', { mobile: '09120000001' }, { Authorization: `Bearer ${real}` });
    expect(start.status).toBe(200);
    const acting = { Authorization: `Bearer ${start.body.data.access_token}` };
    const other = await newMember(t.db);

    const good = await t.call('GET', '/v6/profile/identity', undefined, { ...acting, 'X-Real-User-Id': String(operatorId), 'X-Real-Token': real });
    expect(good.status).toBe(200);
    const mismatches: Record<string, string>[] = [
      { 'X-Real-User-Id': String(operatorId + 1), 'X-Real-Token': real },
      { 'X-Real-User-Id': String(operatorId), 'X-Real-Token': other.auth.Authorization!.slice(7) },
      { 'X-Real-User-Id': String(operatorId), 'X-Real-Token': start.body.data.access_token },
      { 'X-Real-User-Id': String(operatorId) },
      { 'X-Real-Token': real },
    ];
    for (const headers of mismatches) {
      const res = await t.call('GET', '/v6/profile/identity', undefined, { ...acting, ...headers });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(REAL_USER_MISMATCH);
    }
    // Without them the session works as before (the browser's and older apps' way).
    expect((await t.call('GET', '/v6/profile/identity', undefined, acting)).status).toBe(200);
  });
});
