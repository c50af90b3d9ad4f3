import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { cacheStore, MemoryStore, setCacheStore } from '#server/cache/store.ts';
import type { CategoryRef } from '../lookups.ts';
import { pickCategories, suggestKey, type Suggestions } from './suggest.ts';

const t = useTestApi();
const suggest = async (q: string) => {
  const res = await t.call('GET', `/v6/product/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.data as Suggestions;
};

describe('GET /v6/product/search', () => {
  // Each test sees the database, not an answer cached by an earlier one.
  beforeEach(() => setCacheStore(new MemoryStore()));
  afterEach(() => {
    setCacheStore(undefined);
    delete process.env.SEARCH_CACHE_TTL;
  });

  it('suggests up to six products with small pictures and prices, and up to three categories', async () => {
    const data = await suggest('گوشی');
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(6);
    expect(data.total).toBeGreaterThanOrEqual(data.items.length);
    const item = data.items[0]!;
    expect(Object.keys(item).sort()).toEqual(['can_buy', 'href', 'id', 'image', 'name', 'price_main', 'price_off', 'slug'].sort());
    expect(item.image?.src).toMatch(/^\/media\/p\/\d+-148\.webp$/);
    expect(item.href).toBe(`/product/${item.slug}`);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeLessThanOrEqual(3);
    expect(data.categories[0]!.name).toContain('گوشی');
    for (const c of data.categories) expect(c.href).toMatch(new RegExp(`^(/main/|/search/category-)${c.slug}$`));
  });

  it('gives Arabic ي/ك and Persian digits the suggestions of the Persian spelling', async () => {
    process.env.SEARCH_CACHE_TTL = '0';
    const persian = await suggest('کیبورد');
    expect(persian.items.length).toBeGreaterThan(0);
    expect(await suggest('كيبورد')).toEqual(persian);
    const digits = await suggest('۱۲۸ گیگابایت');
    expect(digits.items.length).toBeGreaterThan(0);
    expect(await suggest('128 گيگابايت')).toEqual(digits);
  });

  it('still suggests with a typo', async () => {
    const typo = await suggest('سامسنگ');
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items[0]!.name).toContain('سامسونگ');
  });

  it('answers empty lists, not popular products, to words the shop has nothing for (the popup says so)', async () => {
    expect(await suggest('کتاب')).toEqual({ items: [], categories: [], total: 0 });
  });

  it('answers empty lists to an empty or blank query and trims long ones', async () => {
    expect(await suggest('')).toEqual({ items: [], categories: [], total: 0 });
    expect(await suggest('  \u200c ')).toEqual({ items: [], categories: [], total: 0 });
    const long = await t.call('GET', `/v6/product/search?q=${encodeURIComponent('سامسونگ '.repeat(40))}`);
    expect(long.status).toBe(200);
  });

  // It reads the cache store of the process that answered: this one's.
  it('caches under the normalised query unless SEARCH_CACHE_TTL is 0', () =>
    t.inOwnProcess(async () => {
      await suggest('سامسونگ');
      expect(await cacheStore().get(`search:suggest:${suggestKey('سامسونگ')}`)).toBeDefined();
      expect(suggestKey(' گوشي  موبايل ')).toBe('گوشی موبایل');

      setCacheStore(new MemoryStore());
      process.env.SEARCH_CACHE_TTL = '0';
      await suggest('سامسونگ');
      expect(await cacheStore().get(`search:suggest:${suggestKey('سامسونگ')}`)).toBeUndefined();
    }));
});

describe('pickCategories', () => {
  const ref = (slug: string, name: string, level: number): CategoryRef => ({
    id: slug.length,
    parentId: null,
    slug,
    name,
    level,
    allowAddFromListing: true,
    subtreeIds: [],
  });
  const refs = [ref('mobile', 'موبایل', 2), ref('smartphone', 'گوشی هوشمند', 3), ref('phone-case', 'قاب و کاور گوشی', 3), ref('laptop', 'لپ‌تاپ', 3)];

  it('puts categories named like the query first, then the products’ categories by count', () => {
    const picked = pickCategories(refs, ['گوشی'], ['laptop', 'mobile', 'laptop']);
    expect(picked.map((c) => c.slug)).toEqual(['smartphone', 'phone-case', 'laptop']);
    expect(pickCategories(refs, ['xyz'], []).length).toBe(0);
  });
});
