import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';

const t = useTestApi();

describe('catalogue views and lookups', () => {
  it('shows a brand, a category and a seller by id or slug, 404 when unknown, 422 when malformed', async () => {
    expect((await t.call('GET', '/v6/brand/view?slug=samsung')).body.data).toMatchObject({ slug: 'samsung', name: 'سامسونگ', name_en: 'Samsung' });
    const cat = (await t.call('GET', '/v6/category/view?slug=smartphone')).body.data;
    expect(cat.path.map((c: { slug: string }) => c.slug)).toEqual(['digital-devices', 'mobile', 'smartphone']);
    expect((await t.call('GET', '/v6/company/view?id=1')).body.data).toMatchObject({ slug: 'bazaar', tier: expect.any(Object) });
    expect((await t.call('GET', '/v6/brand/view?slug=nope')).status).toBe(404);
    expect((await t.call('GET', '/v6/category/view?id=999999')).status).toBe(404);
    expect((await t.call('GET', '/v6/company/view')).status).toBe(422);
    expect((await t.call('GET', '/v6/brand/view?slug=%3Cscript%3E')).status).toBe(422);
  });

  it('gives a seller page with its top brands and categories, bounded by the limits', async () => {
    const res = await t.call('GET', '/v6/company/slug?slug=bazaar&company_brands_limit=3&company_cats_limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data.company.company_name).toBe('بازار');
    expect(res.body.data.brands.length).toBeLessThanOrEqual(3);
    expect(res.body.data.categories.length).toBeLessThanOrEqual(2);
    expect((await t.call('GET', '/v6/company/slug?slug=bazaar&company_brands_limit=500')).status).toBe(422);
    expect((await t.call('GET', '/v6/company/slug?id=1')).body.data).toEqual({ slug: 'bazaar' });
  });

  it('lists product varieties 50 per page in the spec shape, by ids in any list style', async () => {
    const page = await t.call('GET', '/v10/variety/index');
    expect(page.body.data._meta.perPage).toBe(50);
    const entry = page.body.data.items[0];
    for (const key of [
      'id',
      'product_id',
      'company_id',
      'price_main',
      'price_off',
      'original_price_off',
      'isBusiness',
      'percentOff',
      'status',
      'created_at',
      'color',
      'guarantee',
      'company',
      'product',
    ]) {
      expect(entry).toHaveProperty(key);
    }
    for (const key of ['id', 'image_alt', 'product_name', 'reserveCeilCount', 'slug', 'src', 'activeColors', 'moreActiveColors'])
      expect(entry.product).toHaveProperty(key);
    const brackets = await t.call('GET', '/v10/variety/index?ids[]=3&ids[]=1');
    const indexed = await t.call('GET', '/v10/variety/index?ids[0]=1&ids[1]=3');
    expect(brackets.body.data.items.map((i: { id: number }) => i.id)).toEqual([1, 3]);
    expect(indexed.body.data.items.map((i: { id: number }) => i.id)).toEqual([1, 3]);
    expect((await t.call('GET', '/v10/variety/index?ids[]=x')).status).toBe(422);
    expect((await t.call('GET', '/v10/variety/index?per-page=51')).status).toBe(422);
  });

  it('counts and facets a filter set, lists coming-soon products, answers cached-slug', async () => {
    const count = (await t.call('GET', '/v6/product/count?category=digital-devices')).body.data.count;
    const listed = (await t.call('GET', '/v10/product/index?category=digital-devices')).body.data._meta.totalCount;
    expect(count).toBe(listed);
    expect((await t.call('GET', '/v6/product/filter?category=digital-devices')).body.data.brands.length).toBeGreaterThan(0);
    const soon = await t.call('GET', '/v10/product/coming-soon-products');
    expect(soon.status).toBe(200);
    expect(soon.body.data.items.every((c: { status: { code: number } }) => c.status.code === 2)).toBe(true);
    expect((await t.call('GET', '/v6/product/cached-slug?id=1')).body.data.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('serves curated categories from the category tree', async () => {
    expect((await t.call('GET', '/v10/cute-category/index')).body.data.items).toHaveLength(4);
    expect((await t.call('GET', '/v10/cute-category/slug?slug=laptop')).body.data.slug).toBe('laptop');
  });
});
