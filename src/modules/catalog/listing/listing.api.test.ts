import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import type { ProductCard } from '../card.ts';

const t = useTestApi();
const cards = async (query: string) => {
  const res = await t.call('GET', `/v10/product/index?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { items: ProductCard[]; _meta: { totalCount: number }; search?: unknown };
};

describe('GET /v10/product/index', () => {
  it('returns cards with every field of spec section 3', async () => {
    const { items, _meta } = await cards('per-page=5');
    expect(items).toHaveLength(5);
    expect(_meta.totalCount).toBeGreaterThan(100);
    const card = items[0]!;
    for (const key of [
      'id',
      'variety_id',
      'name',
      'name_en',
      'percentOff',
      'price_main',
      'price_off',
      'status',
      'image',
      'slug',
      'survey',
      'activeColors',
      'moreActiveColors',
      'fastSend',
      'promotion',
      'maxOrderCount',
      'briefFeatures',
      'tags',
      'guarantee',
      'company',
      'coVarieties',
    ]) {
      expect(card).toHaveProperty(key);
    }
    expect(card.status).toHaveProperty('can_buy');
    expect(card.image?.src).toMatch(/^\/media\/p\/\d+-332\.webp$/);
  });

  it('filters by main category (with every sub-category below it)', async () => {
    const { items, _meta } = await cards('category=digital-devices&per-page=50');
    expect(_meta.totalCount).toBeGreaterThan(10);
    const digitalLeaves = [
      'smartphone',
      'phone-case',
      'phone-charger',
      'power-bank',
      'laptop',
      'computer-mouse',
      'computer-keyboard',
      'usb-flash-drive',
      'tablet',
      'tablet-case',
      'stylus-pen',
      'wireless-headphones',
      'bluetooth-earbuds',
      'bluetooth-speaker',
      'smartwatch',
      'smart-band',
    ];
    expect(items.every((c) => digitalLeaves.includes(c.category.slug))).toBe(true);
  });

  it('filters by brand, price range (rials), availability, discount and fast send', async () => {
    const brand = await cards('brand=samsung&per-page=50');
    expect(brand.items.length).toBeGreaterThan(0);
    expect(brand.items.every((c) => /Samsung/.test(c.name_en))).toBe(true);

    const priced = await cards('price_min=5000000&price_max=50000000&per-page=50');
    expect(priced.items.every((c) => c.price_off >= 5_000_000 && c.price_off <= 50_000_000)).toBe(true);

    const available = await cards('available=1&per-page=50');
    expect(available.items.every((c) => c.status.can_buy || c.status.code !== 1)).toBe(true);

    const discounted = await cards('has_discount=1&per-page=50');
    expect(discounted.items.length).toBeGreaterThan(0);
    expect(discounted.items.every((c) => c.price_main > c.price_off)).toBe(true);

    const fast = await cards('fast_send=1&per-page=50');
    expect(fast.items.every((c) => c.fastSend)).toBe(true);
  });

  it('sorts by price both ways, in-stock first', async () => {
    const asc = (await cards('sort=price&available=1&per-page=30')).items.map((c) => c.price_off);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await cards('sort=-price&available=1&per-page=30')).items.map((c) => c.price_off);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const all = (await cards('sort=price&per-page=50')).items.map((c) => c.status.can_buy);
    expect(all.indexOf(false) === -1 || all.slice(all.indexOf(false)).every((x) => !x)).toBe(true);
  });

  it('sorts by biggest discount', async () => {
    const items = (await cards('sort=discount&available=1&per-page=20')).items.map((c) => c.percentOff);
    expect(items).toEqual([...items].sort((a, b) => b - a));
  });

  it('searches in Persian whatever the keyboard: Arabic ي/ك, ZWNJ, Persian digits', async () => {
    const persian = await cards(`q=${encodeURIComponent('گوشی موبایل')}`);
    expect(persian._meta.totalCount).toBeGreaterThan(0);
    const arabic = await cards(`q=${encodeURIComponent('گوشي موبايل')}`);
    expect(arabic._meta.totalCount).toBe(persian._meta.totalCount);
    const kaf = await cards(`q=${encodeURIComponent('كيبورد')}`);
    expect(kaf._meta.totalCount).toBe((await cards(`q=${encodeURIComponent('کیبورد')}`))._meta.totalCount);
    expect(kaf._meta.totalCount).toBeGreaterThan(0);
  });

  it('corrects a typo from the catalogue vocabulary and says what it searched', async () => {
    const typo = (await t.call('GET', `/v10/product/index?q=${encodeURIComponent('گوشی سامسنگ')}`)).body.data;
    expect(typo.corrected).toBe('گوشی سامسونگ');
    expect(typo._meta.totalCount).toBeGreaterThan(0);
    const brandTypo = (await t.call('GET', `/v10/product/index?q=${encodeURIComponent('سامسنگ')}`)).body.data;
    expect(brandTypo.corrected).toBe('سامسونگ');
    expect(brandTypo.items[0].name).toContain('سامسونگ');
    const exact = (await t.call('GET', `/v10/product/index?q=${encodeURIComponent('سامسونگ')}`)).body.data;
    expect(exact.corrected).toBeUndefined();
  });

  it('ranks products whose name has every word first', async () => {
    const items = (await cards(`q=${encodeURIComponent('سامسونگ')}&per-page=50`)).items;
    const named = items.map((c) => c.name.includes('سامسونگ'));
    expect(named[0]).toBe(true);
    expect(named.indexOf(false) === -1 || named.slice(named.indexOf(false)).every((x) => !x) || items.some((c) => !c.status.can_buy)).toBe(true);
  });

  it('answers a search that finds nothing with popular products and says so, and 422 for a bad sort', async () => {
    const none = await cards(`q=${encodeURIComponent('xyzzy qwpzk')}`);
    expect(none.items.length).toBeGreaterThan(0);
    expect(none.search).toMatchObject({ fallback: 'popular' });
    const bad = await t.call('GET', '/v10/product/index?sort=cheapest');
    expect(bad.status).toBe(422);
    expect(bad.body.data[0].field).toBe('sort');
  });

  it('offers facets on request', async () => {
    const res = await t.call('GET', '/v10/product/index?category=digital-devices&expand=facets&per-page=1');
    const { facets } = res.body.data;
    expect(facets.brands.length).toBeGreaterThan(0);
    expect(facets.price.max).toBeGreaterThanOrEqual(facets.price.min);
  });
});

describe("GET /v6/product/count (the filter sheet's live count)", () => {
  const count = async (query: string) => (await t.call('GET', `/v6/product/count?${query}`)).body.data.count as number;

  it('counts what the listing with the same filters shows', async () => {
    const query = 'category=digital-devices&brand=samsung&price_min=5000000';
    expect(await count(query)).toBe((await cards(`${query}&per-page=1`))._meta.totalCount);
  });

  it('counts the promotion listing with promotion=1', async () => {
    const all = await count('');
    const promoted = await count('promotion=1');
    expect(promoted).toBeGreaterThan(0);
    expect(promoted).toBeLessThan(all);
  });
});

describe('card prices follow promotions', () => {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

  it('uses a running promotion price on the card and refreshes it when the promotion ends', async () => {
    const { sql } = await import('drizzle-orm');
    const { refreshPromotionBoundaries } = await import('../cards.ts');
    const [promoted] = rowsOf<{ product_id: number; price_rial: number; promotion_id: number }>(
      await t.db.execute(sql`
        select v.product_id, pv.price_rial, pr.id as promotion_id from promotion_varieties pv
        join promotions pr on pr.id = pv.promotion_id join varieties v on v.id = pv.variety_id
        join products p on p.id = v.product_id
        where not pr.app_only and pr.ends_at > now() and pv.sold_count < pv.count and p.card_variety_id = v.id
        limit 1`),
    );
    expect(promoted).toBeDefined();
    const price = async () =>
      Number(rowsOf<{ p: number }>(await t.db.execute(sql`select card_price_rial as p from products where id = ${promoted!.product_id}`))[0]!.p);
    expect(await price()).toBe(Number(promoted!.price_rial));

    await t.db.execute(sql`update promotions set ends_at = ${new Date(Date.now() - 1000).toISOString()} where id = ${promoted!.promotion_id}`);
    expect(await refreshPromotionBoundaries(t.db, new Date(Date.now() - 60_000), new Date())).toBeGreaterThan(0);
    expect(await price()).toBeGreaterThan(Number(promoted!.price_rial));
  });
});

describe('counting a listing', () => {
  it('reads the planner’s estimate on this engine, which decides whether counting is worth it', async () => {
    const { estimatedRows } = await import('./count.ts');
    const { sql } = await import('drizzle-orm');
    expect(await estimatedRows(t.db, sql`p.status <> 0`)).toBeGreaterThan(0);
    expect(await estimatedRows(t.db, sql`p.status <> 0 and p.card_price_rial > ${1}`)).toBeGreaterThan(0);
  });
});
