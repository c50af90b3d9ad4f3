import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT, cookieOf } from '#tests/auth-helpers.ts';
import { products, varieties } from '#modules/catalog/schema.ts';

/**
 * The cart page's plain forms: each POST changes the cart, answers
 * 303 back to /cart and leaves what happened in the one-shot flash cookie; another site's
 * page is refused.
 */
const t = useTestApi();
const SAME = { Origin: 'http://localhost', Host: 'localhost' };

async function buyable(n: number) {
  return t.db
    .select({ id: varieties.id, stock: varieties.stock, max: varieties.maxOrderCount })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(varieties.isActive, true), eq(products.status, 1), gt(varieties.stock, 3), gt(varieties.maxOrderCount, 3), eq(varieties.minOrderCount, 1)))
    .orderBy(varieties.id)
    .limit(n);
}

const flashOf = (res: Response) => {
  const raw = cookieOf(res.headers, 'bz_cart_flash');
  return raw ? (JSON.parse(decodeURIComponent(raw)) as { tone: string; text: string; field?: string }) : undefined;
};

/** A browser without JavaScript: form-encoded POSTs carrying the cookies it was given. */
function browser(cookies: Record<string, string> = {}) {
  const jar = new Map<string, string>(Object.entries(cookies));
  return {
    async post(path: string, form: Record<string, string | number> = {}, headers: Record<string, string> = SAME) {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, v] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (k !== 'bz_cart_flash') jar.set(k, v);
      }
      return res;
    },
    async cart() {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return (await t.call('GET', '/v10/cart/index', undefined, { Cookie: cookie })).body.data;
    },
    async future() {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return (await t.call('GET', '/v6/future-shopping/index', undefined, { Cookie: cookie })).body.data.items as { v_id: number }[];
    },
  };
}

