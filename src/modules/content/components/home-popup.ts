import { trapBackButton } from '../../../ui/dialog/back-close.ts';

/**
 * Opens the home promotion popup once per browser session (sessionStorage), a few
 * seconds after the page has loaded, unless another dialog is already open.
 */
export const POPUP_STORAGE_KEY = 'bazaar:home-popup';
export const POPUP_DELAY_MS = 3000;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): then the popup may show on each visit.
    return null;
  }
}

export function schedulePopup(dialog = document.querySelector<HTMLDialogElement>('dialog[data-home-popup]'), delayMs = POPUP_DELAY_MS): void {
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const storage = session();
  try {
    if (storage?.getItem(POPUP_STORAGE_KEY)) return;
  } catch {
    return;
  }
  // Clicking the backdrop (the dialog box itself, outside its content) closes it.
  dialog.addEventListener('click', (e) => e.target === dialog && dialog.close());
  setTimeout(() => {
    if (dialog.open || document.querySelector('dialog[open]')) return;
    try {
      storage?.setItem(POPUP_STORAGE_KEY, dialog.dataset.popupId || '1');
    } catch {
      // Full or blocked storage: show it anyway.
    }
    dialog.showModal();
    const release = trapBackButton(() => dialog.open && dialog.close());
    dialog.addEventListener('close', release, { once: true });
  }, delayMs);
}
