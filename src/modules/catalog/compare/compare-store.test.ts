import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '#ui/toast/store.ts';
import { compareUrl, parseIdList, sanitizeIds, toProductId } from './compare-ids.ts';
import { $compare, addToCompare, clearCompare, COMPARE_KEY, removeFromCompare, setCompare, toggleCompare } from './compare-store.ts';

/** A tiny stand-in for localStorage and the window's `storage` event. */
function fakeBrowser() {
  const data = new Map<string, string>();
  const listeners = new Set<(e: { key: string | null }) => void>();
  const localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  const window = {
    addEventListener: (_: string, l: (e: { key: string | null }) => void) => void listeners.add(l),
    removeEventListener: (_: string, l: (e: { key: string | null }) => void) => void listeners.delete(l),
  };
  /** Another tab wrote the key. */
  const otherTab = (key: string, value: string) => {
    data.set(key, value);
    for (const l of [...listeners]) l({ key });
  };
  return { data, localStorage, window, otherTab };
}

const LIMIT = 'حداکثر ۴ محصول را می‌توان مقایسه کرد';

describe('compare store', () => {
  const browser = fakeBrowser();
  let unsubscribe = () => {};
  beforeAll(() => {
    vi.stubGlobal('localStorage', browser.localStorage);
    vi.stubGlobal('window', browser.window);
    unsubscribe = $compare.subscribe(() => {});
  });
  afterAll(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    clearCompare();
    $toasts.set([]);
  });

  it('adds, toggles and removes ids, and saves them under "compare"', () => {
    expect(addToCompare(3)).toBe(true);
    expect(addToCompare(3)).toBe(true);
    expect(toggleCompare(5)).toBe(true);
    expect($compare.get()).toEqual([3, 5]);
    expect(JSON.parse(browser.data.get(COMPARE_KEY)!)).toEqual([3, 5]);
    expect(toggleCompare(3)).toBe(false);
    removeFromCompare(5);
    expect($compare.get()).toEqual([]);
    expect(browser.data.has(COMPARE_KEY)).toBe(false);
  });

  it('refuses a fifth product with the spec warning', () => {
    for (const id of [1, 2, 3, 4]) addToCompare(id);
    expect(addToCompare(5)).toBe(false);
    expect(toggleCompare(6)).toBe(false);
    expect($compare.get()).toEqual([1, 2, 3, 4]);
    expect($toasts.get().map((t) => [t.text, t.type])).toEqual([[LIMIT, 'warn']]);
  });

  it('follows changes made in another tab, ignoring junk', () => {
    browser.otherTab(COMPARE_KEY, '[7,8]');
    expect($compare.get()).toEqual([7, 8]);
    browser.otherTab(COMPARE_KEY, 'not json');
    expect($compare.get()).toEqual([]);
    browser.otherTab(COMPARE_KEY, '[1,1,"2",-3,4.5,9,10,11,12,13]');
    expect($compare.get()).toEqual([1, 9, 10, 11]);
  });

  it('syncs to the ids a compare page shows', () => {
    addToCompare(1);
    setCompare([4, 2, 4]);
    expect($compare.get()).toEqual([4, 2]);
    setCompare([]);
    expect(browser.data.has(COMPARE_KEY)).toBe(false);
  });
});

describe('compare ids', () => {
  it('builds the page URL', () => {
    expect(compareUrl([1, 2])).toBe('/product/compare?products=1,2');
    expect(compareUrl([])).toBe('/product/compare');
  });

  it('parses comma lists and repeated values, Persian digits, once each', () => {
    expect(parseIdList(['1,2', '2', '۳', ' 4 ', ''])).toEqual({ ids: [1, 2, 3, 4], invalid: [] });
    expect(parseIdList(['1,abc', '-2', '0', '99999999999', '1e3'])).toEqual({ ids: [1], invalid: ['abc', '-2', '0', '99999999999', '1e3'] });
  });

  it('accepts only positive int4 ids', () => {
    expect(toProductId('42')).toBe(42);
    expect(toProductId(2_147_483_648)).toBeNull();
    expect(sanitizeIds('nope')).toEqual([]);
  });
});
