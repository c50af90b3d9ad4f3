/**
 * A lazily loaded module that cannot load is nearly always a page from before a deploy
 * asking for a chunk that no longer exists (spec section 4): one full reload fetches the
 * new page and its new chunks. At most once a minute (spec section 9, 60 s), remembered
 * in sessionStorage, so a chunk that is truly broken cannot make the tab reload forever;
 * never while offline, where a reload would only swap the page for the browser's error.
 */
export const RELOAD_KEY = 'bz_chunk_reload';
export const RELOAD_GUARD_MS = 60_000;

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  online?: () => boolean;
  reload?: () => void;
}

/** Reloads the page unless it did so in the last minute (or is offline); says whether it did. */
export function reloadForFailedChunk(deps: ReloadDeps = {}): boolean {
  const {
    storage = safeSession(),
    now = Date.now,
    online = () => typeof navigator === 'undefined' || navigator.onLine !== false,
    reload = () => location.reload(),
  } = deps;
  if (!online() || !storage) return false;
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  const at = now();
  if (last > 0 && at - last < RELOAD_GUARD_MS && at >= last) return false;
  try {
    storage.setItem(RELOAD_KEY, String(at));
  } catch {
    // Without a place to remember it there is no guard: better no reload than a loop.
    return false;
  }
  reload();
  return true;
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Vite's own signal that a dynamic import's chunk failed to preload: reload once instead of throwing. */
export function reloadOnPreloadError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk()) event.preventDefault();
  });
}
