import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, enhanceSearch } from './search-suggest.ts';
import type { Suggestions } from './suggest-types.ts';

/**
 * The header's suggestion popup (search-suggest.ts) over the few DOM calls it makes, here
 * a small stand-in document (the unit tests run in Node, with no browser DOM).
 */
class FakeElement {
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  hidden = false;
  className = '';
  id = '';
  value = '';
  form: FakeElement | null = null;
  dataset: Record<string, string> = {};
  classList = { add: (...names: string[]) => void (this.className = [this.className, ...names].join(' ').trim()) };
  private own = '';
  private attrs = new Map<string, string>();
  private listeners = new Map<string, Set<(event: unknown) => void>>();
  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
  ) {}
  get textContent(): string {
    return this.own + this.children.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    this.children = [];
    this.own = text;
  }
  append(...nodes: FakeElement[]) {
    for (const n of nodes) {
      n.parent = this;
      this.children.push(n);
    }
  }
  replaceChildren(...nodes: FakeElement[]) {
    this.children = [];
    this.own = '';
    this.append(...nodes);
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
  }
  setAttribute(name: string, value: string) {
    this.attrs.set(name, value);
  }
  getAttribute(name: string) {
    return this.attrs.get(name) ?? null;
  }
  removeAttribute(name: string) {
    this.attrs.delete(name);
  }
  addEventListener(type: string, fn: (event: unknown) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: (event: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string, event: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
  scrollIntoView() {}
  click() {}
}

class FakeDocument {
  activeElement: FakeElement | null = null;
  cookie = '';
  createElement(tag: string) {
    return new FakeElement(this, tag);
  }
}

const NOTHING: Suggestions = { items: [], categories: [], total: 0 };
const PHONES: Suggestions = {
  items: [
    {
      id: 1,
      name: 'گوشی موبایل سامسونگ مدل Galaxy A56',
      slug: 'galaxy-a56',
      href: '/product/galaxy-a56',
      image: null,
      price_main: 10,
      price_off: 10,
      can_buy: true,
    },
  ],
  categories: [{ name: 'گوشی هوشمند', slug: 'smartphone', href: '/search/category-smartphone' }],
  total: 1,
};

function searchBox(answer: Suggestions) {
  const doc = new FakeDocument();
  const form = doc.createElement('form');
  const input = doc.createElement('input');
  input.id = 'site-search';
  input.form = form;
  form.append(input);
  const asked: string[] = [];
  const stop = enhanceSearch(input as unknown as HTMLInputElement, async (q) => {
    asked.push(q);
    return answer;
  });
  const type = async (text: string) => {
    doc.activeElement = input;
    input.value = text;
    input.fire('input');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS + 10);
  };
  const popup = () => form.children.find((c) => c.className.includes('absolute'))!;
  const listbox = () => popup().children.find((c) => c.getAttribute('role') === 'listbox')!;
  const status = () => form.children.find((c) => c.getAttribute('role') === 'status')!;
  return { input, type, popup, listbox, status, asked, stop };
}

describe('header search suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The view tells a picture from its placeholder by class; no picture is drawn here.
    vi.stubGlobal('HTMLImageElement', class {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says that nothing was found for «کتاب», naming the words, instead of a blank popup', async () => {
    const box = searchBox(NOTHING);
    await box.type('کتاب');
    expect(box.asked).toEqual(['کتاب']);
    expect(box.popup().hidden).toBe(false);
    expect(box.popup().textContent).toContain('نتیجه‌ای برای «کتاب» پیدا نشد');
    expect(box.listbox().hidden).toBe(true);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    // Screen readers hear the same.
    expect(box.status().textContent).toContain('پیدا نشد');
    box.stop();
  });

  it('lists what was found, without the nothing-found line', async () => {
    const box = searchBox(PHONES);
    await box.type('galaxy');
    expect(box.popup().hidden).toBe(false);
    expect(box.listbox().hidden).toBe(false);
    expect(box.listbox().textContent).toContain('Galaxy A56');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    const none = box.popup().children.find((c) => c.textContent.includes('پیدا نشد'));
    expect(none?.hidden).toBe(true);
    box.stop();
  });
});
