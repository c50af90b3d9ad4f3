import { atom } from 'nanostores';

/** Spec section 3 "Global error": a message and a status code (500 by default). */
export interface GlobalError {
  message: string;
  statusCode: number;
}

export const $globalError = atom<GlobalError | null>(null);

let view: Promise<unknown> | undefined;

/** The overlay (global-error.ts, into the base layout's `#global-error`) loads with the first error. */
function mountView(): void {
  if (view) return;
  const host = globalThis.document?.getElementById?.('global-error');
  if (!host) return;
  view = import('./global-error.ts').then(
    (m) => m.mountGlobalError(host),
    () => (view = undefined),
  );
}

export function setGlobalError(message: string, statusCode = 500): void {
  $globalError.set({ message, statusCode });
  mountView();
}

export function clearGlobalError(): void {
  $globalError.set(null);
}

// Spec section 2: any navigation clears a shown error.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', clearGlobalError);
  window.addEventListener('pageshow', clearGlobalError);
}
