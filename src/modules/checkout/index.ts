// The public face of this module for server code: other code imports it only through here.
export type { GatewayOption } from './validation.ts';
export { releaseSlot } from './slots.ts';
export { checkoutApi } from './api.ts';
export { pageCheckout } from './page-checkout.ts';
export { placeOrder } from './place.ts';
export { checkoutOf } from './service.ts';
