import { api } from '#lib/http/index.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';

/**
 * The calls the order page's islands make: the cancel reasons, cancelling the order or
 * one dispatch (orders/cancel-api.ts), sending it to another address (orders/api.ts).
 * Failures come back to the island, which shows the server's Persian message inside its
 * dialog.
 */
export interface CancelReason {
  id: number;
  title: string;
}
interface Answer<T> {
  success: boolean;
  msg?: string;
  data: T;
}

const quiet: ErrorPolicy = { mode: 'rethrow' };

export const orderCalls = {
  reasons: () => api.get<Answer<{ items: CancelReason[] }>>('/v10/order/cancel-reasons', quiet),
  cancelOrder: (id: number, reasonId: number) => api.post<Answer<{ id: number }>>('/v10/order/cancel', { id, reason_id: reasonId }, quiet),
  cancelDispatch: (id: number, reasonId: number) => api.post<Answer<{ id: number }>>('/v6/order/cancel-dispatch', { id, reason_id: reasonId }, quiet),
  changeAddress: (id: number, addressId: number) => api.post<Answer<{ id: number }>>('/v8/order/change-delivery-address', { id, address_id: addressId }, quiet),
};
