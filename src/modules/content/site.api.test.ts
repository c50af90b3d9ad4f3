import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { faShell } from '#i18n/fa-shell.ts';
import { pages } from './schema.ts';

/** /v6/page/view and /v6/site/{about-us,settings,intro} against the seeded pages. */
const t = useTestApi();

const pageRow = async (slug: string) => (await t.db.select().from(pages).where(eq(pages.slug, slug)))[0]!;

describe('GET /v6/page/view', () => {
  it.each(['about', 'terms', 'privacy'])('answers the seeded %s page by slug, with Persian sections', async (slug) => {
    const row = await pageRow(slug);
    const res = await t.call('GET', `/v6/page/view?slug=${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: row.id, slug, title: row.title, body: row.body, url: `/page/${slug}`, updated_at: row.updatedAt.toISOString() });
    expect(res.body.data.body.length).toBeGreaterThan(2);
    expect(res.body.data.body.flatMap((s: { paragraphs: string[] }) => s.paragraphs).join(' ')).toMatch(/[آ-ی]{3,}/);
  });

  it('answers the same page by id, and takes an upper-case slug', async () => {
    const row = await pageRow('terms');
    expect((await t.call('GET', `/v6/page/view?id=${row.id}`)).body.data.slug).toBe('terms');
    expect((await t.call('GET', '/v6/page/view?slug=TERMS')).body.data.id).toBe(row.id);
  });

  it.each(['?slug=no-such-page', '?id=999999'])('answers 404 in Persian for %s', async (query) => {
    const res = await t.call('GET', `/v6/page/view${query}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'صفحه مورد نظر پیدا نشد', data: { status: 404 } });
  });

  it.each([
    ['', 'slug', 'نشانی یا شناسه صفحه را بفرستید'],
    ['?slug=', 'slug', 'نشانی یا شناسه صفحه را بفرستید'],
    ['?slug=../etc', 'slug', 'نشانی صفحه معتبر نیست'],
    ['?id=abc', 'id', 'شناسه صفحه معتبر نیست'],
  ])('refuses %j with a 422', async (query, field, message) => {
    const res = await t.call('GET', `/v6/page/view${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'اطلاعات وارد شده معتبر نیست', data: [{ field, message }] });
  });
});

describe('GET /v6/site/about-us', () => {
  it('answers the about page the site shows at /page/about', async () => {
    const row = await pageRow('about');
    const res = await t.call('GET', '/v6/site/about-us');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: row.id, slug: 'about', title: row.title, body: row.body });
  });

  it('answers 404 in Persian when the shop has no about page', async () => {
    // Last in the file: it renames the row so the lookup misses, then puts it back.
    await t.db.update(pages).set({ slug: 'about-old' }).where(eq(pages.slug, 'about'));
    try {
      const res = await t.call('GET', '/v6/site/about-us');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('صفحه مورد نظر پیدا نشد');
    } finally {
      await t.db.update(pages).set({ slug: 'about' }).where(eq(pages.slug, 'about-old'));
    }
  });
});

describe('GET /v6/site/settings', () => {
  it('answers the public facts the footer shows, with social and app links, and no secret', async () => {
    const res = await t.call('GET', '/v6/site/settings');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      name: faShell.site.name,
      support_phone: faShell.site.supportPhone,
      support_email: faShell.site.supportEmail,
      download_page: '/download',
    });
    expect(data.apps.map((a: { id: number; platform: string; page: string }) => [a.id, a.platform, a.page])).toEqual([
      [1, 'android', '/download-app/1'],
      [2, 'ios', '/download-app/2'],
      [3, 'direct', '/download-app/3'],
    ]);
    for (const link of [...data.apps, ...data.social]) expect(link.url).toMatch(/^https:\/\//);
    expect(data.social.map((s: { key: string }) => s.key)).toContain('instagram');
    expect(JSON.stringify(data)).not.toMatch(/secret|password|token|merchant/i);
  });
});

describe('GET /v6/site/intro', () => {
  it('answers the app intro slides as a collection', async () => {
    const res = await t.call('GET', '/v6/site/intro');
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThanOrEqual(3);
    for (const slide of res.body.data.items) expect(Object.keys(slide).sort()).toEqual(['id', 'text', 'title']);
    expect(res.body.data._meta).toMatchObject({ totalCount: res.body.data.items.length, currentPage: 1 });
  });

  it('refuses a malformed page with a 422', async () => {
    const res = await t.call('GET', '/v6/site/intro?per-page=0');
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toBe('per-page');
  });
});
