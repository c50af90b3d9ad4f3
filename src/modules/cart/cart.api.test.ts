import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT, cookieOf } from '#tests/auth-helpers.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { cartItems } from './schema.ts';
import { dropStaleGuestCarts } from './service.ts';

const t = useTestApi();
const ORIGIN = { Origin: 'http://localhost' };

/** Buyable varieties with room to spare (stock and per-order ceiling at least 3, minimum 1). */
async function buyable(n: number, extra = sql`true`) {
  const rows = await t.db
    .select({ id: varieties.id, stock: varieties.stock, max: varieties.maxOrderCount, main: varieties.priceMainRial, off: varieties.priceOffRial })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(
      and(eq(varieties.isActive, true), eq(products.status, 1), gt(varieties.stock, 3), gt(varieties.maxOrderCount, 3), eq(varieties.minOrderCount, 1), extra),
    )
    .orderBy(varieties.id)
    .limit(n);
  return rows;
}

/** A guest session: every call carries the cart cookie the first answer set. */
function guest() {
  let cookie = '';
  return {
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await t.call(method, path, body, { ...ORIGIN, ...(cookie ? { Cookie: cookie } : {}), ...headers });
      const token = cookieOf(res.headers, 'bz_cart');
      if (token) cookie = `bz_cart=${token}`;
      return res;
    },
    get cookie() {
      return cookie;
    },
  };
}

async function login(mobile = '09120000001') {
  const res = await t.call('POST', '/v6/register/login-by-password', { mobile, password: 'bazaar123', ...CLIENT });
  expect(res.status).toBe(200);
  return { Authorization: `Bearer ${res.body.data.access_token}` };
}

