import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { pageVersion } from '#server/cache/page-version.ts';
import { products } from '#modules/catalog/schema.ts';
import { instagramPosts, magNews } from '#modules/content/schema.ts';
import { staffAudit } from '#modules/staff/index.ts';

/**
 * The Instagram posts and magazine screens through /v10/admin/content: a content editor adds,
 * edits and removes a post or an article, each change audited, the cached pages purged, and
 * seen at once by the public feeds; bad input is a 422 in Persian and changes nothing.
 */
const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const BASE = '/v10/admin/content';
const auditOf = (action: string, subjectId: number) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.subjectId, String(subjectId))));

describe('Instagram posts', () => {
  it('round trip: added, shown by the public list, edited, hidden, deleted, each audited', async () => {
    const { auth } = await readyStaff(t, 'content-editor');
    const [product] = await t.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.status, 1)).limit(1);
    const version = pageVersion();
    const created = await t.call(
      'POST',
      `${BASE}/instagram/create`,
      { title: 'تخفیف ويژه هدفون', link: 'https://www.instagram.com/p/new-post', product_id: String(product!.id), sort: '۰', is_active: 'on', art: 'audio' },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.msg).toBe('پست اینستاگرام افزوده شد.');
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ title: 'تخفیف ویژه هدفون', productId: product!.id, isActive: true });
    expect(created.body.data.art).toMatchObject({ shape: 'headphone', label: 'تخفیف ویژه هدفون' });
    expect(pageVersion()).not.toBe(version);
    expect(await auditOf('content.instagram.created', id)).toHaveLength(1);

    const list = await t.call('GET', `${BASE}/instagram`, undefined, auth);
    expect(list.body.data.items.map((p: { id: number }) => p.id)).toContain(id);
    const shown = (await t.call('GET', '/v6/promotion/instagram-list?per-page=50')).body.data.items.find((p: { id: number }) => p.id === id);
    expect(shown).toMatchObject({ title: 'تخفیف ویژه هدفون', link: 'https://www.instagram.com/p/new-post', product: { id: product!.id, slug: product!.slug } });

    const updated = await t.call(
      'POST',
      `${BASE}/instagram/update`,
      { id, title: 'هدفون ورزشی', link: 'https://instagram.com/p/new-post', product_id: '', sort: 3 },
      auth,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'هدفون ورزشی', productId: null, isActive: false, sort: 3 });
    const [audit] = await auditOf('content.instagram.updated', id);
    expect(audit!.before).toMatchObject({ title: 'تخفیف ویژه هدفون', isActive: true });
    expect(audit!.after).toMatchObject({ title: 'هدفون ورزشی', isActive: false });
    const after = (await t.call('GET', '/v6/promotion/instagram-list?per-page=50')).body.data.items;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(id);

    const gone = await t.call('POST', `${BASE}/instagram/delete`, { id }, auth);
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(instagramPosts).where(eq(instagramPosts.id, id))).toHaveLength(0);
    expect((await t.call('POST', `${BASE}/instagram/delete`, { id }, auth)).status).toBe(404);
  });

  it('refuses a link off Instagram, an unknown product, a missing look and a long title, in Persian, adding nothing', async () => {
    const { auth } = await readyStaff(t, 'content-editor');
    const before = (await t.db.select().from(instagramPosts)).length;
    const bad = await t.call('POST', `${BASE}/instagram/create`, { title: 'خ'.repeat(121), link: 'https://evil.example/p/1', product_id: 'abc' }, auth);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual({
      title: 'حداکثر ۱۲۰ نویسه مجاز است',
      link: 'نشانی پست باید نشانی اینستاگرام باشد، مثلاً https://instagram.com/p/…',
      product_id: 'شناسهٔ کالا باید عدد باشد',
      art: 'طرح تصویر را انتخاب کنید',
    });
    const unknown = await t.call(
      'POST',
      `${BASE}/instagram/create`,
      { title: 'پست', link: 'https://instagram.com/p/x', product_id: 2_000_000, art: 'digital', is_active: true },
      auth,
    );
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown)).toEqual({ product_id: 'کالایی با این شناسه پیدا نشد' });
    expect((await t.db.select().from(instagramPosts)).length).toBe(before);
  });
});

describe('magazine articles', () => {
  it('round trip: an article added now leads /v8/mag-news/index, is edited and deleted, each audited', async () => {
    const { auth } = await readyStaff(t, 'content-editor');
    const created = await t.call(
      'POST',
      `${BASE}/mag-news/create`,
      {
        title: 'راهنمای خرید جاروبرقی',
        summary: 'نکته‌های خرید جاروبرقی برای خانه‌های کوچک و بزرگ.',
        link: '/faq',
        published_at: '2099-01-01T10:00',
        art: 'appliance',
      },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    // Tehran wall-clock time, stored as the instant (UTC+3:30).
    expect(created.body.data.publishedAt).toBe('2099-01-01T06:30:00.000Z');
    expect(await auditOf('content.mag-news.created', id)).toHaveLength(1);
    const feed = await t.call('GET', '/v8/mag-news/index');
    expect(feed.body.data.items[0]).toMatchObject({ id, title: 'راهنمای خرید جاروبرقی', link: '/faq', image: { src: `/media/b/mag/${id}-800.webp` } });

    const updated = await t.call(
      'POST',
      `${BASE}/mag-news/update`,
      {
        id,
        title: 'جاروبرقی بخریم یا جارو شارژی؟',
        summary: 'مقایسهٔ دو نوع جارو.',
        link: 'https://mag.bazaar.example/vacuum',
        published_at: '2099-01-02T09:00',
      },
      auth,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await t.call('GET', '/v8/mag-news/index')).body.data.items[0]).toMatchObject({ id, link: 'https://mag.bazaar.example/vacuum' });
    expect(await auditOf('content.mag-news.updated', id)).toHaveLength(1);

    expect((await t.call('POST', `${BASE}/mag-news/delete`, { id }, auth)).status).toBe(200);
    expect(await t.db.select().from(magNews).where(eq(magNews.id, id))).toHaveLength(0);
  });

  it('refuses a link to another site without https, a bad date and an empty summary, in Persian', async () => {
    const { auth } = await readyStaff(t, 'content-editor');
    const res = await t.call(
      'POST',
      `${BASE}/mag-news/create`,
      { title: 'مطلب', summary: ' ', link: '//evil.example', published_at: 'فردا', art: 'digital' },
      auth,
    );
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({
      summary: 'این فیلد الزامی است',
      link: 'پیوند باید نشانی‌ای از همین فروشگاه (با / شروع شود) یا نشانی کامل https باشد',
      published_at: 'زمان انتشار را به‌درستی وارد کنید',
    });
  });
});
