import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { products } from '#modules/catalog/schema.ts';
import { instagramPosts } from './schema.ts';

/**
 * `GET /v6/promotion/instagram-list`: the seeded posts, shown ones only, in their order, each
 * `{ id, title, link, image, product: { id, slug, name } | null }`, in the collection envelope;
 * and their drawn pictures under /media/b/instagram/.
 */
const t = useTestApi();

describe('GET /v6/promotion/instagram-list', () => {
  it('lists the shown posts by their order, with the product each shows', async () => {
    const res = await t.call('GET', '/v6/promotion/instagram-list');
    expect(res.status).toBe(200);
    const { items, _meta } = res.body.data;
    expect(_meta).toMatchObject({ totalCount: 5, currentPage: 1 });
    expect(items).toHaveLength(5);
    const [first] = items;
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'جعبه‌گشایی گوشی تازه',
      link: 'https://instagram.com/p/bazaar-unboxing-phone',
      image: { src: `/media/b/instagram/${first.id}-800.webp`, srcset: expect.stringContaining('400w'), width: 1200, height: 600 },
      product: { id: expect.any(Number), slug: expect.any(String), name: expect.any(String) },
    });
    // The warehouse post shows no product.
    expect(items.at(-1)).toMatchObject({ title: 'پشت صحنهٔ انبار بازار', product: null });
  });

  it('pages, hides what is hidden, and shows no product for one taken off sale', async () => {
    const page = await t.call('GET', '/v6/promotion/instagram-list?per-page=2&page=2');
    expect(page.body.data.items).toHaveLength(2);
    expect(page.headers.get('X-Pagination-Page-Count')).toBe('3');
    expect((await t.call('GET', '/v6/promotion/instagram-list?per-page=99')).status).toBe(422);

    const [hidden, offSale] = await t.db.select().from(instagramPosts).orderBy(instagramPosts.sort).limit(2);
    await t.db.update(instagramPosts).set({ isActive: false }).where(eq(instagramPosts.id, hidden!.id));
    const [before] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, offSale!.productId!));
    await t.db.update(products).set({ status: 0 }).where(eq(products.id, offSale!.productId!));
    try {
      const res = await t.call('GET', '/v6/promotion/instagram-list');
      expect(res.body.data._meta.totalCount).toBe(4);
      expect(res.body.data.items.map((p: { id: number }) => p.id)).not.toContain(hidden!.id);
      expect(res.body.data.items[0]).toMatchObject({ id: offSale!.id, product: null });
    } finally {
      await t.db.update(instagramPosts).set({ isActive: true }).where(eq(instagramPosts.id, hidden!.id));
      await t.db.update(products).set({ status: before!.status }).where(eq(products.id, offSale!.productId!));
    }
  });

  it("serves each post's drawn picture", async () => {
    const [post] = await t.db.select().from(instagramPosts).limit(1);
    const res = await t.app.request(`/media/b/instagram/${post!.id}-400.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
  });
});

describe('GET /v8/mag-news/index', () => {
  it('is the magazine, newest first, in the collection envelope', async () => {
    const res = await t.call('GET', '/v8/mag-news/index');
    expect(res.status).toBe(200);
    const dates = res.body.data.items.map((m: { publishedAt: string }) => Date.parse(m.publishedAt));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(res.body.data.items[0].image.src).toMatch(/^\/media\/b\/mag\/\d+-800\.webp$/);
  });
});
