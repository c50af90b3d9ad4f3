import { faShell as fa } from '#i18n/fa-shell.ts';
import { formatToman } from '#lib/money.ts';
import type { Suggestions } from './suggest-types.ts';

/**
 * The DOM of the header suggestions (search-suggest.ts drives it): a listbox of links
 * with role="option" (a real href, so a click or a middle-click just works), grouped
 * into products and categories, and a "see all results" option.
 */
const OPTION =
  'flex items-center gap-3 px-3 py-2 text-sm outline-none hover:bg-surface-soft aria-selected:bg-surface-soft aria-selected:ring-2 aria-selected:ring-inset aria-selected:ring-brand-500';
const HEADING = 'px-3 pb-1 pt-2 text-xs font-bold text-ink-soft';

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className = '', text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function option(doc: Document, id: string, href: string): HTMLAnchorElement {
  const a = el(doc, 'a', OPTION);
  a.id = id;
  a.href = href;
  a.tabIndex = -1;
  a.setAttribute('role', 'option');
  a.setAttribute('aria-selected', 'false');
  return a;
}

function group(doc: Document, id: string, title: string): HTMLDivElement {
  const g = el(doc, 'div', 'py-1');
  g.setAttribute('role', 'group');
  g.setAttribute('aria-labelledby', id);
  const heading = el(doc, 'div', HEADING, title);
  heading.id = id;
  heading.setAttribute('role', 'presentation');
  g.append(heading);
  return g;
}

/** What the popup says when the words find nothing, naming them: a blank popup reads as broken. */
export const noResultsText = (q: string) => `نتیجه‌ای برای «${q}» پیدا نشد`;

/** Fills the listbox; returns its options in order. `prefix` keeps ids unique on the page. */
export function renderSuggestions(listbox: HTMLElement, data: Suggestions, q: string, prefix: string): HTMLAnchorElement[] {
  const doc = listbox.ownerDocument;
  const options: HTMLAnchorElement[] = [];
  const next = (href: string) => {
    const a = option(doc, `${prefix}-opt-${options.length}`, href);
    options.push(a);
    return a;
  };
  listbox.replaceChildren();
  if (data.items.length) {
    const g = group(doc, `${prefix}-products`, fa.search.products);
    for (const item of data.items) {
      const a = next(item.href);
      const picture = item.image ? el(doc, 'img', 'size-10 shrink-0 rounded object-contain') : el(doc, 'span', 'size-10 shrink-0 rounded bg-surface-soft');
      if (picture instanceof HTMLImageElement && item.image) {
        picture.src = item.image.src;
        picture.alt = '';
        picture.width = 40;
        picture.height = 40;
      }
      const text = el(doc, 'span', 'flex min-w-0 flex-1 flex-col');
      text.append(el(doc, 'span', 'truncate', item.name));
      text.append(
        item.can_buy
          ? el(doc, 'span', 'text-xs font-bold text-ink', formatToman(item.price_off))
          : el(doc, 'span', 'text-xs text-ink-mute', fa.search.unavailable),
      );
      a.append(picture, text);
      g.append(a);
    }
    listbox.append(g);
  }
  if (data.categories.length) {
    const g = group(doc, `${prefix}-categories`, fa.search.categories);
    for (const c of data.categories) {
      const a = next(c.href);
      a.append(el(doc, 'span', 'text-ink-soft', fa.search.inCategory), el(doc, 'strong', 'font-medium', c.name));
      g.append(a);
    }
    listbox.append(g);
  }
  if (data.total > data.items.length) {
    const a = next(`/search?q=${encodeURIComponent(q)}`);
    a.classList.add('border-t', 'border-surface-line', 'text-brand-600');
    a.textContent = `${fa.search.all} «${q}»`;
    listbox.append(a);
  }
  return options;
}
