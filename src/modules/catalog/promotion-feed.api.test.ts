import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';

/**
 * The promotion listing's feeds for clients: /v6/promotion/index (the /promotion page's cards
 * in the collection envelope, with the running promotions) and /v6/promotion/filter (the
 * filters among promoted products, categories included). Public: no sign-in.
 */
const t = useTestApi();

interface Card {
  id: number;
  slug: string;
  name: string;
  price_off: number;
  promotion: unknown;
}

describe('GET /v6/promotion/index', () => {
  it('lists the promoted products as a paged collection with the running promotions', async () => {
    const res = await t.call('GET', '/v6/promotion/index?per-page=5');
    expect(res.status).toBe(200);
    const { items, _meta, _links, promotions } = res.body.data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(_meta).toMatchObject({ currentPage: 1, perPage: 5 });
    expect(_meta.totalCount).toBeGreaterThanOrEqual(items.length);
    expect(_links.self.href).toContain('/v6/promotion/index');
    expect(res.headers.get('X-Pagination-Total-Count')).toBe(String(_meta.totalCount));
    expect(items[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), price_off: expect.any(Number) }),
    );
    // Promoted products are what /promotion lists: some card shows its offer.
    expect(items.some((c: Card) => c.promotion !== null)).toBe(true);
    expect(promotions.length).toBeGreaterThan(0);
    expect(promotions[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), startsAt: expect.any(String), endsAt: expect.any(String) }),
    );
    for (const p of promotions) expect(new Date(p.endsAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('pages without repeating and narrows by the filters', async () => {
    const [first, second] = await Promise.all([t.call('GET', '/v6/promotion/index?per-page=3&page=1'), t.call('GET', '/v6/promotion/index?per-page=3&page=2')]);
    expect(second.body.data._meta.currentPage).toBe(2);
    const ids = new Set(first.body.data.items.map((c: Card) => c.id));
    for (const c of second.body.data.items) expect(ids.has(c.id)).toBe(false);

    const filters = await t.call('GET', '/v6/promotion/filter');
    const brand = filters.body.data.brands[0];
    const narrowed = await t.call('GET', `/v6/promotion/index?brand=${brand.slug}&per-page=50`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.data._meta.totalCount).toBe(brand.count);
    const all = await t.call('GET', '/v6/promotion/index?per-page=1');
    expect(all.body.data._meta.totalCount).toBeGreaterThanOrEqual(brand.count);
  });

  it.each(['page=0', 'per-page=51', 'sort=cheapest'])('answers 422 to %s', async (q) => {
    const res = await t.call('GET', `/v6/promotion/index?${q}`);
    expect(res.status).toBe(422);
    expect(res.body.data[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /v6/promotion/filter', () => {
  it('offers the categories, brands and price range of the promoted products', async () => {
    const res = await t.call('GET', '/v6/promotion/filter');
    expect(res.status).toBe(200);
    const { categories, brands, price } = res.body.data;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories[0]).toEqual({ slug: expect.any(String), name: expect.any(String), count: expect.any(Number) });
    expect(brands.length).toBeGreaterThan(0);
    expect(price.min).toBeLessThanOrEqual(price.max);
    const total = (await t.call('GET', '/v6/promotion/index?per-page=1')).body.data._meta.totalCount;
    expect(categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(total);

    // A category's products on promotion are what the listing finds in it.
    const category = categories[0];
    const inCategory = await t.call('GET', `/v6/promotion/index?category=${category.slug}&per-page=1`);
    expect(inCategory.body.data._meta.totalCount).toBe(category.count);
  });
});
