import { $globalError } from './store.ts';

/**
 * Shows the error page over the current page when an island reports an unexpected error
 * (spec section 8). React and the view are loaded only when an error happens, so pages
 * pay nothing for this until then.
 */
export function mountGlobalError(host: HTMLElement): () => void {
  let unmount: (() => void) | undefined;
  return $globalError.subscribe(async (error) => {
    unmount?.();
    unmount = undefined;
    host.hidden = !error;
    if (!error) return;
    const { renderErrorOverlay } = await import('./render-overlay.tsx');
    unmount = renderErrorOverlay(host, error);
  });
}
