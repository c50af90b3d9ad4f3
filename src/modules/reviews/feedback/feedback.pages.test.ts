import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '#tests/factories/members.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { rowsOf } from '#server/db/rows.ts';
import { decisions } from '#modules/decisions/index.ts';
import { orderFeedbacks, productFeedbacks } from '../schema.ts';

/**
 * The feedback pages, rendered in-process against the test's database: the
 * product's feedback tab (markup escaped), the no-JavaScript experience form and
 * /profile/survey with its order forms. `.pages.test`: the PostgreSQL run skips page
 * rendering, which does not depend on the database server.
 */
const t = useTestApi();
const SLOW = { timeout: 120_000 };
const pages = usePageRenderer(t);

const session = async (userId: number) => ({ Cookie: `bz_session=${(await issueLogin(t.db, userId, 'retail-web')).web}` });
const posted = (cookie: Record<string, string>, body: string) => ({
  method: 'POST',
  body,
  headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
});
const slugOf = async (productId: number) => String(rowsOf(await t.db.execute(sql`select slug from products where id = ${productId}`))[0]!.slug);
const tab = async (slug: string, query = '') => {
  const res = await pages.render('product/[slug]/[...tab].astro', `/product/${slug}/feedback${query}`, { params: { slug, tab: 'feedback' } });
  expect(res.status).toBe(200);
  return res.text();
};

describe('the feedback tab and the experience form', SLOW, () => {
  it('sends guests to sign in, refuses non-buyers (403), and takes a buyer’s note back to the tab, escaped', async () => {
    const o = await deliveredOrder(t);
    const productId = o.productIds[0]!;
    const slug = await slugOf(productId);
    const page = (init = {}) => pages.render('product/[slug]/experience.astro', `/product/${slug}/experience`, { params: { slug }, ...init });
    const guest = await page();
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Location')).toBe(`/auth?back=${encodeURIComponent(`/product/${slug}/experience`)}`);

    const stranger = await page({ headers: await session((await newMember(t.db)).id) });
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toContain('ثبت تجربهٔ استفاده ویژهٔ خریداران این کالاست');

    const cookie = await session(o.shopper.userId);
    const shown = await page({ headers: cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
    const short = await page(posted(cookie, 'text=%3Cb%3E'));
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('&lt;b&gt;');

    const script = '<script>alert(1)</script> بسته سالم رسید';
    const held = await page(posted(cookie, new URLSearchParams({ text: script }).toString()));
    expect(held.status).toBe(303);
    expect(held.headers.get('Location')).toBe(`/product/${slug}/feedback?experience=pending#tab-feedback`);
    expect(await tab(slug, '?experience=pending')).toContain('تجربهٔ شما ثبت شد و پس از بررسی منتشر می‌شود');
    expect(await tab(slug)).not.toContain('alert(1)');

    const owner = await readyStaff(t, 'owner');
    const [open] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'experience'), eq(decisions.state, 'pending')));
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: open!.id, verdict: 'approve' }, owner.auth)).status).toBe(200);
    const html = await tab(slug);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; بسته سالم رسید');
    expect(html).not.toContain(script);
    expect(html).toContain(`href="/product/${slug}/experience"`);
  });

  it('sums buyers’ verdicts and ticked items', async () => {
    const o = await deliveredOrder(t);
    const [productId] = o.productIds;
    const body = { order_id: o.orderId, score: 5, products: [{ product_id: productId, satisfied: true, item_ids: [2] }] };
    expect((await t.call('POST', '/v10/order-feedback/create', body, o.shopper.headers)).status).toBe(200);
    const html = await tab(await slugOf(productId!));
    expect(html).toMatch(/[۰-۹]+٪ از خریداران از این کالا راضی بوده‌اند/);
    expect(html).toContain('اصالت کالا');
    expect(html).toContain('نکته‌های مثبت');
  });
});

describe('/profile/survey', SLOW, () => {
  it('lists a delivered order’s form, saves it (303) and then has nothing waiting', async () => {
    const survey = (init = {}) => pages.render('profile/survey.astro', '/profile/survey', init);
    expect((await survey()).headers.get('Location')).toBe('/auth?back=%2Fprofile%2Fsurvey');

    const o = await deliveredOrder(t);
    const cookie = await session(o.shopper.userId);
    const shown = await survey({ headers: cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
    const html = await shown.text();
    expect(html).toContain(`name="order_id" value="${o.orderId}"`);
    expect(html).toContain('۵ ستاره: عالی');
    expect(html).toContain('راضی نبودم');
    expect(html).toContain('name="products[0][item_ids][]"');
    expect(html).toContain('/userReviews/write');

    // A note without stars is asked for its stars; another shopper's order is not found.
    const noStars = await survey(posted(cookie, `order_id=${o.orderId}&text=${encodeURIComponent('پیک دیر رسید')}`));
    expect(noStars.status).toBe(422);
    expect(await noStars.text()).toContain('امتیاز سفارش را از ۱ تا ۵ انتخاب کنید');
    const other = await deliveredOrder(t);
    expect((await survey(posted(cookie, `order_id=${other.orderId}&score=4`))).status).toBe(404);

    // Stars, a note, one product rated with two items and the other left untouched.
    const [first, second] = o.productIds;
    const form = [
      `order_id=${o.orderId}`,
      'score=4',
      'text=خوب',
      `products[0][product_id]=${first}`,
      'products[0][satisfied]=1',
      'products[0][item_ids][]=1',
      'products[0][item_ids][]=3',
      `products[1][product_id]=${second}`,
    ].join('&');
    const saved = await survey(posted(cookie, form));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe('/profile/survey?sent=1');
    expect((await t.db.select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, o.orderId)))[0]).toMatchObject({ score: 4, text: 'خوب' });
    expect(
      (await t.db.select().from(productFeedbacks).where(eq(productFeedbacks.orderId, o.orderId))).map((f) => [f.productId, f.satisfied, f.itemIds]),
    ).toEqual([[first, true, [1, 3]]]);

    // The untouched product still waits; a second product's verdict missing → 422 on its index.
    const after = await (await pages.render('profile/survey.astro', '/profile/survey?sent=1', { headers: cookie })).text();
    expect(after).toContain('نظر شما ثبت شد؛ سپاس از همراهی‌تان');
    expect(after).toContain('امتیاز این سفارش را پیش‌تر داده‌اید');
    const missing = await survey(posted(cookie, `order_id=${o.orderId}&products[0][product_id]=${second}&products[0][item_ids][]=99`));
    expect(missing.status).toBe(422);
    const text = await missing.text();
    expect(text).toContain('راضی بودن یا نبودن از این کالا را انتخاب کنید');
    expect((await survey(posted(cookie, `order_id=${o.orderId}&products[0][product_id]=${second}&products[0][satisfied]=0`))).status).toBe(303);
    expect(await (await survey({ headers: cookie })).text()).toContain('نظری در انتظار شما نیست');
  });

  it('shows the shopper’s own texts with where they stand', async () => {
    const o = await deliveredOrder(t);
    await t.call('POST', '/v6/product-user-experience/create', { product_id: o.productIds[0], text: 'در www.example.com ارزان‌تر بود' }, o.shopper.headers);
    const html = await (await pages.render('profile/survey.astro', '/profile/survey', { headers: await session(o.shopper.userId) })).text();
    expect(html).toContain('تجربهٔ استفاده');
    expect(html).toContain('در انتظار تأیید');
    expect(html).toContain('در www.example.com ارزان‌تر بود');
  });
});
