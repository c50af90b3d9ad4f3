import { showToast, type ToastType } from '#ui/toast/store.ts';

/**
 * A toast that survives one navigation (after signing in the page reloads or moves to
 * the profile, and a toast shown just before would vanish with the old page). Kept in
 * sessionStorage, shown by the next page that calls `showFlashedToast()`.
 */
const KEY = 'bz_flash';

export function flashToast(text: string, type: ToastType = 'success'): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ text, type }));
  } catch {
    // Storage refused (private mode): the page change simply goes without the toast.
  }
}

export function showFlashedToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    const { text, type } = JSON.parse(raw) as { text?: unknown; type?: ToastType };
    if (typeof text === 'string' && text) showToast(text, type ?? 'success');
  } catch {
    // Nothing to show.
  }
}
