import { api } from '#lib/http/index.ts';
import { quiet, type Answer } from '#lib/http/answer.ts';
import type { Cart, FutureItem } from './validation.ts';

// Shared by every module's island calls; re-exported here for the cart's own islands.
export { quiet, type Answer } from '#lib/http/answer.ts';
export { toastFailure } from '#ui/toast/failure.ts';

/**
 * The cart, future-shopping, wish-list and alert calls islands make (shared/spec/API.md
 * "Cart"). Failures are rethrown: the cart store decides what to show (spec section 8:
 * cart failures toast the server's message).
 */
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

export { enhanceCartButtons } from './enhance-buttons.ts';
export type { Cart } from './validation.ts';

export { enhanceCartPage } from './enhance-cart-page.ts';
