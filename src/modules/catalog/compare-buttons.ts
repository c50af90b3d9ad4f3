import { faShell as fa } from '../../i18n/fa-shell.ts';
import { toFaDigits } from '../../lib/digits.ts';
import { parseIdList, toProductId } from './compare-ids.ts';
import { $compare, clearCompare, compareUrl, setCompare, toggleCompare } from './compare-store.ts';

/**
 * The compare toggles and the floating «مقایسه (n)» link, without React: one delegated
 * click listener for every `button[data-compare-toggle][data-product-id]` (cards added
 * later work too), aria-pressed kept in step with the store. The buttons submit a GET
 * form to the compare page without JavaScript; here they toggle instead.
 */
const TOGGLE = 'button[data-compare-toggle][data-product-id]';
const BAR = '[data-compare-bar]';

let mounted = false;

/** Sets aria-pressed on every toggle in the document from the list. */
export function refreshCompareButtons(doc: Document = document, ids: readonly number[] = $compare.get()): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>(TOGGLE)) {
    const id = toProductId(button.dataset.productId);
    button.setAttribute('aria-pressed', String(id !== null && ids.includes(id)));
  }
}

function barElement(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(BAR);
  if (existing) return existing;
  const bar = doc.createElement('div');
  bar.dataset.compareBar = '';
  bar.hidden = true;
  doc.body.append(bar);
  return bar;
}

/** Fills the bar: a link to the compare page and a clear button; hidden for an empty list. */
export function renderCompareBar(bar: HTMLElement, ids: readonly number[], doc: Document = document): void {
  bar.hidden = ids.length === 0;
  bar.replaceChildren();
  if (bar.hidden) return;
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', fa.compare.barRegion);
  bar.className =
    'fixed bottom-20 end-3 z-chat flex items-center overflow-hidden rounded-full bg-ink text-sm text-white shadow-lg sm:bottom-6 sm:end-6';
  const link = doc.createElement('a');
  link.href = compareUrl(ids);
  link.className = 'px-4 py-2.5 font-bold hover:bg-white/10';
  link.textContent = `${fa.compare.bar} (${toFaDigits(ids.length)})`;
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.className = 'border-s border-white/20 px-3 py-2.5 text-lg leading-none hover:bg-white/10';
  clear.setAttribute('aria-label', fa.compare.clear);
  clear.textContent = '×';
  clear.addEventListener('click', () => clearCompare());
  bar.append(link, clear);
}

/**
 * Starts the toggles and the bar once per page. On the compare page (an element with
 * `data-compare-sync`) the list becomes the products the page shows, and the bar stays
 * hidden there (the page is the list).
 */
export function mountCompareButtons(doc: Document = document): void {
  if (mounted) return;
  mounted = true;
  const sync = doc.querySelector<HTMLElement>('[data-compare-sync]');
  if (sync) setCompare(parseIdList([sync.dataset.ids ?? '']).ids);
  const onComparePage = Boolean(doc.querySelector('[data-compare-page]'));
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(TOGGLE);
    if (!button) return;
    event.preventDefault();
    const id = toProductId(button.dataset.productId);
    if (id !== null) toggleCompare(id);
    // A refused fifth leaves the store unchanged: put the button's state back anyway.
    refreshCompareButtons(doc);
  });
  $compare.subscribe((ids) => {
    refreshCompareButtons(doc, ids);
    if (!onComparePage) renderCompareBar(barElement(doc), ids, doc);
  });
}
