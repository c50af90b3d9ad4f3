import { describe, expect, it } from 'vitest';
import { locationPickerEnabled, scrollsToTop } from './navigation.ts';

describe('navigation behaviour', () => {
  it.each([
    ['/shipping', true],
    ['/cart', true],
    ['/payment', true],
    ['/profile/addresses', true],
    ['/face-to-face-sell/x', true],
    ['/representation-request', true],
    ['/', false],
    ['/cartoon', false],
    ['/search', false],
  ])('location picker on %s: %s', (path, on) => expect(locationPickerEnabled(path)).toBe(on));
  it('keeps the scroll on product tabs, the club, noScroll pages and the search page when going back', () => {
    expect(scrollsToTop('/product/x/features', '', false)).toBe(false);
    expect(scrollsToTop('/product/x', '', false)).toBe(true);
    expect(scrollsToTop('/club/index2', '', false)).toBe(false);
    expect(scrollsToTop('/faq', '?noScroll=1', false)).toBe(false);
    expect(scrollsToTop('/search', '?q=x', true)).toBe(false);
    expect(scrollsToTop('/search', '?q=x', false)).toBe(true);
  });
});
