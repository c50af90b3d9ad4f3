// The public face of this module for server code: other code imports it only through here.
export type { StaffOrderRecord } from './staff-record.ts';
export type { OrderStatus, PayStatus, SendStatus, StockState } from './statuses.ts';
export type { DispatchView, OrderCard, TrackingEventView } from './validation.ts';
export { hasNotLeft, ORDER_STATUS, ORDER_STATUS_TITLES, PAY_STATUS, PAY_STATUS_TITLES, SEND_STATUS, SEND_STATUS_TITLES, STOCK_STATE } from './statuses.ts';
export { SHOP_SELLER } from './shop-info.ts';
export { barcodeSchema } from './validation.ts';
export { orderDispatches, orderHistory, orderLines, orderNotes, orders, shipToOf } from './schema.ts';
export { moveOrder, setPayStatus } from './transitions.ts';
export { filterById, orderCards, statusTabs } from './read.ts';
export { ordersApi } from './api.ts';
export { cancelApi } from './cancel-api.ts';
export { cancelOneDispatch, cancelOrder, cancelWhole, lockOrder, lockOwnOrder, STAFF_CANCEL_REASONS } from './cancel.ts';
export { factorList } from './factor.ts';
export { deliverDispatch, deliverDispatchIn, packDispatchIn, shipDispatch, shipDispatchIn } from './fulfil.ts';
export { expireUnpaidOrders } from './hold.ts';
export { cancelledByShopSms, dispatchSentSms, orderPaidSms } from './notify.ts';
export { listPage, pageInvoice, pageOrder } from './page-order.ts';
export { orderQueue } from './staff-queue.ts';
export { staffOrderRecord } from './staff-record.ts';
export { lockCartVarieties, takeStock } from './stock.ts';

export { citySlots, deliveryDays, slotsById, slotView, takeSlot } from './slots.ts';
export { deliverySlots } from './schema.ts';
