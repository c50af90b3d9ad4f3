import type { Db } from '#server/db/client.ts';
import { validationError, type FieldError } from '#server/errors.ts';
import { ORDER_STATUS } from '#modules/orders/index.ts';
import { orderFeedbacks, productFeedbacks } from '../schema.ts';
import { orderFeedbackView, ownOrder, productsOf, type OrderFeedbackView } from './orders.ts';
import type { ProductFeedbackInput } from './validation.ts';

export const FEEDBACK_REFUSALS = {
  notDelivered: 'نظر دربارهٔ سفارش پس از تحویل آن ثبت می‌شود',
  orderGiven: 'نظر شما دربارهٔ این سفارش پیش‌تر ثبت شده است',
  notInOrder: 'این کالا در این سفارش نیست',
  productGiven: 'بازخورد شما دربارهٔ این کالا پیش‌تر ثبت شده است',
  repeated: 'این کالا بیش از یک بار آمده است',
  nothing: 'دست‌کم به سفارش امتیاز دهید یا یکی از کالاها را ارزیابی کنید',
} as const;

export const FEEDBACK_THANKS = 'نظر شما ثبت شد؛ سپاس از همراهی‌تان';

export interface FeedbackInput {
  /**
   * The order's own rating. Its text is for staff only (how delivery, packing and service
   * went): it is never shown in public, so it needs no moderation.
   */
  order: { score: number; text: string } | null;
  products: readonly ProductFeedbackInput[];
}

/** How a product's field is named in a 422: by index for lists (v10, the survey page), plainly for the one-product call. */
export type FieldOf = (index: number, name: 'product_id' | 'satisfied' | 'item_ids') => string;
export const listField: FieldOf = (i, name) => `products.${i}.${name}`;
export const plainField: FieldOf = (_i, name) => name;

/**
 * Records a shopper's feedback on their delivered order and/or its products in one
 * transaction (`/v6/order-feedback/create`, `/v10/order-feedback/create`,
 * `/v6/product-feedback/create`, /profile/survey): another shopper's order is not found,
 * an order not delivered yet is refused on `order_id`, and each opinion is given once
 * (the unique keys decide, so two submissions at once cannot both count). Any refusal
 * rolls the whole submission back, with a message per field.
 */
export async function recordFeedback(db: Db, userId: number, orderId: number, input: FeedbackInput, fieldOf: FieldOf = listField): Promise<OrderFeedbackView> {
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId, { lock: true });
    if (order.status !== ORDER_STATUS.delivered) throw validationError([{ field: 'order_id', message: FEEDBACK_REFUSALS.notDelivered }]);
    if (!input.order && input.products.length === 0) throw validationError([{ field: 'products', message: FEEDBACK_REFUSALS.nothing }]);
    const errors: FieldError[] = [];
    if (input.order) {
      const [row] = await tx
        .insert(orderFeedbacks)
        .values({ orderId, userId, score: input.order.score, text: input.order.text })
        .onConflictDoNothing({ target: orderFeedbacks.orderId })
        .returning({ id: orderFeedbacks.id });
      if (!row) errors.push({ field: 'order_id', message: FEEDBACK_REFUSALS.orderGiven });
    }
    const received = new Set((await productsOf(tx, [orderId])).get(orderId)!.map((p) => p.product_id));
    const seen = new Set<number>();
    for (const [i, p] of input.products.entries()) {
      const refusal = !received.has(p.product_id) ? FEEDBACK_REFUSALS.notInOrder : seen.has(p.product_id) ? FEEDBACK_REFUSALS.repeated : null;
      seen.add(p.product_id);
      if (refusal) {
        errors.push({ field: fieldOf(i, 'product_id'), message: refusal });
        continue;
      }
      const [row] = await tx
        .insert(productFeedbacks)
        .values({ orderId, productId: p.product_id, userId, satisfied: p.satisfied, itemIds: p.item_ids })
        .onConflictDoNothing({ target: [productFeedbacks.orderId, productFeedbacks.productId] })
        .returning({ id: productFeedbacks.id });
      if (!row) errors.push({ field: fieldOf(i, 'product_id'), message: FEEDBACK_REFUSALS.productGiven });
    }
    if (errors.length) throw validationError(errors);
  });
  return orderFeedbackView(db, userId, orderId);
}
