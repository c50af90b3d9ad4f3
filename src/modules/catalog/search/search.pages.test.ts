import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';

/**
 * /search?q=… rendered in-process against the test's database: a search that finds
 * nothing («کتاب»: the shop sells no books) is a plain empty state, never a screen of
 * results with a count and filters. Named `.pages.test` so the PostgreSQL run skips the
 * Vite start (see reviews/questions/questions.pages.test.ts).
 */
const t = useTestApi();
const pages = usePageRenderer(t);

const searchPage = async (query: string) => {
  const res = await pages.render('search/[...path].astro', `/search?${query}`);
  return { status: res.status, text: await res.text() };
};
const FILTER_FORM = 'data-filter-form';
const SORTS = 'aria-label="مرتب‌سازی"';
const PAGES = 'aria-label="صفحه‌بندی"';
// A product card's link (the compare bar's /product/compare is on every page).
const CARD_LINK = /href="\/product\/(?!compare")[^"]+"/;

describe('/search with words the shop has nothing for', () => {
  it('says nothing was found, with no count, filters, sorts or pages, and offers popular categories and products', async () => {
    const { status, text } = await searchPage(`q=${encodeURIComponent('کتاب')}`);
    expect(status).toBe(200);
    expect(text).toMatch(/role="status"[^>]*>\s*<p[^>]*>کالایی برای «کتاب» پیدا نکردیم</);
    expect(text).not.toContain(FILTER_FORM);
    expect(text).not.toContain(SORTS);
    expect(text).not.toContain(PAGES);
    expect(text).not.toMatch(/[۰-۹٬]+ کالا</);
    expect(text).not.toContain('بیش از');
    expect(text).not.toContain('rel="next"');
    // Ways on: categories shoppers look at most, each a real link to its listing…
    const nav = text.slice(text.indexOf('aria-label="دسته‌های پرطرفدار"'));
    expect([...nav.matchAll(/href="\/search\/category-[a-z0-9-]+"/g)].length).toBeGreaterThan(0);
    // …and a few popular products, under their own heading, never as results of the search.
    const [before, after] = text.split('پرطرفدارترین کالاهای فروشگاه');
    expect(before).not.toMatch(CARD_LINK);
    const cards = new Set([...after!.matchAll(new RegExp(CARD_LINK, 'g'))].map((m) => m[0]));
    expect(cards.size).toBeGreaterThan(0);
    expect(cards.size).toBeLessThanOrEqual(12);
    expect(text).toContain('name="robots" content="noindex');
  });

  it('offers to drop the filters when the words found nothing under them', async () => {
    const { text } = await searchPage(`q=${encodeURIComponent('کتاب')}&available=1`);
    expect(text).toContain('کالایی با این مشخصات پیدا نشد');
    expect(text).toContain('برای «کتاب» با این فیلترها کالایی پیدا نکردیم');
    expect(text).toContain(`href="/search?q=${encodeURIComponent('کتاب')}"`);
    expect(text).not.toContain(FILTER_FORM);
  });

  it('keeps the count, filters, sorts and cards of a search that finds products', async () => {
    const { status, text } = await searchPage(`q=${encodeURIComponent('گوشی')}`);
    expect(status).toBe(200);
    expect(text).toContain(FILTER_FORM);
    expect(text).toContain(SORTS);
    expect(text).toMatch(/[۰-۹٬]+ کالا</);
    expect(text).toMatch(CARD_LINK);
    expect(text).not.toContain('پیدا نکردیم');
  });

  it('says which words a search left out, naming what it searched instead', async () => {
    const { text } = await searchPage(`q=${encodeURIComponent('گوشی 987654')}`);
    expect(text).toContain('کالایی با همه واژه‌های «گوشی 987654» پیدا نکردیم؛ نتایج «گوشی» را بدون «987654» می‌بینید.');
    expect(text).toContain(FILTER_FORM);
    expect(text).toMatch(CARD_LINK);
  });
});
