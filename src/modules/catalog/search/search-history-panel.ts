import { faSearchHistory as fa } from '#i18n/fa-search-history.ts';
import { toFaDigits } from '#lib/digits.ts';
import { historyCalls } from './history-client.ts';
import type { SearchHistoryItem } from './history-validation.ts';

/**
 * A signed-in shopper's recent searches under the header search box, loaded by
 * search-suggest.ts on the first focus of the empty box (it stays out of the eager
 * script). Each row holds two things to act on, the search (a real link) and its remove
 * button, which a listbox may not contain, so the popup is the combobox's grid variant
 * (WAI-ARIA APG "combobox with grid popup"): focus stays in the box, ArrowDown/ArrowUp move
 * through the rows, ArrowLeft/ArrowRight between a row's search and its remove button (in
 * reading order, so RTL is mirrored), Enter acts on the highlighted cell, Delete removes
 * the highlighted search, Escape closes. Pointer users tap the link or the ×.
 */
export interface RecentPanel {
  show(): void;
  hide(): void;
  /** Handles a key of the box while the panel is open; true when it did. */
  onKey(event: KeyboardEvent): boolean;
  destroy(): void;
}

type Calls = Pick<typeof historyCalls, 'index' | 'remove' | 'clear'>;

const CELL = 'aria-selected:bg-surface-soft aria-selected:ring-2 aria-selected:ring-inset aria-selected:ring-brand-500';
const svg = (d: string) =>
  `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true"><path d="${d}"/></svg>`;
const CLOCK = svg('M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z');
const CROSS = svg('M6 6l12 12M18 6 6 18');

