import { faShell as fa } from '#i18n/fa-shell.ts';
import { toFaDigits } from '#lib/digits.ts';
import { parseIdList, toProductId } from './compare-ids.ts';
import { $compare, clearCompare, compareUrl, setCompare, toggleCompare } from './compare-store.ts';

/**
 * The compare toggles and the compact «مقایسه (n)» bar, without React: one delegated
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

/** The bar the page rendered (the CompareBar island's server HTML), or one built here. */
function barElement(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>(BAR);
  if (existing) return existing;
  const bar = doc.createElement('div');
  bar.dataset.compareBar = '';
  bar.hidden = true;
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', fa.compare.barRegion);
  // A compact bar across the bottom (above the product page's buy bar on phones), never a
  // pill over a card's buy button: global.css pads the page by its height while it shows.
  // The same markup as components/CompareBar.tsx.
  bar.className = 'fixed inset-x-0 z-chat flex h-12 items-center justify-center gap-2 bg-ink px-3 text-sm text-white shadow-lg';
  const link = doc.createElement('a');
  link.dataset.compareLink = '';
  link.className = 'rounded-full bg-white px-4 py-1.5 font-bold text-ink hover:bg-white/90';
  const clear = doc.createElement('button');
  clear.type = 'button';
  clear.dataset.compareClear = '';
  clear.className = 'flex size-9 items-center justify-center rounded-full text-lg leading-none hover:bg-white/10';
  clear.setAttribute('aria-label', fa.compare.clear);
  clear.textContent = '×';
  bar.append(link, clear);
  doc.body.append(bar);
  return bar;
}

/**
 * Brings the bar up to the list: hidden when empty, else the link to the compare page with
 * the count. It changes only `hidden`, the link's address and its text, so the CompareBar
 * island hydrates over the same elements (its clear button is caught by the delegated listener).
 */
export function renderCompareBar(bar: HTMLElement, ids: readonly number[]): void {
  bar.hidden = ids.length === 0;
  const link = bar.querySelector<HTMLAnchorElement>('[data-compare-link]');
  if (!link) return;
  link.href = compareUrl(ids);
  link.textContent = `${fa.compare.bar} (${toFaDigits(ids.length)})`;
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
    if (target?.closest('[data-compare-bar] [data-compare-clear]')) return clearCompare();
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
    if (!onComparePage) renderCompareBar(barElement(doc), ids);
  });
  // Taps from here on toggle in place; before this a tap submits the button's plain form (to the compare page).
  doc.documentElement.dataset.compareReady = '';
}
