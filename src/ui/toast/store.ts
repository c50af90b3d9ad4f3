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

export function closeToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(text: string, type: ToastType = 'danger', durationMs = TOAST_DURATION_MS, link?: ToastLink): number {
  const id = nextId++;
  // The same message twice in a row is shown once (a double click must not stack toasts).
  const rest = $toasts.get().filter((t) => t.text !== text);
  $toasts.set([...rest, link ? { id, text, type, link } : { id, text, type }]);
  setTimeout(() => closeToast(id), durationMs);
  return id;
}