export function attachRecentSearches(input: HTMLInputElement, form: HTMLFormElement, prefix: string, calls: Calls = historyCalls): RecentPanel {
  const doc = input.ownerDocument;
  const id = `${prefix}-recent`;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const panel = el(
    'div',
    'absolute inset-x-0 top-full z-drawer mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-surface-line bg-white py-1 shadow-lg',
  );
  panel.hidden = true;
  const title = el('div', 'px-3 pb-1 pt-2 text-xs font-bold text-ink-soft', fa.title);
  title.id = `${id}-title`;
  const grid = el('div');
  grid.id = id;
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-labelledby', title.id);
  const status = el('div', 'sr-only');
  status.setAttribute('role', 'status');
  panel.append(title, grid);
  form.append(panel, status);
  const keepFocus = (event: Event) => event.preventDefault();
  panel.addEventListener('mousedown', keepFocus);

  let items: SearchHistoryItem[] | null = null;
  let loading: Promise<void> | null = null;
  /** Rows of cells (the last row: clear all); the highlighted cell, or none. */
  let cells: HTMLElement[][] = [];
  let row = -1;
  let col = 0;
  const listbox = input.getAttribute('aria-controls');
  const action = form.getAttribute('action') || '/search';

  const highlight = (r: number, c: number) => {
    row = r;
    col = r < 0 ? 0 : Math.min(c, cells[r]!.length - 1);
    cells.flat().forEach((cell) => cell.setAttribute('aria-selected', 'false'));
    const current = cells[row]?.[col];
    if (current) {
      current.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView?.({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const cell = (content: HTMLElement, className: string) => {
    const c = el('div', `${className} ${CELL}`);
    c.id = `${id}-${cells.length}-${cells.at(-1)?.length ?? 0}`;
    c.setAttribute('role', 'gridcell');
    c.setAttribute('aria-selected', 'false');
    content.tabIndex = -1;
    c.append(content);
    return c;
  };

  const render = () => {
    grid.replaceChildren();
    cells = [];
    for (const item of items ?? []) {
      const line = el('div', 'flex items-center');
      line.setAttribute('role', 'row');
      cells.push([]);
      const link = el('a', 'flex items-center gap-3 px-3 py-2 text-sm text-ink outline-none hover:bg-surface-soft');
      link.href = `${action}?q=${encodeURIComponent(item.query)}`;
      const icon = el('span', 'shrink-0 text-ink-mute');
      icon.innerHTML = CLOCK;
      link.append(icon, el('span', 'truncate', item.query));
      const search = cell(link, 'min-w-0 flex-1');
      cells.at(-1)!.push(search);
      const remove = el('button', 'flex size-11 items-center justify-center text-ink-soft outline-none hover:text-ink');
      remove.type = 'button';
      remove.setAttribute('aria-label', fa.remove(item.query));
      remove.innerHTML = CROSS;
      remove.addEventListener('click', () => void removeOne(item));
      const removeCell = cell(remove, 'shrink-0');
      cells.at(-1)!.push(removeCell);
      line.append(search, removeCell);
      grid.append(line);
    }
    const last = el('div', 'border-t border-surface-line');
    last.setAttribute('role', 'row');
    cells.push([]);
    const clear = el('button', 'w-full px-3 py-2 text-start text-sm text-brand-600 outline-none hover:bg-surface-soft', fa.clearAll);
    clear.type = 'button';
    clear.addEventListener('click', () => void clearAll());
    const clearCell = cell(clear, '');
    cells.at(-1)!.push(clearCell);
    last.append(clearCell);
    grid.append(last);
  };

  const isOpen = () => !panel.hidden;
  const wanted = () => doc.activeElement === input && input.value.trim() === '';

  const hide = () => {
    if (!isOpen()) return;
    panel.hidden = true;
    highlight(-1, 0);
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-haspopup');
    if (listbox) input.setAttribute('aria-controls', listbox);
  };

  const open = () => {
    if (!items?.length || !wanted()) return hide();
    if (!isOpen()) {
      panel.hidden = false;
      input.setAttribute('aria-haspopup', 'grid');
      input.setAttribute('aria-controls', grid.id);
      input.setAttribute('aria-expanded', 'true');
      status.textContent = fa.shown(toFaDigits(items.length));
    }
  };

  const show = () => {
    if (items) return open();
    loading ??= calls
      .index()
      .then((loaded) => {
        items = loaded;
        render();
      })
      .catch(() => {
        // Not signed in after all, offline, or failed: nothing to show; try again next time.
        loading = null;
      });
    void loading.then(open);
  };

  const removeOne = async (item: SearchHistoryItem) => {
    try {
      await calls.remove(item.id);
    } catch {
      return; // the client has toasted why
    }
    const at = row;
    items = (items ?? []).filter((i) => i.id !== item.id);
    render();
    status.textContent = fa.removed(item.query);
    if (!items.length) return hide();
    if (at >= 0) highlight(Math.min(at, items.length - 1), col);
  };

  const clearAll = async () => {
    try {
      await calls.clear();
    } catch {
      return;
    }
    items = [];
    render();
    hide();
    status.textContent = fa.cleared;
  };

  const onKey = (event: KeyboardEvent): boolean => {
    if (event.isComposing) return false;
    if (!isOpen()) {
      if (event.key === 'ArrowDown' && items?.length && input.value.trim() === '') {
        event.preventDefault();
        open();
        highlight(0, 0);
        return true;
      }
      return false;
    }
    const rows = cells.length;
    const rtl = getComputedStyle(input).direction === 'rtl';
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        const down = event.key === 'ArrowDown';
        highlight(row < 0 ? (down ? 0 : rows - 1) : (row + (down ? 1 : rows - 1)) % rows, col);
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (row < 0) return false;
        const forward = (event.key === 'ArrowLeft') === rtl;
        highlight(row, Math.max(0, col + (forward ? 1 : -1)));
        break;
      }
      case 'Enter': {
        const target = cells[row]?.[col]?.firstElementChild;
        if (!(target instanceof HTMLElement)) return false;
        target.click();
        break;
      }
      case 'Delete': {
        const item = items?.[row];
        if (!item) return false;
        void removeOne(item);
        break;
      }
      case 'Escape':
        hide();
        break;
      case 'Tab':
        hide();
        return false;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    show,
    hide,
    onKey,
    destroy() {
      hide();
      panel.remove();
      status.remove();
    },
  };
}