describe('cart: guests', () => {
  it('starts empty without creating anything', async () => {
    const res = await t.call('GET', '/v10/cart/index');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ items: [], count: 0, total_payment: 0, varietyIdCount: [], futureShoppingCount: 0, hasAddress: false });
    expect(cookieOf(res.headers, 'bz_cart')).toBeUndefined();
  });

  it('adds with server prices, a Persian msg and the badge hint', async () => {
    const g = guest();
    const [v] = await buyable(1);
    const res = await g.call('POST', '/v10/cart/add', { id: v!.id, count: 2, price: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: 'کالا به سبد خرید اضافه شد' });
    const cart = res.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ v_id: v!.id, count: 2, min: 1 });
    expect(cart.total_price_main).toBe(Number(v!.main) * 2);
    expect(cart.count).toBe(2);
    expect(cookieOf(res.headers, 'bz_cart_count')).toBe('2');
    expect(g.cookie).toMatch(/^bz_cart=/);
    // the cookie's token is never stored as such
    const again = await g.call('GET', '/v10/cart/index');
    expect(again.body.data.varietyIdCount).toEqual([{ id: v!.id, count: 2 }]);
  });

  it('answers 404 "stock finished" for a sold-out variety and 422 beyond the ceiling', async () => {
    const g = guest();
    const [v] = await buyable(1);
    await t.db.update(varieties).set({ stock: 0 }).where(eq(varieties.id, v!.id));
    const gone = await g.call('POST', '/v10/cart/add', { id: v!.id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('موجودی این کالا به پایان رسیده است');
    await t.db.update(varieties).set({ stock: 5, maxOrderCount: 3 }).where(eq(varieties.id, v!.id));
    const over = await g.call('POST', '/v10/cart/add', { id: v!.id, count: 4 });
    expect(over.status).toBe(422);
    expect(over.body.data[0]).toMatchObject({ field: 'count', message: 'حداکثر تعداد قابل سفارش این کالا ۳ عدد است' });
    await t.db.update(varieties).set({ stock: 2, maxOrderCount: 10 }).where(eq(varieties.id, v!.id));
    const stock = await g.call('POST', '/v10/cart/add', { id: v!.id, count: 3 });
    expect(stock.body.data[0].message).toBe('از این کالا فقط ۲ عدد موجود است');
    expect((await g.call('POST', '/v10/cart/add', { id: 'abc' })).status).toBe(422);
    expect((await g.call('POST', '/v10/cart/add', { id: 999999 })).status).toBe(404);
  });

  it('change: sets the count, refuses beyond stock with the kept counts, 0 removes', async () => {
    const g = guest();
    const [v] = await buyable(1);
    await g.call('POST', '/v10/cart/add', { id: v!.id });
    const up = await g.call('GET', `/v10/cart/change?id=${v!.id}&count=3`);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ success: true, msg: 'تعداد کالا به‌روز شد' });
    expect(up.body.data.varietyIdCount).toEqual([{ id: v!.id, count: 3 }]);
    const over = await g.call('GET', `/v10/cart/change?id=${v!.id}&count=${v!.stock + 50}`);
    expect(over.status).toBe(422);
    expect(over.body.success).toBe(false);
    expect(over.body.varietyIdCount).toEqual([{ id: v!.id, count: 3 }]);
    const persian = await g.call('GET', `/v10/cart/change?id=${v!.id}&count=${encodeURIComponent('۲')}`);
    expect(persian.body.data.varietyIdCount).toEqual([{ id: v!.id, count: 2 }]);
    const removed = await g.call('GET', `/v10/cart/change?id=${v!.id}&count=0`);
    expect(removed.body.data.items).toEqual([]);
    expect((await g.call('GET', `/v10/cart/change?id=${v!.id}&count=1`)).status).toBe(404);
  });

  it('refuses a cross-site change made with the cart cookie', async () => {
    const g = guest();
    const [v] = await buyable(1);
    await g.call('POST', '/v10/cart/add', { id: v!.id });
    const res = await t.call('GET', `/v10/cart/change?id=${v!.id}&count=2`, undefined, { Cookie: g.cookie, 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
    const foreign = await t.call('POST', '/v10/cart/add', { id: v!.id }, { Cookie: g.cookie, Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // A client that is not a browser (an app keeping the guest cookie) sends neither header.
    const app = await t.call('GET', `/v10/cart/change?id=${v!.id}&count=2`, undefined, { Cookie: g.cookie });
    expect(app.status).toBe(200);
    expect(app.body.data.varietyIdCount).toEqual([{ id: v!.id, count: 2 }]);
  });

  it('delete, multi-delete and clear', async () => {
    const g = guest();
    const vs = await buyable(3);
    for (const v of vs) await g.call('POST', '/v10/cart/add', { id: v.id });
    const one = await g.call('DELETE', `/v10/cart/delete?id=${vs[0]!.id}`);
    expect(one.body.data.items.map((i: { v_id: number }) => i.v_id)).toEqual([vs[1]!.id, vs[2]!.id]);
    const many = await g.call('DELETE', `/v10/cart/multi-delete?ids[0]=${vs[1]!.id}`);
    expect(many.body.data.items).toHaveLength(1);
    expect((await g.call('DELETE', `/v10/cart/multi-delete?ids[]=${vs[2]!.id}`)).body.data.items).toHaveLength(0);
    await g.call('POST', '/v10/cart/add', { id: vs[2]!.id });
    expect((await g.call('DELETE', '/v10/cart/multi-delete')).status).toBe(422);
    const clear = await g.call('DELETE', '/v10/cart/clear');
    expect(clear.body).toMatchObject({ success: true, data: { items: [], count: 0 } });
    expect(cookieOf(clear.headers, 'bz_cart_count')).toBe('0');
  });

  it('future shopping: move one, move all, back to the cart, delete, clear', async () => {
    const g = guest();
    const vs = await buyable(3);
    for (const v of vs) await g.call('POST', '/v10/cart/add', { id: v.id });
    const moved = await g.call('POST', '/v10/cart/add-to-future-shopping', { id: vs[0]!.id });
    expect(moved.body.data).toMatchObject({ futureShoppingCount: 1 });
    expect(moved.body.data.items).toHaveLength(2);
    const all = await g.call('POST', '/v10/cart/add-all-to-future-shopping');
    expect(all.body.data).toMatchObject({ items: [], futureShoppingCount: 3 });
    const list = await g.call('GET', '/v6/future-shopping/index');
    expect(list.body.data.items.map((i: { v_id: number }) => i.v_id).sort()).toEqual(vs.map((v) => v.id).sort());
    const back = await g.call('POST', '/v6/future-shopping/add-to-cart', { id: vs[1]!.id });
    expect(back.body.data).toMatchObject({ futureShoppingCount: 2, count: 1 });
    expect((await g.call('POST', '/v6/future-shopping/add-to-cart', { id: vs[1]!.id })).status).toBe(404);
    await g.call('DELETE', `/v6/future-shopping/delete?id=${vs[2]!.id}`);
    const rest = await g.call('POST', '/v6/future-shopping/add-all-to-cart');
    expect(rest.body.data).toMatchObject({ futureShoppingCount: 0, count: 2 });
    await g.call('POST', '/v10/cart/add-all-to-future-shopping');
    const cleared = await g.call('DELETE', '/v6/future-shopping/clear');
    expect(cleared.body.data.futureShoppingCount).toBe(0);
  });
});

describe('cart: integrity', () => {
  it('parallel adds never pass the ceiling', async () => {
    const g = guest();
    const [v] = await buyable(1);
    await t.db.update(varieties).set({ stock: 5, maxOrderCount: 5 }).where(eq(varieties.id, v!.id));
    await g.call('POST', '/v10/cart/add', { id: v!.id });
    const results = await Promise.all(Array.from({ length: 8 }, () => g.call('POST', '/v10/cart/add', { id: v!.id })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    const cart = await g.call('GET', '/v10/cart/index');
    expect(cart.body.data.varietyIdCount).toEqual([{ id: v!.id, count: 5 }]);
  });

  it('shows a changed price with a notice and brings counts down to the stock', async () => {
    const g = guest();
    const [a, b] = await buyable(2);
    await g.call('POST', '/v10/cart/add', { id: a!.id });
    await g.call('POST', '/v10/cart/add', { id: b!.id, count: 3 });
    const newPrice = Number(a!.off) + 10_000;
    await t.db
      .update(varieties)
      .set({ priceOffRial: newPrice, priceMainRial: newPrice + 50_000 })
      .where(eq(varieties.id, a!.id));
    await t.db.update(varieties).set({ stock: 2 }).where(eq(varieties.id, b!.id));
    const cart = (await g.call('GET', '/v10/cart/index')).body.data;
    const lineA = cart.items.find((i: { v_id: number }) => i.v_id === a!.id);
    const lineB = cart.items.find((i: { v_id: number }) => i.v_id === b!.id);
    expect(lineA.price).toBe(newPrice);
    expect(lineA.priceChanged).toMatchObject({ to: newPrice });
    expect(lineA.notice).toContain('قیمت');
    expect(lineB).toMatchObject({ count: 2, notice: 'تعداد این کالا به موجودی فعلی کاهش یافت' });
    const [stored] = await t.db.select().from(cartItems).where(eq(cartItems.varietyId, b!.id));
    expect(stored!.count).toBe(2);
  });
});

describe('cart: housekeeping', () => {
  it("drops guest carts untouched for 30 days, never a member's", async () => {
    const g = guest();
    const [v] = await buyable(1);
    await g.call('POST', '/v10/cart/add', { id: v!.id });
    const auth = await login('09120000001');
    await t.call('POST', '/v10/cart/add', { id: v!.id }, auth);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await dropStaleGuestCarts(t.db, later)).toBeGreaterThanOrEqual(1);
    expect((await g.call('GET', '/v10/cart/index')).body.data.items).toEqual([]);
    expect((await t.call('GET', '/v10/cart/index', undefined, auth)).body.data.items.length).toBeGreaterThan(0);
  });
});

describe('cart: members, merge and codes', () => {
  it('merges the guest cart on sign-in without doubling', async () => {
    const auth = await login('09120000002');
    const [a, b] = await buyable(2);
    await t.call('POST', '/v10/cart/add', { id: a!.id, count: 2 }, auth);
    const g = guest();
    await g.call('POST', '/v10/cart/add', { id: a!.id, count: 1 });
    await g.call('POST', '/v10/cart/add', { id: b!.id, count: 1 });
    await g.call('POST', '/v10/cart/add-to-future-shopping', { id: b!.id });
    await g.call('POST', '/v10/cart/add', { id: b!.id, count: 1 });
    const res = await t.call('GET', '/v10/cart/index', undefined, { ...auth, Cookie: g.cookie });
    expect(res.body.data.varietyIdCount).toEqual(
      expect.arrayContaining([
        { id: a!.id, count: 2 },
        { id: b!.id, count: 1 },
      ]),
    );
    expect(res.body.data.futureShoppingCount).toBe(1);
    expect(res.headers.getSetCookie().some((c) => /^bz_cart=;.*Max-Age=0/.test(c))).toBe(true);
    // the guest cart is gone
    const after = await t.call('GET', '/v10/cart/index', undefined, { Cookie: g.cookie });
    expect(after.body.data.items).toEqual([]);
  });

  it('signing in with a guest cart merges it at once (badge right), logging out empties the badge', async () => {
    const [v] = await buyable(1);
    const g = guest();
    await g.call('POST', '/v10/cart/add', { id: v!.id, count: 2 });
    const res = await t.call(
      'POST',
      '/v6/register/login-by-password',
      { mobile: '09120000003', password: 'bazaar123', ...CLIENT },
      { Cookie: g.cookie, ...ORIGIN },
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^bz_cart=;.*Max-Age=0/.test(c))).toBe(true);
    expect(Number(cookieOf(res.headers, 'bz_cart_count'))).toBeGreaterThanOrEqual(2);
    const auth = { Authorization: `Bearer ${res.body.data.access_token}` };
    const cart = (await t.call('GET', '/v10/cart/index', undefined, auth)).body.data;
    expect(cart.varietyIdCount).toContainEqual({ id: v!.id, count: 2 });
    const out = await t.call('POST', '/v6/user/logout', {}, auth);
    expect(out.headers.getSetCookie().some((c) => /^bz_cart_count=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('discount codes: sign-in needed, bad/expired/used-up/not-yet/minimum refused in Persian, totals change', async () => {
    const g = guest();
    const [v] = await buyable(1, sql`${varieties.priceOffRial} between 1000000 and 20000000`);
    await g.call('POST', '/v10/cart/add', { id: v!.id });
    expect((await g.call('POST', '/v10/cart/set-discount', { code: 'BAZAAR10' })).status).toBe(401);

    const auth = await login('09120000004');
    await t.call('DELETE', '/v10/cart/clear', undefined, auth);
    expect((await t.call('POST', '/v10/cart/set-discount', { code: 'BAZAAR10' }, auth)).body.data[0].message).toBe('سبد خرید شما خالی است');
    await t.call('POST', '/v10/cart/add', { id: v!.id }, auth);
    const before = (await t.call('GET', '/v10/cart/index', undefined, auth)).body.data;
    for (const [code, message] of [
      ['NOPE', 'کد تخفیف وارد شده معتبر نیست'],
      ['YALDA1404', 'مهلت استفاده از این کد به پایان رسیده است'],
      ['FLASH100', 'ظرفیت استفاده از این کد تکمیل شده است'],
      ['NOROOZ', 'زمان استفاده از این کد هنوز شروع نشده است'],
      ['BIG20', 'این کد برای خریدهای از ۵٬۰۰۰٬۰۰۰ تومان به بالا قابل استفاده است'],
      ['GIFT-USED', 'اعتبار این کارت هدیه تمام شده است'],
      ['bad code!', 'کد تخفیف معتبر نیست'],
    ]) {
      const res = await t.call('POST', '/v10/cart/set-discount', { code }, auth);
      expect(res.status, code).toBe(422);
      expect(res.body.data[0], code).toEqual({ field: 'code', message });
    }
    const applied = await t.call('POST', '/v10/cart/set-discount', { code: 'bazaar10' }, auth);
    expect(applied.body.msg).toBe('کد تخفیف با موفقیت اعمال شد');
    const cart = applied.body.data;
    const expected = Math.min(Math.floor(before.total_cost / 10), 2_000_000);
    expect(cart.discountCode).toMatchObject({ code: 'BAZAAR10', amount: expected });
    expect(cart.total_payment).toBe(before.total_payment - expected);
    expect(cart.total_discount).toBe(before.total_discount + expected);
    const gift = await t.call('POST', '/v10/cart/set-discount', { code: 'GIFT-500' }, auth);
    expect(gift.body.data.giftCard.amount).toBe(Math.min(5_000_000, cart.total_payment));
    expect(gift.body.data.total_payment).toBe(cart.total_payment - gift.body.data.giftCard.amount);
    const giftOff = await t.call('DELETE', '/v10/cart/remove-discount?code=GIFT-500', undefined, auth);
    expect(giftOff.body.data).toMatchObject({ giftCard: null, discountCode: { code: 'BAZAAR10' } });
    const removed = await t.call('DELETE', '/v10/cart/remove-discount', undefined, auth);
    expect(removed.body.data).toMatchObject({ discountCode: null, giftCard: null, total_payment: before.total_payment });
  });
});
