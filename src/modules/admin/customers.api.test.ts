import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyStaff } from '#tests/factories/staff.ts';
import { newMember } from '#tests/factories/members.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { toFaDigits } from '#lib/digits.ts';
import { users } from '#modules/account/schema.ts';
import { carts } from '#modules/cart/schema.ts';
import { post } from '#modules/wallet/ledger.ts';
import { actAsCustomer } from './login-as.ts';
import type { StaffRole } from '#modules/staff/index.ts';

/**
 * The back office's customers: roles with `customers.read` find a customer by
 * mobile, name or order number and read their record (orders, cart, balance, who acted
 * on the account); nobody else learns anything, and one customer's record never shows
 * another's data.
 */
const t = useTestApi();

type Auth = Record<string, string>;
const search = (auth: Auth, q: string, extra = '') => t.call('GET', `/v10/admin/customers?q=${encodeURIComponent(q)}${extra}`, undefined, auth);
const view = (auth: Auth, id: number | string) => t.call('GET', `/v10/admin/customers/view?id=${encodeURIComponent(String(id))}`, undefined, auth);
const idsOf = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((c) => c.id);

/** A customer with a paid order, two lines in the cart, 500,000 rials and 40 coins, and a login-as with `reason`. */
async function customer(name: { firstName: string; lastName: string }, reason: string, skip: number) {
  const { shopper, orderId } = await twoDispatchOrder(t);
  const [user] = await t.db.update(users).set(name).where(eq(users.id, shopper.userId)).returning();
  const lines = await buyableVarieties(t.db, 2, { skip });
  await fillCart(t.db, shopper.userId, [
    { id: lines[0]!.id, count: 2 },
    { id: lines[1]!.id, count: 1 },
  ]);
  await t.db.transaction(async (tx) => {
    await post(tx, { userId: shopper.userId, currency: 'rial', amount: 500_000, reason: 'topUp' });
    await post(tx, { userId: shopper.userId, currency: 'coin', amount: 40, reason: 'coinEarned' });
  });
  const operator = await newMember(t.db);
  const staff = { userId: operator.id, role: 'call-center' as const, family: `family-${operator.id}` };
  await actAsCustomer(t.db, staff, { userId: shopper.userId, reason, ownSession: null, secure: false });
  return { id: shopper.userId, mobile: user!.mobile, orderId, varieties: lines.map((l) => l.id) };
}

let kimia: Awaited<ReturnType<typeof customer>>;
let other: Awaited<ReturnType<typeof customer>>;
const staffOf: Partial<Record<StaffRole | 'shopper', Auth>> = {};

beforeAll(async () => {
  kimia = await customer({ firstName: 'کیمیاناز', lastName: 'کاظم‌زاده' }, 'پیگیری سفارش گم‌شده', 40);
  other = await customer({ firstName: 'بهرام', lastName: 'یزدانی' }, 'تغییر نشانی به درخواست مشتری', 44);
  for (const role of ['call-center', 'order-operator', 'catalog-editor', 'content-editor', 'owner'] as const) staffOf[role] = (await readyStaff(t, role)).auth;
  staffOf.shopper = (await newMember(t.db)).auth;
});

describe('who may look at customers', () => {
  it('refuses guests, shoppers and roles without customers.read on every route, with no data', async () => {
    const routes = [`/v10/admin/customers?q=${kimia.mobile}`, `/v10/admin/customers/view?id=${kimia.id}`];
    for (const path of routes) expect((await t.call('GET', path)).status, path).toBe(401);
    for (const who of ['shopper', 'catalog-editor', 'content-editor'] as const) {
      for (const path of [...routes, '/v10/admin/customers?q=', '/v10/admin/customers/view?id=999999']) {
        const res = await t.call('GET', path, undefined, staffOf[who]);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.body.success).toBe(false);
        expect(res.body.message).toBe('شما به این بخش دسترسی ندارید');
        expect(JSON.stringify(res.body)).not.toContain(kimia.mobile);
        expect(res.body.data.items).toBeUndefined();
        expect(res.body.data.identity).toBeUndefined();
      }
    }
  });
});

