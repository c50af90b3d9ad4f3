import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { faqCategories, faqItems } from './schema.ts';

/**
 * /faq, /faq/items/{id}, /download and /download-app/{id}, rendered in-process
 * against the test's database: search without JavaScript, links between the pages, the
 * FAQPage JSON-LD (escaped), and 404 for what does not exist. Named `.pages.test` so the
 * PostgreSQL run skips the Vite start (see reviews/questions/questions.pages.test.ts).
 */
const t = useTestApi();
const pages = usePageRenderer(t);

const html = async (file: string, url: string, params: Record<string, string> = {}) => {
  const res = await pages.render(file, url, { params });
  return { status: res.status, text: await res.text() };
};
const jsonLdOf = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
const firstItem = async () => (await t.db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)).limit(1))[0]!;

describe('/faq', () => {
  it('shows every category with its questions, each linking to its own page, and FAQPage JSON-LD of them all', async () => {
    const { status, text } = await html('faq.astro', '/faq');
    expect(status).toBe(200);
    const groups = await t.db.select().from(faqCategories);
    const items = await t.db.select().from(faqItems);
    for (const g of groups) expect(text).toContain(`href="#faq-${g.id}"`);
    for (const i of items) expect(text).toContain(`href="/faq/items/${i.id}"`);
    expect(text).toContain('role="search"');
    expect(text).not.toContain('noindex');
    expect(jsonLdOf(text)!.mainEntity).toHaveLength(items.length);
  });

  it('searches on the server with ?q= (Arabic letters and Persian digits normalised), opened and not indexed', async () => {
    const { status, text } = await html('faq.astro', `/faq?q=${encodeURIComponent('مبلغ ۷۲ ساعت')}`);
    expect(status).toBe(200);
    expect(text).toContain('مبلغ از حسابم کسر شد ولی سفارش ثبت نشد؛ چه کنم؟');
    expect(text).not.toContain('هزینه ارسال چگونه محاسبه می‌شود؟');
    expect(text).toContain('۱ پرسش برای «مبلغ ۷۲ ساعت»');
    expect(text).toContain('value="مبلغ ۷۲ ساعت"');
    expect(text).toMatch(/<details[^>]*open/);
    expect(text).toContain('name="robots" content="noindex, nofollow"');
    expect(jsonLdOf(text)!.mainEntity.map((q) => q.name)).toEqual(['مبلغ از حسابم کسر شد ولی سفارش ثبت نشد؛ چه کنم؟']);

    const arabic = await html('faq.astro', `/faq?q=${encodeURIComponent('كيف پول')}`);
    expect(arabic.text).toContain('کیف پول بازار چیست و چطور شارژ می‌شود؟');
  });

  it('says so when nothing matches, escapes the query, and offers the whole list', async () => {
    const { status, text } = await html('faq.astro', `/faq?q=${encodeURIComponent('<b>زیردریایی</b>')}`);
    expect(status).toBe(200);
    expect(text).toContain('پرسشی با عبارت «&lt;b&gt;زیردریایی&lt;/b&gt;» پیدا نشد.');
    // The search box holds it as typed (an attribute value, quotes escaped); nowhere is it markup.
    expect(text).toContain('value="<b>زیردریایی</b>"');
    expect(text.replace(/ value="[^"]*"/g, '')).not.toContain('<b>زیردریایی');
    expect(text).toContain('href="/faq"');
    expect(jsonLdOf(text)).toBeUndefined();
  });
});

describe('/faq/items/{id}', () => {
  it('shows the question, its answer, its category, the other questions of the category and a breadcrumb', async () => {
    const item = await firstItem();
    const [category] = await t.db.select().from(faqCategories).where(eq(faqCategories.id, item.categoryId));
    const siblings = await t.db.select().from(faqItems).where(eq(faqItems.categoryId, item.categoryId));
    const { status, text } = await html('faq/items/[id].astro', `/faq/items/${item.id}`, { id: String(item.id) });
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${item.question}</h1>`));
    expect(text).toContain(item.answer);
    expect(text).toContain(`href="/faq#faq-${category!.id}"`);
    expect(text).toContain(`سایر پرسش‌های «${category!.title}»`);
    for (const s of siblings.filter((s) => s.id !== item.id)) expect(text).toContain(`href="/faq/items/${s.id}"`);
    expect(text).toContain('aria-label="مسیر صفحه"');
    expect(text).toContain('aria-current="page"');
    expect(jsonLdOf(text)!.mainEntity).toEqual([{ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } }]);
  });

  it('keeps an answer that looks like markup out of the HTML and the JSON-LD script', async () => {
    const item = await firstItem();
    const answer = '</script><script>alert(1)</script> پاسخ';
    await t.db.update(faqItems).set({ answer }).where(eq(faqItems.id, item.id));
    try {
      const { text } = await html('faq/items/[id].astro', `/faq/items/${item.id}`, { id: String(item.id) });
      // Only the description attribute holds it as written (harmless there: quotes are escaped).
      expect(text.replace(/ content="[^"]*"/g, '')).not.toContain('<script>alert(1)');
      expect(text).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      expect(text).toContain('\\u003c/script>\\u003cscript>alert(1)');
      expect(jsonLdOf(text)!.mainEntity[0]!.acceptedAnswer.text).toBe(answer);
    } finally {
      await t.db.update(faqItems).set({ answer: item.answer }).where(eq(faqItems.id, item.id));
    }
  });

  it.each(['999999', 'abc', '0', '1e3'])('answers the 404 page for /faq/items/%s', async (id) => {
    const { status, text } = await html('faq/items/[id].astro', `/faq/items/${id}`, { id });
    expect(status).toBe(404);
    expect(text).toContain('صفحه');
    expect(text).not.toContain('FAQPage');
  });
});

describe('/download and /download-app/{id}', () => {
  it('pitches the app and links every platform page and store', async () => {
    const { status, text } = await html('download.astro', '/download');
    expect(status).toBe(200);
    expect(text).toMatch(/<h1[^>]*>اپلیکیشن بازار<\/h1>/);
    for (const id of [1, 2, 3]) expect(text).toContain(`href="/download-app/${id}"`);
    expect(text).toContain('https://play.google.com/store/apps/details?id=');
    expect(text).toContain('rel="noopener"');
  });

  it.each([
    ['1', 'اپلیکیشن بازار برای اندروید', 'دریافت از گوگل‌پلی'],
    ['2', 'اپلیکیشن بازار برای آیفون', 'دریافت از اپ‌استور'],
    ['3', 'دریافت مستقیم فایل نصب اندروید', 'دریافت فایل APK'],
  ])('/download-app/%s shows its platform, the steps and the other platforms', async (id, title, action) => {
    const { status, text } = await html('download-app/[id].astro', `/download-app/${id}`, { id });
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(text).toContain(action);
    expect(text).toContain('مراحل نصب');
    expect(text).toContain('href="/download"');
    for (const other of ['1', '2', '3'].filter((o) => o !== id)) expect(text).toContain(`href="/download-app/${other}"`);
  });

  it.each(['0', '4', '12', 'android'])('answers the 404 page for /download-app/%s', async (id) => {
    const { status } = await html('download-app/[id].astro', `/download-app/${id}`, { id });
    expect(status).toBe(404);
  });
});
