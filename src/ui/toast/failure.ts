import { HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { showToast } from './store.ts';

/** Spec section 8: the server's message as an error toast (unless already shown). */
export function toastFailure(err: unknown): void {
  if (err instanceof HttpError && err.handled) return;
  showToast(err instanceof HttpError ? err.message : NO_RESPONSE, 'error');
}
