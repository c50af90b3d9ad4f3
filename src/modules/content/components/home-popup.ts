import { trapBackButton } from '#ui/dialog/back-close.ts';

/**
 * The home promotion popup (HomePopup.astro): a non-modal card in a corner that never gets
 * in the way of what the visitor is doing. It opens only once the page has been quiet for
 * a while (no typing, no clicks), never while focus is in a field or a dialog is open, it
 * never moves focus, and it shows at most once per visitor and campaign (localStorage
 * keeps the campaign ids already shown, closed or not).
 */
export const POPUP_STORAGE_KEY = 'bazaar:home-popup-seen';
/** Earliest opening after the page starts. */
export const POPUP_DELAY_MS = 3000;
/** How long the visitor must not have typed or clicked. */
export const POPUP_QUIET_MS = 3000;
/** Campaign ids remembered (the oldest are forgotten). */
const SEEN_LIMIT = 20;

/** What the visitor does that the popup must not interrupt. */
const ACTIVITY = ['keydown', 'input', 'compositionupdate', 'pointerdown', 'touchstart'] as const;
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): then the popup may show once per page view.
    return null;
  }
}

/** The campaign ids already shown to this visitor. */
export function seenCampaigns(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(POPUP_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function markSeen(storage: Pick<Storage, 'getItem' | 'setItem'> | null, id: string): void {
  const list = [...seenCampaigns(storage).filter((seen) => seen !== id), id].slice(-SEEN_LIMIT);
  try {
    storage?.setItem(POPUP_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Full or blocked storage: this page view still shows it only once.
  }
}

/** The parts of the document the checks read (a stand-in in unit tests). */
export type PageState = Pick<Document, 'activeElement' | 'body' | 'hidden' | 'querySelector'>;

/** Focus is in something the visitor types into. */
export function fieldInUse(doc: PageState): boolean {
  const el = doc.activeElement as HTMLElement | null;
  return !!el && el !== doc.body && (el.isContentEditable === true || el.matches(EDITABLE));
}

/** A dialog (the login modal, a drawer marked as one) is open. */
export const dialogOpen = (doc: PageState) => doc.querySelector('dialog[open], [aria-modal="true"]:not([hidden])') !== null;

/**
 * Whether the popup may open now: `quietFor` ms since the visitor last typed or clicked.
 * Returns how long to wait before asking again, or 0 when it may open.
 */
export function waitBeforeOpening(doc: PageState, quietFor: number, quietMs = POPUP_QUIET_MS): number {
  if (quietFor < quietMs) return quietMs - quietFor;
  if (doc.hidden || fieldInUse(doc) || dialogOpen(doc)) return quietMs;
  return 0;
}

export function schedulePopup(
  panel = document.querySelector<HTMLElement>('[data-home-popup]'),
  { delayMs = POPUP_DELAY_MS, quietMs = POPUP_QUIET_MS } = {},
): void {
  if (!panel) return;
  const id = panel.dataset.popupId || 'popup';
  const storage = local();
  // data-popup-state says what it is doing (waiting, held, open, closed, seen): a state to wait for, for tests and tools.
  const state = (value: string) => (panel.dataset.popupState = value);
  if (seenCampaigns(storage).includes(id)) return void state('seen');
  state('waiting');

  let lastActivity = 0;
  const onActivity = () => {
    lastActivity = performance.now();
  };
  for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
  const stopWatching = () => {
    for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
  };

  const tryOpen = () => {
    // Shown in another tab meanwhile: not again here.
    if (seenCampaigns(storage).includes(id)) {
      stopWatching();
      return void state('seen');
    }
    const wait = waitBeforeOpening(document, performance.now() - lastActivity, quietMs);
    if (wait > 0) {
      state('held');
      setTimeout(tryOpen, wait);
      return;
    }
    stopWatching();
    markSeen(storage, id);
    open(panel);
  };
  setTimeout(tryOpen, delayMs);
}

/** Shows the card without moving focus; «بستن», Escape inside it and the back button close it. */
function open(panel: HTMLElement): void {
  panel.hidden = false;
  panel.dataset.popupState = 'open';
  const release = trapBackButton(() => close());
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') close();
  };
  const closeButton = panel.querySelector<HTMLButtonElement>('[data-popup-close]');
  function close() {
    if (panel.hidden) return;
    panel.hidden = true;
    panel.dataset.popupState = 'closed';
    panel.removeEventListener('keydown', onKey);
    closeButton?.removeEventListener('click', close);
    release();
  }
  panel.addEventListener('keydown', onKey);
  closeButton?.addEventListener('click', close);
}
