import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { addressOf } from '#modules/addresses/index.ts';
import { lockOwnOrder } from './locks.ts';
import { canChangeAddress } from './rules.ts';
import { orderDispatches, orderHistory, orders, shipToOf, type ShipTo } from './schema.ts';
import type { Actor } from './transitions.ts';
import { ORDER_MESSAGES } from './validation.ts';

/**
 * Changing where an order goes (POST /v8/order/change-delivery-address, spec section 4
 * "Address … changed on an order"): while the order is open and nothing has left. The
 * new address must be the shopper's own and in the order's city, because the delivery
 * slots (and their places) were taken in that city. The order keeps a copy of the
 * address, rewritten here under the order's row lock with a history row beside it.
 */
type OrderRow = typeof orders.$inferSelect;

export async function changeDeliveryAddress(db: Db, userId: number, orderId: number, addressId: number): Promise<ShipTo> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const dispatches = await tx
      .select({ id: orderDispatches.id, sendStatus: orderDispatches.sendStatus })
      .from(orderDispatches)
      .where(eq(orderDispatches.orderId, order.id));
    if (!canChangeAddress(order, dispatches)) throw new ApiError(409, ORDER_MESSAGES.addressLocked);
    const a = await addressOf(tx, userId, addressId);
    if (!a) throw validationError([{ field: 'address_id', message: ORDER_MESSAGES.addressNotFound }]);
    if (a.city_id !== order.cityId) throw validationError([{ field: 'address_id', message: ORDER_MESSAGES.otherCity(order.shipTo.city) }]);
    const shipTo = shipToOf(a);
    await rewriteShipTo(tx, order, shipTo, a.id, 'shopper');
    return shipTo;
  });
}

/**
 * Writes the order's new address copy and records it in the history. It is no status
 * change (transitions.ts stays the only writer of statuses): the history row's values
 * are the unchanged order status, since `to_value` is a status-sized number, and the
 * note says what moved.
 */
export async function rewriteShipTo(tx: Tx, order: OrderRow, shipTo: ShipTo, addressId: number, actor: Actor): Promise<void> {
  await tx.update(orders).set({ shipTo, addressId, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({
    orderId: order.id,
    field: 'ship_to',
    fromValue: order.status,
    toValue: order.status,
    actor,
    note: `تغییر نشانی تحویل به نشانی ${addressId}`,
  });
}
