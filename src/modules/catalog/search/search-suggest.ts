import { faShell as fa } from '#i18n/fa-shell.ts';
import { toFaDigits } from '#lib/digits.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { noResultsText, renderSuggestions } from './search-suggest-view.ts';
import type { RecentPanel } from './search-history-panel.ts';
import type { Suggestions } from './suggest-types.ts';

/**
 * Search-as-you-type for the header's GET form (WAI-ARIA combobox with a listbox popup,
 * "list autocomplete"): 250 ms debounce, at least 2 letters, stale requests aborted and
 * silent. ArrowDown/ArrowUp move through the options, Enter opens the highlighted one,
 * Escape closes; Enter with nothing highlighted submits the form as before, and without
 * JavaScript nothing here runs at all. A signed-in shopper focusing the empty box gets
 * their recent searches instead (search-history-panel.ts, loaded then, not before).
 */
export const DEBOUNCE_MS = 250;
export const MIN_LETTERS = 2;

type Fetcher = (q: string, signal: AbortSignal) => Promise<Suggestions>;

/**
 * Someone is signed in: the readable `bz_user` hint (USER_HINT_COOKIE, lib/session-hints.ts),
 * tested here without importing it so the eager chunks every page loads stay as they were.
 */
const signedIn = (doc: Document) => /(?:^|;\s*)bz_user=[^;]/.test(doc.cookie);

const fetchSuggestions: Fetcher = async (q, signal) => {
  // The HTTP client loads with the first suggestion, not with every page.
  const { publicApi } = await import('#lib/http/index.ts');
  const body = await publicApi.get<{ data: Suggestions }>('/v6/product/search', {
    query: { q },
    signal,
    timeout: 8000,
    // Suggestions are a nicety: a failure closes the list, it never toasts.
    mode: 'callback',
    onError: () => {},
    toastValidation: false,
  });
  return body.data;
};

export function enhanceSearch(input: HTMLInputElement, fetcher: Fetcher = fetchSuggestions): () => void {
  const form = input.form;
  const doc = input.ownerDocument;
  if (!form || input.dataset.suggest === 'on') return () => {};
  input.dataset.suggest = 'on';
  const prefix = `${input.id || 'search'}-suggest`;

  const panel = doc.createElement('div');
  panel.hidden = true;
  panel.className = 'absolute inset-x-0 top-full z-drawer mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-surface-line bg-white py-1 shadow-lg';
  const listbox = doc.createElement('div');
  listbox.id = `${prefix}-listbox`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', fa.search.suggestions);
  const none = doc.createElement('p');
  none.className = 'px-3 py-3 text-sm text-ink-soft';
  none.textContent = fa.search.none;
  const status = doc.createElement('div');
  status.className = 'sr-only';
  status.setAttribute('role', 'status');
  panel.append(listbox, none);
  form.append(panel, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listbox.id);

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let shownKey = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const setActive = (index: number) => {
    active = index;
    options.forEach((o, i) => o.setAttribute('aria-selected', String(i === index)));
    const current = options[index];
    if (current) {
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const isOpen = () => !panel.hidden;
  const close = () => {
    panel.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const open = () => {
    if (!shownKey) return;
    panel.hidden = false;
    listbox.hidden = options.length === 0;
    none.hidden = options.length > 0;
    input.setAttribute('aria-expanded', String(options.length > 0));
  };
  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };

  // Recent searches: only for a signed-in shopper (the readable `bz_user` hint), only once the box is empty.
  let recent: RecentPanel | undefined;
  let recentLoad: Promise<unknown> | undefined;
  const showRecent = () => {
    if (input.value.trim() || !signedIn(doc)) return;
    recentLoad ??= import('./search-history-panel.ts').then(
      (m) => (recent = m.attachRecentSearches(input, form, prefix)),
      () => (recentLoad = undefined),
    );
    void recentLoad.then(() => recent?.show());
  };

  const load = async (q: string, key: string) => {
    controller?.abort();
    const mine = (controller = new AbortController());
    try {
      const data = await fetcher(q, mine.signal);
      if (mine.signal.aborted || controller !== mine) return;
      options = renderSuggestions(listbox, data, q, prefix);
      shownKey = key;
      active = -1;
      none.textContent = noResultsText(q);
      status.textContent = options.length ? `${toFaDigits(options.length)} ${fa.search.found}` : none.textContent;
      if (doc.activeElement === input) open();
    } catch {
      // Cancelled, timed out or failed: stay quiet (spec section 8), the form still works.
    }
  };

  const onInput = () => {
    const q = input.value.trim().slice(0, 100);
    const key = normalizePersian(q);
    cancel();
    recent?.hide();
    if (!q) showRecent();
    if (key.length < MIN_LETTERS) {
      shownKey = '';
      close();
      return;
    }
    if (key === shownKey) return open();
    timer = setTimeout(() => void load(q, key), DEBOUNCE_MS);
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (event.isComposing || recent?.onKey(event)) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      if (!isOpen()) open();
      const down = event.key === 'ArrowDown';
      setActive(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      const chosen = isOpen() ? options[active] : undefined;
      if (chosen) {
        event.preventDefault();
        chosen.click();
      }
      close();
    } else if (event.key === 'Escape') {
      if (!isOpen()) return;
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') close();
  };

  const keepFocus = (event: Event) => event.preventDefault();
  const onFocus = () => {
    const key = normalizePersian(input.value.trim());
    if (key && key === shownKey) open();
    else showRecent();
  };
  const onBlur = () => {
    close();
    recent?.hide();
  };
  const onSubmit = () => {
    cancel();
    close();
    recent?.hide();
  };

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeydown);
  input.addEventListener('focus', onFocus);
  input.addEventListener('blur', onBlur);
  panel.addEventListener('mousedown', keepFocus);
  form.addEventListener('submit', onSubmit);
  // Loaded on the first focus or key (SearchSuggest.astro): catch up with what is already typed there.
  if (doc.activeElement === input) {
    if (input.value.trim()) onInput();
    else onFocus();
  }
  return () => {
    cancel();
    recent?.destroy();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeydown);
    input.removeEventListener('focus', onFocus);
    input.removeEventListener('blur', onBlur);
    form.removeEventListener('submit', onSubmit);
    panel.remove();
    status.remove();
    for (const a of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) input.removeAttribute(a);
    delete input.dataset.suggest;
  };
}
