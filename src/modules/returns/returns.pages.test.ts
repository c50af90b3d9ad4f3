import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/index.ts';
import { categories, products } from '#modules/catalog/schema.ts';
import { orderLines } from '#modules/orders/schema.ts';

/**
 * The return screens, rendered in-process as plain forms (no JavaScript): the
 * dispatch-return form, the request and its actions, the list; the order page's link.
 * Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'returns-pages' });

async function member() {
  const order = await deliveredOrder(t);
  const [dashcams] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'car-dashcam'));
  await t.db.update(products).set({ categoryId: dashcams!.id }).where(inArray(products.id, order.productIds));
  const seller = order.dispatches.find((d) => d.key !== 'fast')!;
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.dispatchId, seller.id));
  const login = await issueLogin(t.db, order.shopper.userId, 'retail-web');
  return { ...order, seller, line: line!, cookie: { Cookie: `bz_session=${login.web}` } };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('returning an item without JavaScript', () => {
  it('offers the delivered dispatch’s items from the order page, and the form lists them with the reasons', async () => {
    const m = await member();
    const order = await (
      await pages.render('profile/orders/[id]/index.astro', `/profile/orders/${m.orderId}`, { params: { id: String(m.orderId) }, headers: m.cookie })
    ).text();
    expect(order).toContain(`href="/profile/orders/return/${m.seller.id}"`);
    expect(order).toContain('مرجوع کردن کالا');

    const res = await pages.render('profile/orders/return/[id].astro', `/profile/orders/return/${m.seller.id}`, {
      params: { id: String(m.seller.id) },
      headers: m.cookie,
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('مرحلهٔ ۱: انتخاب کالا');
    expect(html).toContain(m.line.productName);
    expect(html).toContain('کالا آسیب دیده یا معیوب است');
    expect(html).toContain('name="BackDetails[0][image]"');
  });

  it('says «select at least one product» when nothing is chosen, then files the request and shows it analysing', async () => {
    const m = await member();
    const path = `/profile/orders/return/${m.seller.id}`;
    const nothing = await pages.render('profile/orders/return/[id].astro', path, {
      params: { id: String(m.seller.id) },
      ...form({ 'BackDetails[0][count]': '1' }),
      headers: { ...m.cookie, ...form({}).headers },
    });
    expect(nothing.status).toBe(422);
    expect(await nothing.text()).toContain('حداقل یک کالا را انتخاب کنید');

    const sent = await pages.render('profile/orders/return/[id].astro', path, {
      params: { id: String(m.seller.id) },
      ...form({
        'BackDetails[0][order_detail_id]': String(m.line.id),
        'BackDetails[0][count]': '1',
        'BackDetails[0][back_request_reason_id]': '1',
        'BackDetails[0][description]': 'بسته آسیب دیده بود',
      }),
      headers: { ...m.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(/^\/profile\/orders\/return-requests\/\d+\?done=created$/);
    const id = location.match(/(\d+)/)![1]!;

    const detail = await (await pages.render('profile/orders/return-requests/[id].astro', location, { params: { id }, headers: m.cookie })).text();
    expect(detail).toContain('درخواست مرجوعی شما ثبت شد؛ برای پیگیری روند با پشتیبانی در تماس باشید');
    expect(detail).toContain('در حال بررسی');
    expect(detail).toContain('بسته آسیب دیده بود');

    const list = await (await pages.render('profile/orders/return-requests/index.astro', '/profile/orders/return-requests', { headers: m.cookie })).text();
    expect(list).toContain(`/profile/orders/return-requests/${id}`);

    // Another shopper sees none of it.
    const other = await makeShopper(t.db);
    const otherLogin = await issueLogin(t.db, other.userId, 'retail-web');
    const theirs = await pages.render('profile/orders/return-requests/[id].astro', `/profile/orders/return-requests/${id}`, {
      params: { id },
      headers: { Cookie: `bz_session=${otherLogin.web}` },
    });
    expect(await theirs.text()).not.toContain('بسته آسیب دیده بود');
    const theirForm = await pages.render('profile/orders/return/[id].astro', path, {
      params: { id: String(m.seller.id) },
      headers: { Cookie: `bz_session=${otherLogin.web}` },
    });
    expect(await theirForm.text()).not.toContain(m.line.productName);

    // Withdrawn with a reason.
    const cancelled = await pages.render('profile/orders/return-requests/[id].astro', `/profile/orders/return-requests/${id}`, {
      params: { id },
      ...form({ action: 'cancel', reason: 'منصرف شدم' }),
      headers: { ...m.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(cancelled.status).toBe(303);
    const after = await (
      await pages.render('profile/orders/return-requests/[id].astro', `/profile/orders/return-requests/${id}`, { params: { id }, headers: m.cookie })
    ).text();
    expect(after).toContain('لغو شده به درخواست شما');
    expect(after).toContain('منصرف شدم');
  });

  it('sends a guest to sign in', async () => {
    const res = await pages.render('profile/orders/return-requests/index.astro', '/profile/orders/return-requests');
    expect(res.headers.get('location')).toContain('/auth');
  });
});
