import { describe, expect, it } from 'vitest';
import { clearFiltersHref, filterChips } from './filter-chips.ts';
import type { PageFilters } from './listing-url.ts';

const none: PageFilters = { brand: [], seller: [], color: [], available: false, fast_send: false, has_discount: false };
const names = {
  brands: [
    { slug: 'samsung', name: 'سامسونگ' },
    { slug: 'xiaomi', name: 'شیائومی' },
  ],
  colors: [{ key: 'black', name: 'مشکی' }],
};

describe('applied-filter chips', () => {
  it('has no chips without filters (search words and the sort are not filters)', () => {
    expect(filterChips('/search', { ...none, q: 'گوشی', sort: 'price' })).toEqual([]);
  });

  it('names each value and links to the listing without it, keeping the rest', () => {
    const f: PageFilters = { ...none, brand: ['samsung', 'xiaomi'], color: ['black'], price_min: 1_000_000, available: true, sort: 'price' };
    const chips = filterChips('/main/digital-devices', f, names);
    expect(chips.map((c) => c.label)).toEqual(['سامسونگ', 'شیائومی', 'مشکی', 'از ۱٬۰۰۰٬۰۰۰ تومان', 'فقط کالاهای موجود']);
    expect(chips[0]).toEqual({
      key: 'brand:samsung',
      label: 'سامسونگ',
      href: '/main/digital-devices?brand=xiaomi&color=black&price_min=1000000&available=1&sort=price',
    });
    expect(chips[3]!.href).toBe('/main/digital-devices?brand=samsung&brand=xiaomi&color=black&available=1&sort=price');
    expect(chips[4]!.href).toBe('/main/digital-devices?brand=samsung&brand=xiaomi&color=black&price_min=1000000&sort=price');
  });

  it('shows an unknown slug as itself and leaves out facets the path fixes', () => {
    const f: PageFilters = { ...none, brand: ['nokia'], seller: ['shop-1'], price_max: 500 };
    expect(filterChips('/search', f, names).map((c) => c.label)).toEqual(['nokia', 'shop-1', 'تا ۵۰۰ تومان']);
    expect(filterChips('/brand/nokia', f, names, ['brand', 'seller']).map((c) => c.key)).toEqual(['price_max']);
  });

  it('clears every filter but keeps the search words and the sort', () => {
    expect(clearFiltersHref('/search', { q: 'tv', sort: '-price' })).toBe('/search?q=tv&sort=-price');
    expect(clearFiltersHref('/promotion', {})).toBe('/promotion');
  });
});
