import { api, HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { showToast } from '#ui/toast/store.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import type { Cart, FutureItem } from './validation.ts';

/**
 * The cart, future-shopping, wish-list and alert calls islands make (shared/spec/API.md
 * "Cart"). Failures are rethrown: the cart store decides what to show (spec section 8:
 * cart failures toast the server's message).
 */
export interface Answer<T> {
  success: boolean;
  msg?: string;
  data: T;
}

/** Every failure comes back to the caller, who decides what to show. */
export const quiet: ErrorPolicy = { mode: 'rethrow' };

/** Spec section 8: the server's message as an error toast (unless already shown). */
export function toastFailure(err: unknown): void {
  if (err instanceof HttpError && err.handled) return;
  showToast(err instanceof HttpError ? err.message : NO_RESPONSE, 'error');
}

export const cartCalls = {
  index: () => api.get<Answer<Cart>>('/v10/cart/index', quiet),
  add: (id: number, count?: number) => api.post<Answer<Cart>>('/v10/cart/add', count === undefined ? { id } : { id, count }, quiet),
  change: (id: number, count: number) => api.get<Answer<Cart>>('/v10/cart/change', { ...quiet, query: { id, count } }),
  remove: (id: number) => api.delete<Answer<Cart>>('/v10/cart/delete', { ...quiet, query: { id } }),
  clear: () => api.delete<Answer<Cart>>('/v10/cart/clear', quiet),
  toFuture: (id: number) => api.post<Answer<Cart>>('/v10/cart/add-to-future-shopping', { id }, quiet),
  allToFuture: () => api.post<Answer<Cart>>('/v10/cart/add-all-to-future-shopping', {}, quiet),
  setDiscount: (code: string) => api.post<Answer<Cart>>('/v10/cart/set-discount', { code }, quiet),
  removeDiscount: (code?: string) => api.delete<Answer<Cart>>('/v10/cart/remove-discount', { ...quiet, query: code ? { code } : {} }),
  future: () => api.get<Answer<{ items: FutureItem[]; count: number }>>('/v6/future-shopping/index', quiet),
  futureToCart: (id: number) => api.post<Answer<Cart>>('/v6/future-shopping/add-to-cart', { id }, quiet),
  futureRemove: (id: number) => api.delete<Answer<Cart>>('/v6/future-shopping/delete', { ...quiet, query: { id } }),
};

export { enhanceCartButtons } from './enhance.ts';
export type { Cart } from './validation.ts';

export { enhanceCartPage } from './cart-page.ts';
