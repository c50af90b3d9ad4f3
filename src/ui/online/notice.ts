import { $online, trackOnline } from './store.ts';

/**
 * The visible side of the online status: a notice stays while the browser is offline and
 * a short one says when the connection is back (gone after 3 s, the toasts' time). Its own
 * element, not a toast: the toaster is a lazily loaded chunk, which cannot load offline.
 */
export const OFFLINE_TEXT = 'اتصال اینترنت برقرار نیست؛ پس از وصل شدن دوباره تلاش کنید.';
export const ONLINE_TEXT = 'اتصال اینترنت دوباره برقرار شد.';
const BACK_MS = 3000;

let started = false;

/** Starts the notice (once per page: the header starts it with the first tap, or on going offline before that). */
export function startOnlineNotice(doc: Document = document, win: Window = window): void {
  if (started) return;
  started = true;
  trackOnline(win);
  let box: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wasOffline = false;
  const show = (text: string, offline: boolean) => {
    if (!box) {
      box = doc.createElement('div');
      box.setAttribute('role', 'status');
      box.setAttribute('aria-live', 'polite');
      box.dataset.onlineNotice = '';
      box.className = 'fixed inset-x-3 top-3 z-toast mx-auto max-w-md rounded-lg px-4 py-3 text-center text-sm text-white shadow-lg';
      doc.body.append(box);
    }
    box.textContent = text;
    box.classList.toggle('bg-ink', offline);
    box.classList.toggle('bg-success', !offline);
    box.hidden = false;
  };
  $online.subscribe((online) => {
    clearTimeout(timer);
    if (!online) {
      wasOffline = true;
      show(OFFLINE_TEXT, true);
    } else if (wasOffline) {
      wasOffline = false;
      show(ONLINE_TEXT, false);
      timer = setTimeout(() => box && (box.hidden = true), BACK_MS);
    }
  });
}

/** Tests only. */
export function resetOnlineNotice(): void {
  started = false;
}
