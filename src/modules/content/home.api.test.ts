import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import type { ProductCard } from '#modules/catalog/card.ts';
import type { HomeData } from './home.ts';
import type { ProductSliderBlock } from './home-sliders.ts';
import { banners } from './schema.ts';

const t = useTestApi();

const views = async (id: number) => (await t.db.select({ n: banners.viewCount }).from(banners).where(eq(banners.id, id)))[0]?.n;

describe('GET /v10/site/index', () => {
  it('returns every home section', async () => {
    const res = await t.call('GET', '/v10/site/index');
    expect(res.status).toBe(200);
    const data = res.body.data as HomeData;

    expect(data.sliders.length).toBeGreaterThan(0);
    const slide = data.sliders[0]!;
    expect(slide.image).toEqual({
      src: `/media/b/slider/${slide.id}-800.webp`,
      srcset: `/media/b/slider/${slide.id}-400.webp 400w, /media/b/slider/${slide.id}-800.webp 800w, /media/b/slider/${slide.id}-1200.webp 1200w`,
      width: 1200,
      height: 600,
    });

    expect(data.categories.map((c) => c.href)).toEqual(['/main/digital-devices', '/main/beauty-and-health', '/main/home-kitchen', '/main/car-accessories']);
    expect(data.categories[0]!.children.length).toBeGreaterThan(0);
    expect(data.categories[0]!.children[0]!.href).toMatch(/^\/search\/category-[a-z0-9-]+$/);

    expect(data.promotion?.title).toBe('پیشنهاد شگفت‌انگیز');
    expect(data.promotion!.items.length).toBeGreaterThan(0);
    expect(data.popup).toMatchObject({ id: data.promotion!.id, endsAt: data.promotion!.endsAt });

    expect(data.productSliders.length).toBeGreaterThan(0);
    for (const s of data.productSliders) {
      expect(s.items.length).toBeGreaterThan(0);
      expect(s.items.length).toBeLessThanOrEqual(12);
      expect(s.items.every((c) => c.status.can_buy)).toBe(true);
    }

    expect(data.brands.length).toBeGreaterThan(0);
    expect(data.brands.length).toBeLessThanOrEqual(12);
    const counts = data.brands.map((b) => b.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.brands[0]).toEqual(
      expect.objectContaining({ slug: expect.any(String), name: expect.any(String), name_en: expect.any(String), color: expect.stringMatching(/^#/) }),
    );

    for (const position of ['top', 'middle', 'bottom'] as const) {
      expect(data.banners[position].length).toBeGreaterThan(0);
      expect(data.banners[position].every((b) => b.position === position && b.image.src === `/media/b/banner/${b.id}-800.webp`)).toBe(true);
    }

    expect(data.magNews.length).toBeGreaterThan(0);
    expect(data.magNews.length).toBeLessThanOrEqual(4);
    const dates = data.magNews.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('serves the pictures it links to', async () => {
    const data = (await t.call('GET', '/v10/site/index')).body.data as HomeData;
    const res = await t.app.request(data.banners.top[0]!.image.src);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
  });
});

describe('the home does not show the amazing offers twice', () => {
  it("a discounted row leaves out the strip's products and fills from further down its listing", async () => {
    const data = (await t.call('GET', '/v10/site/index')).body.data as HomeData;
    const strip = new Set(data.promotion!.items.map((i) => i.id));
    const discounted = data.productSliders.filter((s) => s.kind === 'discounted');
    expect(discounted.length).toBeGreaterThan(0);
    for (const row of discounted) {
      expect(row.items.some((c) => strip.has(c.id))).toBe(false);
      expect(row.items.length).toBeGreaterThan(0);
    }
  });
});

describe('product rows', () => {
  it('GET /v6/product-slider/index fills each row with the first cards of the listing it links to', async () => {
    const res = await t.call('GET', '/v6/product-slider/index');
    expect(res.status).toBe(200);
    const items = res.body.data.items as (ProductSliderBlock & { items: ProductCard[] })[];
    expect(items.map((s) => s.kind)).toEqual(expect.arrayContaining(['newest', 'best-selling', 'discounted', 'category']));
    for (const slider of items) {
      const query = new URLSearchParams({ sort: slider.query.sort, available: '1', 'per-page': '12' });
      if (slider.query.category) query.set('category', slider.query.category);
      if (slider.query.has_discount) query.set('has_discount', '1');
      const listing = await t.call('GET', `/v10/product/index?${query}`);
      expect(slider.items.map((c) => c.id)).toEqual(listing.body.data.items.map((c: ProductCard) => c.id));
    }
    const discounted = items.find((s) => s.kind === 'discounted')!;
    expect(discounted.items.every((c) => c.price_main > c.price_off)).toBe(true);
  });

  it('GET /v8/product/product-uis lists the rows with their "see all" listing links', async () => {
    const res = await t.call('GET', '/v8/product/product-uis');
    expect(res.status).toBe(200);
    const items = res.body.data.items as ProductSliderBlock[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.find((s) => s.kind === 'newest')?.href).toBe('/search?sort=newest');
    expect(items.find((s) => s.kind === 'discounted')?.href).toBe('/search?has_discount=1&sort=discount');
    expect(items.find((s) => s.kind === 'category')).toMatchObject({ href: '/search/category-smartphone', category: { slug: 'smartphone' } });
    expect(items[0]).not.toHaveProperty('items');
  });
});

describe('GET /v8/mag-news/index', () => {
  it('is a paged collection, newest first', async () => {
    const res = await t.call('GET', '/v8/mag-news/index?per-page=2&page=2');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data._meta).toMatchObject({ currentPage: 2, perPage: 2 });
    expect(res.body.data._meta.totalCount).toBeGreaterThanOrEqual(4);
    expect(res.headers.get('X-Pagination-Current-Page')).toBe('2');
    expect(res.body.data.items[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), summary: expect.any(String), link: expect.any(String), publishedAt: expect.any(String) }),
    );
  });

  it.each(['page=0', 'per-page=0', 'per-page=51', 'page=x'])('answers 422 to %s', async (q) => {
    expect((await t.call('GET', `/v8/mag-news/index?${q}`)).status).toBe(422);
  });
});

describe('POST /v6/banner/update-view-counter', () => {
  it('counts one view per call (JSON body)', async () => {
    const [banner] = await t.db.select().from(banners).limit(1);
    const before = (await views(banner!.id))!;
    const res = await t.call('POST', '/v6/banner/update-view-counter', { id: banner!.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: banner!.id } });
    expect(await views(banner!.id)).toBe(before + 1);
  });

  it('accepts a form body and a string id, and counts concurrent views atomically', async () => {
    const [, banner] = await t.db.select().from(banners).limit(2);
    const before = (await views(banner!.id))!;
    const form = await t.app.request('/v6/banner/update-view-counter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `id=${banner!.id}`,
    });
    expect(form.status).toBe(200);
    expect(await views(banner!.id)).toBe(before + 1);
    await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/v6/banner/update-view-counter', { id: String(banner!.id) })));
    expect(await views(banner!.id)).toBe(before + 6);
  });

  it('answers 404 for an unknown banner', async () => {
    const res = await t.call('POST', '/v6/banner/update-view-counter', { id: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: -1 }], [{ id: 1.5 }], [{ id: true }], [{ id: { $gt: 0 } }], [{ id: 99_999_999_999 }]])(
    'answers 422 to %j',
    async (body) => {
      const res = await t.call('POST', '/v6/banner/update-view-counter', body);
      expect(res.status).toBe(422);
      expect(res.body.data[0].field).toBe('id');
    },
  );

  it('answers 400 to malformed JSON and 404 to GET, never 500', async () => {
    expect((await t.call('POST', '/v6/banner/update-view-counter', '{"id":')).status).toBe(400);
    expect((await t.call('GET', '/v6/banner/update-view-counter?id=1')).status).toBe(404);
  });
});
