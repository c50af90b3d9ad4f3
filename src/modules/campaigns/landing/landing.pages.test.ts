import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/index.ts';
import { campaigns } from '../schema.ts';

/**
 * The seasonal landings rendered in-process on the seeded shop (the seed keeps the Black
 * Friday festival live and Yalda ahead). Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'landing-pages' });

describe('seasonal landings', () => {
  it('serves the live festival indexable, with its countdown, coin multiplier, categories and promoted products', async () => {
    const res = await pages.render('festival.astro', '/festival');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('noindex');
    expect(html).toContain('بلک فرایدی؛ ۵ روز طلایی');
    expect(html).toContain('جشنواره در جریان است');
    expect(html).toMatch(/data-landing-end="[^"]+Z"/);
    expect(html).toContain('۲ برابر سکه برای هر خرید در این جشنواره');
    expect(html).toContain('محصولات جشنواره');
    expect((html.match(/data-product-id=/g) ?? []).length).toBeGreaterThan(3);
  });

  it('answers a landing out of its window 200 with noindex, says when the next one starts and shows the running offers', async () => {
    const res = await pages.render('yalda.astro', '/yalda');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('«جشنواره یلدا» ');
    expect(html).toContain('آغاز می‌شود');
    expect(html).toContain('پیشنهادهای ویژهٔ امروز');
    expect(html).not.toContain('data-landing-end');
    // Yalda night's fāl-e Hāfez, with another a plain link away.
    expect(html).toContain('فال دیگر');
    expect((html.match(/data-product-id=/g) ?? []).length).toBeGreaterThan(0);
  });

  it('says a landing with no window at all has not been announced', async () => {
    await t.db.delete(campaigns);
    const html = await (await pages.render('weekend.astro', '/weekend')).text();
    expect(html).toContain('هنوز زمان این جشنواره اعلام نشده است');
    expect(html).toContain('noindex');
  });

  it('renders a signed-in visitor’s page afresh (never cached) in the hours before a window opens, live only for early-access levels', async () => {
    const now = Date.now();
    await t.db.insert(campaigns).values({ kind: 'father', title: 'روز پدر', startsAt: new Date(now + 3 * 3_600_000), endsAt: new Date(now + 48 * 3_600_000) });
    const guest = await pages.render('festival.astro', '/festival');
    expect(guest.headers.get('Cache-Control') ?? '').not.toContain('no-store');
    const shopper = await makeShopper(t.db);
    const { web } = await issueLogin(t.db, shopper.userId, 'retail-web');
    const member = await pages.render('festival.astro', '/festival', { headers: { Cookie: `bz_session=${web}` } });
    expect(member.headers.get('Cache-Control')).toContain('no-store');
    // A shopper with no delivered orders has no early access: still the notice.
    expect(await member.text()).toContain('«روز پدر» ');
  });

  it('keeps the partner page live all year', async () => {
    const html = await (await pages.render('rightel.astro', '/rightel')).text();
    expect(html).toContain('سیم‌کارت');
    expect(html).not.toContain('noindex');
  });
});

describe('the Nowruz cart reminder', () => {
  it('tells a shopper with items in the cart to finish before the holidays while its window is live, and nobody else', async () => {
    const now = Date.now();
    await t.db.insert(campaigns).values({
      kind: 'noruz_cart_alert',
      title: 'سبد خریدتان را پیش از تعطیلات نوروز نهایی کنید',
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 86_400_000),
    });
    const shopper = await makeShopper(t.db);
    const { web } = await issueLogin(t.db, shopper.userId, 'retail-web');
    const cartPage = async () => (await pages.render('cart/index.astro', '/cart', { headers: { Cookie: `bz_session=${web}` } })).text();
    expect(await cartPage()).not.toContain('data-cart-reminder');

    const [variety] = rowsOf(
      await t.db.execute(sql`select v.id from varieties v join products p on p.id = v.product_id where p.status = 1 and v.stock > 0 order by v.id limit 1`),
    );
    expect((await t.call('POST', '/v10/cart/add', { id: Number(variety!.id), count: 1 }, shopper.headers)).status).toBe(200);
    const html = await cartPage();
    expect(html).toContain('data-cart-reminder');
    expect(html).toContain('سبد خریدتان را پیش از تعطیلات نوروز نهایی کنید');

    await t.db.delete(campaigns).where(sql`${campaigns.kind} = 'noruz_cart_alert'`);
    expect(await cartPage()).not.toContain('data-cart-reminder');
  });
});
