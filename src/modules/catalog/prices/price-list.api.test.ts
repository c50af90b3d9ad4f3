import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { persianNameKeyOf } from '../listing/name-order.ts';
import type { PriceListItem } from './price-list.ts';
import { brands, categories, products } from '../schema.ts';

const t = useTestApi();
const list = (query = '') => t.call('GET', `/v10/price-list/index${query ? `?${query}` : ''}`);
const byName = (a: PriceListItem, b: PriceListItem) => {
  const [x, y] = [persianNameKeyOf(a.name), persianNameKeyOf(b.name)];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

describe('Persian name order', () => {
  it('follows the Persian alphabet, not code points', () => {
    const words = ['یخچال', 'تلویزیون', 'پنکه', 'بخاری', 'گوشی', 'کتری', 'لپ‌تاپ', 'چای‌ساز', 'جارو', 'ژل', 'زودپز', 'وافل‌ساز', 'هدفون', 'آبمیوه‌گیری', 'اتو'];
    const sorted = [...words].sort((a, b) => (persianNameKeyOf(a) < persianNameKeyOf(b) ? -1 : 1));
    expect(sorted).toEqual([
      'آبمیوه‌گیری',
      'اتو',
      'بخاری',
      'پنکه',
      'تلویزیون',
      'جارو',
      'چای‌ساز',
      'زودپز',
      'ژل',
      'کتری',
      'گوشی',
      'لپ‌تاپ',
      'وافل‌ساز',
      'هدفون',
      'یخچال',
    ]);
    expect(persianNameKeyOf('كيك')).toBe(persianNameKeyOf('کیک'));
    expect(persianNameKeyOf('مدل ۱۲')).toBe(persianNameKeyOf('مدل 12'));
  });
});

describe('GET /v10/price-list/index', () => {
  it('lists sellable products by Persian name with brand, category, price, availability and price date', async () => {
    const res = await list('per-page=50');
    expect(res.status).toBe(200);
    const { items, _meta, _links } = res.body.data as { items: PriceListItem[]; _meta: Record<string, number>; _links: Record<string, unknown> };
    const sellable = rowsOf(await t.db.execute(sql`select count(*)::int as n from products where status = 1 and card_variety_id is not null`));
    expect(_meta).toMatchObject({ totalCount: num(sellable[0]!.n), currentPage: 1, perPage: 50 });
    expect(res.headers.get('X-Pagination-Total-Count')).toBe(String(_meta.totalCount));
    expect(_links).toHaveProperty('next');
    expect(items).toHaveLength(50);
    expect([...items].sort(byName)).toEqual(items);
    const item = items[0]!;
    expect(Object.keys(item).sort()).toEqual(['available', 'brand', 'category', 'id', 'name', 'price_main', 'price_off', 'slug', 'updated_at', 'variety_id']);
    expect(item.brand).toMatchObject({ id: expect.any(Number), slug: expect.stringMatching(/^[a-z0-9-]+$/), name: expect.any(String) });
    for (const i of items) {
      if (i.available) {
        expect(i.price_off).toBeGreaterThan(0);
        expect(i.price_main!).toBeGreaterThanOrEqual(i.price_off!);
      } else {
        expect(i.price_main).toBeNull();
        expect(i.price_off).toBeNull();
      }
    }
    // The price date is the last logged change of the shown variety.
    const logged = rowsOf(await t.db.execute(sql`select max(changed_at) as at from variety_price_log where variety_id = ${item.variety_id}`));
    expect(item.updated_at).toBe(new Date(logged[0]!.at as string).toISOString());

    const second = (await list('per-page=50&page=2')).body.data.items as PriceListItem[];
    expect(byName(items.at(-1)!, second[0]!)).toBeLessThan(0);
  });

  it('filters by category (with its subcategories), brand and search words', async () => {
    const [main] = await t.db.select().from(categories).where(eq(categories.slug, 'digital-devices'));
    const inMain = (await list(`category=${main!.slug}&per-page=50`)).body.data.items as PriceListItem[];
    expect(inMain.length).toBeGreaterThan(0);
    expect([...inMain].sort(byName)).toEqual(inMain);
    const subtree = rowsOf(
      await t.db.execute(sql`
      with recursive tree as (select id, slug from categories where id = ${main!.id} union all select c.id, c.slug from categories c join tree on c.parent_id = tree.id)
      select slug from tree`),
    ).map((r) => String(r.slug));
    for (const i of inMain) expect(subtree).toContain(i.category!.slug);

    const [first] = await t.db.select({ brandId: products.brandId }).from(products).where(eq(products.status, 1)).limit(1);
    const [brand] = await t.db.select().from(brands).where(eq(brands.id, first!.brandId));
    const ofBrand = (await list(`brand=${brand!.slug}&per-page=50`)).body.data.items as PriceListItem[];
    expect(ofBrand.length).toBeGreaterThan(0);
    for (const i of ofBrand) expect(i.brand!.slug).toBe(brand!.slug);

    const found = await list(`q=${encodeURIComponent(brand!.name)}`);
    expect(found.status).toBe(200);
    expect(found.body.data.items.length).toBeGreaterThan(0);
    expect((await list(`q=${encodeURIComponent('کلمه‌ای-که-نیست')}`)).body.data).toMatchObject({ items: [], _meta: { totalCount: 0 } });
  });

  it('sorts by price both ways, available products first', async () => {
    for (const [sort, dir] of [
      ['price', 1],
      ['-price', -1],
    ] as const) {
      const items = (await list(`sort=${sort}&per-page=50`)).body.data.items as PriceListItem[];
      const available = items.filter((i) => i.available);
      expect(items.slice(0, available.length).every((i) => i.available)).toBe(true);
      const prices = available.map((i) => i.price_off!);
      expect(prices).toEqual([...prices].sort((a, b) => dir * (a - b)));
    }
    const all = rowsOf(await t.db.execute(sql`select count(*)::int as n from products where status = 1 and card_variety_id is not null and not in_stock`));
    if (num(all[0]!.n) > 0) {
      const last = (await list('sort=price&per-page=50&page=3')).body.data.items as PriceListItem[];
      expect(last.some((i) => !i.available)).toBe(true);
    }
  });

  it('answers 404 for an unknown category or brand and 422 for malformed input', async () => {
    const noCategory = await list('category=no-such-category');
    expect(noCategory.status).toBe(404);
    expect(noCategory.body.message).toBe('دسته‌بندی مورد نظر یافت نشد');
    const noBrand = await list('brand=no-such-brand');
    expect(noBrand.status).toBe(404);
    expect(noBrand.body.message).toBe('برند مورد نظر یافت نشد');
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['category=%3Cb%3E', 'category'],
      ['brand=a%20b', 'brand.0'],
      ['per-page=51', 'per-page'],
      ['page=0', 'page'],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(res.body.data[0].field).toBe(field);
      expect(res.body.data[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    const beyond = await list('page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.items).toEqual([]);
  });
});
