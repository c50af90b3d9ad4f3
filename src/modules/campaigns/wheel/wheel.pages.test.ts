import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/index.ts';
import { spinWheel } from '#flows/spin-wheel.ts';

/**
 * The wheel on /profile/customer-club, rendered in-process on the seeded wheel (the demo's
 * 40/20/5/10/25): the prizes and their chances in HTML, the button, and after a spin what
 * was won and when the next spin opens. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'wheel-pages' });

async function clubPage(userId: number) {
  const login = await issueLogin(t.db, userId, 'retail-web');
  const res = await pages.render('profile/customer-club.astro', '/profile/customer-club', { headers: { Cookie: `bz_session=${login.web}` } });
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.text();
}

describe('the wheel on the club page', () => {
  it('states every prize’s chance and what is left, with the spin button', async () => {
    const shopper = await makeShopper(t.db);
    const html = await clubPage(shopper.userId);
    expect(html).toContain('گردونه شانس');
    expect(html).toMatch(/۱۰ سکه\s*<\/th>\s*<td[^>]*>\s*۴۰٪/);
    expect(html).toMatch(/کد تخفیف ۱۰٪\s*<\/th>\s*<td[^>]*>\s*۱۰٪\s*<\/td>\s*<td[^>]*>۲۰</);
    expect(html).toMatch(/پوچ\s*<\/th>\s*<td[^>]*>\s*۲۵٪/);
    expect(html).toMatch(/<button[^>]*data-wheel-spin[^>]*>\s*بچرخان/);
    expect(html).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(html).not.toContain('چرخش بعدی');
  });

  it('shows a shopper who has spun today what they won and when the next spin opens', async () => {
    const shopper = await makeShopper(t.db);
    // 0.5 points into the 50-coin slice (40–60 of 100).
    const spun = await spinWheel(t.db, shopper.userId, { random: () => 0.5 });
    expect(spun.prize).toMatchObject({ kind: 'coins', value: 50 });
    const html = await clubPage(shopper.userId);
    expect(html).toContain('جایزهٔ امروز شما: ۵۰ سکه به حساب شما اضافه شد');
    expect(html).toContain('href="/profile/scores#history"');
    expect(html).toMatch(/چرخش بعدی: \S+ [۰-۹]+ \S+ [۰-۹]{4} ساعت ۰۰:۰۰/);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>\s*بچرخان|<button[^>]*data-wheel-spin[^>]*disabled/);
  });
});