describe('finding a customer', () => {
  it('finds them by mobile however it is typed: ASCII, Persian digits, +98 with spaces', async () => {
    for (const who of ['call-center', 'order-operator', 'owner'] as const) {
      for (const q of [kimia.mobile, toFaDigits(kimia.mobile), `+98 ${kimia.mobile.slice(1, 4)} ${kimia.mobile.slice(4)}`]) {
        const res = await search(staffOf[who]!, q);
        expect(res.status, `${who} ${q}`).toBe(200);
        expect(idsOf(res)).toEqual([kimia.id]);
        expect(res.body.data.matched_by).toBe('mobile');
        expect(res.body.data.items[0]).toMatchObject({ name: 'کیمیاناز کاظم‌زاده', mobile: kimia.mobile, staff_role: null });
        expect(res.body.data._meta).toMatchObject({ totalCount: 1, currentPage: 1, perPage: 20 });
      }
    }
  });

  it('finds them by name: part of it, in any order, with Arabic letters or without the half-space', async () => {
    const auth = staffOf['call-center']!;
    for (const q of ['کیمیاناز', 'كاظمزاده', 'کاظم‌زاده کیمیا', 'ناز  زاده']) {
      const res = await search(auth, q);
      expect(res.status, q).toBe(200);
      expect(res.body.data.matched_by).toBe('name');
      expect(idsOf(res), q).toEqual([kimia.id]);
    }
    expect(idsOf(await search(auth, 'کیمیاناز یزدانی'))).toEqual([]);
  });

  it('reads % and _ as themselves, not as wildcards', async () => {
    for (const q of ['%%', '__', '%_']) {
      const res = await search(staffOf['call-center']!, q);
      expect(res.status, q).toBe(200);
      expect(res.body.data.items, q).toEqual([]);
      expect(res.body.data._meta.totalCount, q).toBe(0);
    }
  });

  it("finds an order's customer by the order number, Persian digits and # too", async () => {
    for (const q of [String(kimia.orderId), `#${toFaDigits(kimia.orderId)}`]) {
      const res = await search(staffOf['order-operator']!, q);
      expect(res.status, q).toBe(200);
      expect(res.body.data.matched_by).toBe('order');
      expect(idsOf(res), q).toEqual([kimia.id]);
    }
    expect(idsOf(await search(staffOf['order-operator']!, '2000000000'))).toEqual([]);
  });

  it('takes a one-digit order number (a new shop’s first orders), but not a one-letter name', async () => {
    const auth = staffOf['call-center']!;
    const digit = await search(auth, '۷');
    expect(digit.status).toBe(200);
    expect(digit.body.data.matched_by).toBe('order');
    expect((await search(auth, 'م')).status).toBe(422);
  });

  it('answers 422 with a Persian message on q for a query it cannot use', async () => {
    const auth = staffOf['call-center']!;
    for (const [q, message] of [
      ['', 'موبایل، نام یا شمارهٔ سفارش مشتری را بنویسید'],
      ['ک', 'موبایل، نام یا شمارهٔ سفارش مشتری را بنویسید'],
      ['   ', 'موبایل، نام یا شمارهٔ سفارش مشتری را بنویسید'],
      ['ا'.repeat(101), 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است'],
      ['8888888888', 'شمارهٔ سفارش درست نیست'],
    ] as const) {
      const res = await search(auth, q);
      expect(res.status, q).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toEqual([{ field: 'q', message }]);
    }
    expect((await t.call('GET', '/v10/admin/customers', undefined, auth)).status).toBe(422);
    expect((await search(auth, kimia.mobile, '&per-page=0')).status).toBe(422);
  });
});

describe("a customer's record", () => {
  it('shows their orders, cart, balance and who acted as them and why', async () => {
    for (const who of ['call-center', 'order-operator'] as const) {
      const res = await view(staffOf[who]!, kimia.id);
      expect(res.status, who).toBe(200);
      const r = res.body.data;
      expect(r.identity).toMatchObject({ id: kimia.id, mobile: kimia.mobile, first_name: 'کیمیاناز', last_name: 'کاظم‌زاده', staff_role: null });
      expect(r.orders.total).toBe(1);
      expect(r.orders.items[0]).toMatchObject({ id: kimia.orderId, status_title: 'در حال پردازش', pay_status_title: 'موفق' });
      expect(r.orders.items[0].total_price).toBeGreaterThan(0);
      expect(r.cart.lines.map((l: { variety_id: number }) => l.variety_id)).toEqual(kimia.varieties);
      expect(r.cart.lines[0]).toMatchObject({ count: 2, available: true });
      expect(r.cart.lines[0].product_name).toEqual(expect.any(String));
      expect(r.cart.lines[0].price).toBeGreaterThan(0);
      expect(r.balance).toEqual({ rial: 500_000, coin: 40 });
      expect(r.trail.login_as).toHaveLength(1);
      expect(r.trail.login_as[0]).toMatchObject({ reason: 'پیگیری سفارش گم‌شده', staff_name: 'آزمون نشانی', ended_at: null });
      expect(r.trail.staff_actions[0]).toMatchObject({ action: 'customer.login-as', action_title: 'ورود به‌جای مشتری', staff_role: 'call-center' });
    }
  });

  it("never shows another customer's orders, cart, balance or trail", async () => {
    const body = JSON.stringify((await view(staffOf['call-center']!, kimia.id)).body);
    expect(body).not.toContain(other.mobile);
    expect(body).not.toContain('تغییر نشانی به درخواست مشتری');
    const r = JSON.parse(body).data;
    expect(r.orders.items.map((o: { id: number }) => o.id)).toEqual([kimia.orderId]);
    for (const v of other.varieties) expect(r.cart.lines.some((l: { variety_id: number }) => l.variety_id === v)).toBe(false);
    expect(r.trail.login_as.every((s: { reason: string }) => s.reason === 'پیگیری سفارش گم‌شده')).toBe(true);
  });

  it('shows a customer who is also staff, and says so', async () => {
    const colleague = await readyStaff(t, 'catalog-editor');
    const res = await view(staffOf['call-center']!, colleague.id);
    expect(res.status).toBe(200);
    expect(res.body.data.identity.staff_role).toBe('catalog-editor');
    expect(res.body.data.orders).toEqual({ items: [], total: 0 });
    expect(res.body.data.cart).toEqual({ lines: [], next_purchase: [] });
    expect(res.body.data.balance).toEqual({ rial: 0, coin: 0 });
    expect((await search(staffOf['call-center']!, colleague.mobile)).body.data.items[0].staff_role).toBe('catalog-editor');
  });

  it('answers 404 for an unknown id and 422 for one that is not an id', async () => {
    const auth = staffOf['call-center']!;
    const missing = await view(auth, 2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'مشتری پیدا نشد' });
    for (const id of ['abc', '-1', '0', '']) {
      const res = await view(auth, id);
      expect(res.status, id).toBe(422);
      expect(res.body.data[0].field).toBe('id');
    }
  });

  it('leaves the cart as it was: looking is not using', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1, { skip: 48 });
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const cartNow = () => t.db.select().from(carts).where(eq(carts.userId, s.userId));
    const before = await cartNow();
    const res = await view(staffOf.owner!, s.userId);
    expect(res.body.data.cart.lines).toHaveLength(1);
    expect(await cartNow()).toEqual(before);
  });
});
