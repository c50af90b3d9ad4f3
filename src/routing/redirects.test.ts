import { describe, expect, it } from 'vitest';
import { redirectFor, type RedirectContext } from './redirects.ts';

const slugs: Record<string, Record<number, string>> = {
  category: { 3: 'smartphone', 7: 'laptop' },
  brand: { 1: 'samsung' },
  product: { 42: 'galaxy-a55' },
};
const ctx = (variant: 'retail' | 'wholesale' = 'retail'): RedirectContext => ({
  variant,
  campaign: 'phone-intro',
  slugOf: async (kind, id) => slugs[kind]?.[id] ?? null,
});
const go = async (path: string, variant: 'retail' | 'wholesale' = 'retail') => redirectFor(new URL(path, 'http://shop.test'), ctx(variant));

describe('redirect rules (spec section 2), retail', () => {
  it.each([
    ['/category/digital-devices', '/main/digital-devices'],
    ['/category/x/y/home-kitchen?utm=1', '/main/home-kitchen?utm=1'],
    ['/category/mobile/smartphone', '/search/category-smartphone'],
    ['/category/smartphone?sort=price', '/search/category-smartphone?sort=price'],
    ['/product/intro/a55', '/product/intro/a55?referer=phone-intro&utm_source=phone-intro'],
    ['/product/intro/a55?color=blue', '/product/intro/a55?color=blue&referer=phone-intro&utm_source=phone-intro'],
    ['/products/main?category_id=3', '/search/smartphone'],
    ['/products/main?brand_id=1&x=2', '/brand/samsung?x=2'],
    ['/products/product-category?ProductSearch%5Bcategory_id%5D=7', '/search/laptop'],
    ['/products/view?id=42', '/product/galaxy-a55'],
    ['/products/index?p_id=42&ref=sms', '/product/galaxy-a55?ref=sms'],
    ['/search?category=mobile&subCategory1=phones&subCategory2=android&sort=price', '/search/mobile/phones/android?sort=price'],
    ['/product/compare-product/1/2/3', '/product/compare?products=1,2,3'],
    ['/m/abc/key123', '/order-in-person/abc?auth_key=key123'],
    ['/search/mobile/smartphone', '/search/category-smartphone'],
    ['/search/a/b/smartphone?q=x', '/search/category-smartphone?q=x'],
    ['/search/mobile/brand/samsung', '/search/category-mobile/samsung'],
    // A segment that already has the category prefix never gets it twice.
    ['/search/category-mobile/brand/samsung', '/search/category-mobile/samsung'],
    ['/search/category-mobile/brand/samsung?q=x', '/search/category-mobile/samsung?q=x'],
    ['/search/brand/samsung', '/brand/samsung'],
    ['/search/digital-devices', '/main/digital-devices'],
    ['/search/category-beauty-and-health?sort=newest', '/main/beauty-and-health?sort=newest'],
    ['/userpanel', '/profile'],
  ])('%s → %s', async (from, to) => {
    expect(await go(from)).toEqual({ location: to });
  });

  it.each([
    '/search',
    '/search?q=x',
    '/search?q=%DA%AF%D9%88%D8%B4%DB%8C%20%D8%B3%D8%A7%D9%85',
    '/search?q=a+b&brand=x',
    '/search/category-smartphone',
    '/search/category-mobile/samsung',
    '/search/smartphone',
    '/product/intro/a55?referer=x',
    '/category/cuteCategory/laptop',
    '/',
    '/main/digital-devices',
    '/product/galaxy-a55/features',
  ])('leaves %s alone', async (path) => {
    expect(await go(path)).toBeNull();
  });

  it.each([
    '/products/main?category_id=999',
    '/products/main?brand_id=abc',
    '/products/view?id=',
    '/products/view',
    '/products/index?p_id=-1',
    '/products/main',
  ])('an unknown or malformed legacy id (%s) is a 404, not a broken redirect', async (path) => {
    expect(await go(path)).toEqual({ notFound: true });
  });
});

describe('redirect rules, wholesale', () => {
  it.each([
    ['/search/category-smartphone', '/b2b/search/category-smartphone'],
    ['/search/mobile/smartphone?sort=newest', '/b2b/search/category-smartphone'],
    ['/b2b/search/category-smartphone?sort=newest&page=2', '/b2b/search/category-smartphone?page=2'],
    ['/b2b/search/mobile/brand/samsung', '/b2b/search/category-mobile/samsung'],
    ['/b2b/search/category-mobile/brand/samsung', '/b2b/search/category-mobile/samsung'],
    ['/search?category=mobile', '/b2b/search/mobile'],
  ])('%s → %s', async (from, to) => {
    expect(await go(from, 'wholesale')).toEqual({ location: to });
  });

  it.each(['/b2b/search/category-smartphone?sort=price', '/b2b/search/category-smartphone?sort=-price', '/b2b/search'])('keeps %s', async (path) => {
    expect(await go(path, 'wholesale')).toBeNull();
  });
});

describe('no open redirect', () => {
  it.each([
    '/category//evil.com',
    '/category/%2F%2Fevil.com',
    '/m/%2F%2Fevil.com/k',
    '/search/a/%2F%2Fevil.com',
    '/products/view?id=42&next=https://evil.com',
    '/userpanel?next=//evil.com',
  ])('%s stays on our origin', async (path) => {
    const r = await go(path);
    if (r && 'location' in r) {
      expect(r.location.startsWith('/')).toBe(true);
      expect(r.location.startsWith('//')).toBe(false);
      expect(new URL(r.location, 'http://shop.test').origin).toBe('http://shop.test');
    }
  });
});
