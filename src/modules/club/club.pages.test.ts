import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/index.ts';

/**
 * The /club pages, rendered in-process: the levels for everyone, and for a signed-in shopper
 * their level and what the next one needs. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'club-pages' });

describe('/club', () => {
  it('shows a guest the levels, what each needs and gives, and asks them to sign in for their own', async () => {
    const res = await pages.render('club/index.astro', '/club');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('باشگاه مشتریان بازار');
    for (const title of ['عضو برنزی', 'عضو نقره‌ای', 'عضو طلایی', 'عضو الماسی']) expect(html).toContain(title);
    expect(html).toContain('برای دیدن سطح خود وارد شوید');
  });

  it('shows a member their level and the delivered orders the next one needs', async () => {
    const shopper = await makeShopper(t.db);
    await deliveredOrder(t, { shopper });
    const login = await issueLogin(t.db, shopper.userId, 'retail-web');
    const html = await (await pages.render('club/index.astro', '/club', { headers: { Cookie: `bz_session=${login.web}` } })).text();
    expect(html).toContain('۱ سفارش تحویل‌شده');
    expect(html).toContain('۴ سفارش دیگر تا عضو نقره‌ای');
    expect(html).toMatch(/aria-current="true"[^>]*>\s*<th[^>]*>\s*عضو برنزی/);
  });
});

describe('/club/index2', () => {
  it('lists the levels and how to rise', async () => {
    const html = await (await pages.render('club/index2.astro', '/club/index2')).text();
    expect(html).toContain('سطح‌ها و مزایا');
    expect(html).toContain('عضو الماسی');
    expect(html).toContain('چطور سطح خود را بالا ببرم؟');
  });
});

describe('/profile/customer-club', () => {
  it("sends a guest to sign in and shows a member's level, orders and the levels, never cached", async () => {
    expect((await pages.render('profile/customer-club.astro', '/profile/customer-club')).headers.get('location')).toBe('/auth');
    const shopper = await makeShopper(t.db);
    const login = await issueLogin(t.db, shopper.userId, 'retail-web');
    const res = await pages.render('profile/customer-club.astro', '/profile/customer-club', { headers: { Cookie: `bz_session=${login.web}` } });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('هنوز به سطح اول نرسیده‌اید');
    expect(html).toContain('۱ سفارش دیگر تا عضو برنزی');
    expect(html).toContain('عضو الماسی');
  });
});
