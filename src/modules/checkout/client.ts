import { api } from '#lib/http/index.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import type { Answer } from '#modules/cart/client.ts';
import type { Checkout, PlacedOrder } from './validation.ts';

/**
 * The checkout calls the /shipping and /payment islands make (shared/spec/API.md
 * "Addresses, checkout and orders"), through the authenticated client (spec headers,
 * X-Client-Id, the section 8 error policy). The store imports it on first use, so the
 * HTTP client is not part of the pages' first JavaScript.
 */
export interface PlaceOrderRequest {
  address_id: number;
  slots: Record<string, number>;
  gateway?: string;
  use_balance: 0 | 1;
  useCoin: 0 | 1;
}

export const checkoutCalls = {
  /** The checkout for an address: its dispatches, slots and costs follow the address's city. */
  view: (addressId: number | null, policy: ErrorPolicy = {}) =>
    api.get<Answer<Checkout>>('/v10/cart/checkout', { ...policy, query: addressId === null ? {} : { address_id: addressId } }),
  /** The same key sent again answers the same order (a double click, a retry after a lost answer). */
  place: (body: PlaceOrderRequest, idempotencyKey: string, policy: ErrorPolicy = {}) =>
    api.post<Answer<PlacedOrder>>('/v10/cart/payment', { ...body }, { ...policy, headers: { 'Idempotency-Key': idempotencyKey } }),
};

export type { Slot } from './validation.ts';
