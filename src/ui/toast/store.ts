import { atom } from 'nanostores';

/** Spec section 3 "Toast": text and type; danger unless told otherwise. */
export type ToastType = 'danger' | 'success' | 'error' | 'warn';
/** A link the toast offers (the add-to-cart toast's «مشاهده سبد خرید»). */
export interface ToastLink {
  href: string;
  label: string;
}
export interface Toast {
  id: number;
  text: string;
  type: ToastType;
  link?: ToastLink;
}

/** Spec section 9: toasts close by themselves after 3 seconds. */
export const TOAST_DURATION_MS = 3000;

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

let view: Promise<unknown> | undefined;
/**
 * The view (toaster.ts, into the base layout's live region) loads with the first toast:
 * a page nobody touches never fetches it.
 */
function mountView(): void {
  if (view) return;
  // Not in a browser (rendering on the server, a unit test's stand-in document): nothing to mount.
  const region = globalThis.document?.getElementById?.('toaster');
  if (!region) return;
  view = import('./toaster.ts').then(
    (m) => m.mountToaster(region),
    () => (view = undefined),
  );
}

export function closeToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(text: string, type: ToastType = 'danger', durationMs = TOAST_DURATION_MS, link?: ToastLink): number {
  const id = nextId++;
  // The same message twice in a row is shown once (a double click must not stack toasts).
  const rest = $toasts.get().filter((t) => t.text !== text);
  $toasts.set([...rest, link ? { id, text, type, link } : { id, text, type }]);
  setTimeout(() => closeToast(id), durationMs);
  mountView();
  return id;
}
