import { atom, onMount } from 'nanostores';
import { faShell as fa } from '#i18n/fa-shell.ts';
import { showToast } from '#ui/toast/store.ts';
import { COMPARE_KEY, COMPARE_MAX, compareUrl, sanitizeIds } from './compare-ids.ts';

/**
 * The products chosen for comparison (spec sections 2, 8, 9): at most four ids, kept in
 * localStorage under `compare` so the list follows the shopper from page to page, and
 * shared between tabs through the `storage` event. Browser only; on the server the list
 * is simply empty.
 */
export { COMPARE_KEY, COMPARE_MAX, compareUrl };

export const $compare = atom<readonly number[]>([]);

const hasStorage = () => typeof localStorage !== 'undefined';

function readStored(): number[] {
  if (!hasStorage()) return [];
  try {
    return sanitizeIds(JSON.parse(localStorage.getItem(COMPARE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

function write(ids: readonly number[]): void {
  $compare.set(ids);
  if (!hasStorage()) return;
  try {
    if (ids.length) localStorage.setItem(COMPARE_KEY, JSON.stringify(ids));
    else localStorage.removeItem(COMPARE_KEY);
  } catch {
    // Private mode or a full storage: the list still works for this page.
  }
}

// Read the saved list when the store is first used, and follow other tabs' changes.
onMount($compare, () => {
  $compare.set(readStored());
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_KEY || event.key === null) $compare.set(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

export function isCompared(id: number): boolean {
  return $compare.get().includes(id);
}

/** Adds an id; a fifth is refused with the spec's warning. True when the id is in the list. */
export function addToCompare(id: number): boolean {
  const ids = $compare.get();
  if (ids.includes(id)) return true;
  if (ids.length >= COMPARE_MAX) {
    showToast(fa.compare.limit, 'warn');
    return false;
  }
  write([...ids, id]);
  return true;
}

export function removeFromCompare(id: number): void {
  const ids = $compare.get();
  if (ids.includes(id)) write(ids.filter((x) => x !== id));
}

/** Adds or removes; true when the id is in the list afterwards. */
export function toggleCompare(id: number): boolean {
  if (isCompared(id)) {
    removeFromCompare(id);
    return false;
  }
  return addToCompare(id);
}

export function clearCompare(): void {
  write([]);
}

/** Replaces the list (the compare page syncs it to the products it shows). */
export function setCompare(ids: readonly number[]): void {
  const next = sanitizeIds([...ids]);
  const now = $compare.get();
  if (next.length !== now.length || next.some((id, i) => id !== now[i])) write(next);
}
