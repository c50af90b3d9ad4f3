import { describe, expect, it } from 'vitest';
import { prefetchable, slowConnection } from './prefetch.ts';

const here = new URL('https://shop.test/search/phones') as unknown as Location;
const link = (href: string, extra: Partial<{ target: string; noPrefetch: boolean; download: boolean }> = {}) =>
  ({
    href: new URL(href, 'https://shop.test/').href,
    target: extra.target ?? '',
    dataset: extra.noPrefetch ? { noPrefetch: '' } : {},
    hasAttribute: (name: string) => name === 'download' && !!extra.download,
  }) as unknown as HTMLAnchorElement;

describe('link prefetch', () => {
  it('is skipped on 2g and save-data', () => {
    const nav = (connection?: object) => ({ connection }) as unknown as Navigator;
    expect(slowConnection(nav({ effectiveType: '2g' }))).toBe(true);
    expect(slowConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(slowConnection(nav({ effectiveType: '4g', saveData: true }))).toBe(true);
    expect(slowConnection(nav({ effectiveType: '4g' }))).toBe(false);
    expect(slowConnection(nav())).toBe(false);
  });

  it('fetches only other catalogue pages of this shop', () => {
    expect(prefetchable(link('/product/galaxy-a55'), here)).toBe('/product/galaxy-a55');
    expect(prefetchable(link('/search/phones?page=2'), here)).toBe('/search/phones?page=2');
    expect(prefetchable(link('/search/phones'), here)).toBeNull();
    expect(prefetchable(link('/profile/orders'), here)).toBeNull();
    expect(prefetchable(link('/cart'), here)).toBeNull();
    expect(prefetchable(link('https://other.test/product/x'), here)).toBeNull();
    expect(prefetchable(link('/product/x', { target: '_blank' }), here)).toBeNull();
    expect(prefetchable(link('/product/x', { noPrefetch: true }), here)).toBeNull();
  });
});
