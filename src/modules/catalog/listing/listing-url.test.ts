import { describe, expect, it } from 'vitest';
import { hasFilters, listingHref, pageWindow } from './listing-url.ts';

describe('listing URLs', () => {
  it('puts every filter and the sort in the query, page only past the first', () => {
    expect(listingHref('/search', { q: 'گوشی', brand: ['samsung', 'apple'], available: true, sort: 'price' }, 2)).toBe(
      `/search?q=${encodeURIComponent('گوشی').replace(/%20/g, '+')}&brand=samsung&brand=apple&available=1&sort=price&page=2`,
    );
    expect(listingHref('/brand/samsung', {}, 1)).toBe('/brand/samsung');
  });

  it('knows when the listing is narrowed by filters', () => {
    expect(hasFilters({ q: 'x', sort: 'price' })).toBe(false);
    expect(hasFilters({ has_discount: true })).toBe(true);
  });

  it('shows a window of pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 20)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