describe('cart forms: a guest without JavaScript', () => {
  it('+, −, remove, to the future list and back: 303 to /cart with a Persian flash', async () => {
    const b = browser();
    const [v, w] = await buyable(2);
    expect((await b.post('/cart/add', { id: v!.id })).headers.get('Location')).toBe('/cart?added=1');
    await b.post('/cart/add', { id: w!.id });

    const plus = await b.post('/cart/change', { id: v!.id, count: 2 });
    expect(plus.status).toBe(303);
    expect(plus.headers.get('Location')).toBe(`/cart#line-${v!.id}`);
    expect(flashOf(plus)).toEqual({ tone: 'success', text: 'تعداد کالا به‌روز شد' });
    expect(cookieOf(plus.headers, 'bz_cart_count')).toBe('3');
    const flash = plus.headers.getSetCookie().find((c) => c.startsWith('bz_cart_flash='))!;
    expect(flash).toMatch(/Path=\/cart; Max-Age=60; SameSite=Lax; HttpOnly/);

    // Persian digits from a form are accepted.
    await b.post('/cart/change', { id: v!.id, count: '۱' });
    expect((await b.cart()).varietyIdCount).toEqual([
      { id: v!.id, count: 1 },
      { id: w!.id, count: 1 },
    ]);

    const later = await b.post('/cart/to-future', { id: w!.id });
    expect(later.headers.get('Location')).toBe('/cart');
    expect(flashOf(later)?.text).toBe('کالا به لیست خرید بعدی منتقل شد');
    expect((await b.future()).map((i) => i.v_id)).toEqual([w!.id]);

    const back = await b.post('/cart/future/to-cart', { id: w!.id });
    expect(back.headers.get('Location')).toBe(`/cart#line-${w!.id}`);
    expect(flashOf(back)?.text).toBe('کالا به سبد خرید منتقل شد');
    expect(await b.future()).toEqual([]);

    const removed = await b.post('/cart/remove', { id: v!.id });
    expect(flashOf(removed)?.text).toBe('کالا از سبد خرید حذف شد');
    expect((await b.cart()).varietyIdCount).toEqual([{ id: w!.id, count: 1 }]);

    await b.post('/cart/to-future', { id: w!.id });
    expect(flashOf(await b.post('/cart/future/remove', { id: w!.id }))?.text).toBe('کالا از لیست خرید بعدی حذف شد');
    expect(await b.future()).toEqual([]);
  });

  it('a refused count comes back as an error flash with the server’s message, the count kept', async () => {
    const b = browser();
    const [v] = await buyable(1);
    await b.post('/cart/add', { id: v!.id });
    await t.db.update(varieties).set({ stock: 5, maxOrderCount: 3 }).where(eq(varieties.id, v!.id));
    const over = await b.post('/cart/change', { id: v!.id, count: 4 });
    expect(over.status).toBe(303);
    expect(flashOf(over)).toEqual({ tone: 'error', text: 'حداکثر تعداد قابل سفارش این کالا ۳ عدد است' });
    expect((await b.cart()).varietyIdCount).toEqual([{ id: v!.id, count: 1 }]);
    expect(flashOf(await b.post('/cart/change', { id: 'abc', count: 1 }))?.tone).toBe('error');
  });

  it('clear and all-to-future', async () => {
    const b = browser();
    const [v, w] = await buyable(2);
    await b.post('/cart/add', { id: v!.id });
    await b.post('/cart/add', { id: w!.id });
    expect(flashOf(await b.post('/cart/all-to-future'))?.text).toBe('همه کالاها به لیست خرید بعدی منتقل شدند');
    expect((await b.cart()).items).toEqual([]);
    await b.post('/cart/future/all-to-cart');
    expect((await b.cart()).items).toHaveLength(2);
    expect(flashOf(await b.post('/cart/clear'))?.text).toBe('سبد خرید خالی شد');
    expect((await b.cart()).items).toEqual([]);
  });

  it('codes need a signed-in shopper: the refusal is the code field’s', async () => {
    const b = browser();
    const [v] = await buyable(1);
    await b.post('/cart/add', { id: v!.id });
    const res = await b.post('/cart/code', { code: 'BAZAAR10' });
    expect(res.status).toBe(303);
    expect(flashOf(res)).toMatchObject({ tone: 'error', field: 'code' });
  });

  it('refuses another site’s page, and a foreign Origin even without a cart', async () => {
    const b = browser();
    const [v] = await buyable(1);
    await b.post('/cart/add', { id: v!.id });
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
      const res = await b.post('/cart/change', { id: v!.id, count: 3 }, headers);
      expect(res.status).toBe(403);
    }
    expect((await browser().post('/cart/clear', {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await b.cart()).varietyIdCount).toEqual([{ id: v!.id, count: 1 }]);
  });
});

describe('cart forms: a signed-in shopper', () => {
  it('works from our pages and applies a code; a session form from nowhere is refused', async () => {
    const login = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000002', password: 'bazaar123', ...CLIENT });
    const session = cookieOf(login.headers, 'bz_session');
    expect(session).toBeTruthy();
    const b = browser({ bz_session: session! });
    const [v] = await buyable(1);
    await b.post('/cart/clear');
    await b.post('/cart/add', { id: v!.id });
    expect(flashOf(await b.post('/cart/change', { id: v!.id, count: 2 }))?.text).toBe('تعداد کالا به‌روز شد');
    const bad = await b.post('/cart/code', { code: 'NOPE' });
    expect(flashOf(bad)).toEqual({ tone: 'error', text: 'کد تخفیف وارد شده معتبر نیست', field: 'code' });
    const good = await b.post('/cart/code', { code: 'BAZAAR10' });
    expect(flashOf(good)).toMatchObject({ tone: 'success', text: 'کد تخفیف با موفقیت اعمال شد' });
    expect(flashOf(await b.post('/cart/code/remove', { code: 'BAZAAR10' }))?.text).toBe('کد تخفیف حذف شد');
    // No Origin, no Referer: not shown to come from our pages.
    expect((await b.post('/cart/change', { id: v!.id, count: 1 }, {})).status).toBe(403);
  });
});
