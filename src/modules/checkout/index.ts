// The public face of this module for server code: other code imports it only through here.
export type { GatewayOption } from './validation.ts';
export { checkoutApi } from './api.ts';
export { pageCheckout } from './page-checkout.ts';
export { PAY_FIRST_PAINT_HASH, PAY_FIRST_PAINT_SCRIPT } from './first-paint.ts';
export { problemsOf, type PlaceProblems } from './problems.ts';
export { checkoutOf } from './service.ts';

export { assertBuyerReady } from './buyer-ready.ts';
export { prepareOrder } from './prepare.ts';
export type { Prepared } from './prepare.ts';
export { emptyCartError } from './service.ts';
export type { PlacedOrder, PlaceOrderBody } from './validation.ts';
export { idempotencyKey as idempotencyKeyField, placeOrderBody } from './validation.ts';

export type { Slot } from './validation.ts';
