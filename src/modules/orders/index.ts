// The public face of this module for server code: other code imports it only through here.
export type { OrderStatus, PayStatus, SendStatus, StockState } from './statuses.ts';
export type { DebtorPayment, DispatchView, OrderCard, OrderView, TrackingEventView, TransactionView } from './validation.ts';
export { hasNotLeft, ORDER_STATUS, ORDER_STATUS_TITLES, PAY_STATUS, PAY_STATUS_TITLES, SEND_STATUS, SEND_STATUS_TITLES, STOCK_STATE } from './statuses.ts';
export { SHOP_SELLER } from './shop-info.ts';
export { CANCEL_MESSAGES, EXPIRED_REASON, STAFF_CANCEL_REASONS } from './cancel-reasons.ts';
export { barcodeSchema, ORDER_MESSAGES } from './validation.ts';
export { canCancelDispatch, canCancelOrder, canChangeAddress, canPayAgain, hasInvoice, orderSendStatus } from './rules.ts';
export { timelines } from './tracking.ts';
export { orderDispatches, orderHistory, orderLines, orderNotes, orders, shipToOf, trackingEvents } from './schema.ts';
export { extendHold, markPayErrorSaving, moveDispatch, moveOrder, setPayStatus, unpayHeldTender, type Actor } from './transitions.ts';
export { lockOrder, lockOwnOrder } from './locks.ts';
export { deliveredOrderCount, filterById, orderCards, statusTabs } from './read.ts';
export { ordersApi } from './api.ts';
export { cancelApi } from './cancel-api.ts';
export { factorList } from './factor.ts';
export { cancelledByShopSms, dispatchSentSms, orderPaidSms } from './notify.ts';
export { listPage, pageInvoice, pageOrder } from './page-order.ts';
// The company an order's invoice is issued to (orders.legal_id): the owner function, its route and the invoice page's form.
export { INVOICE_COMPANY_MESSAGES, setInvoiceCompany, setInvoiceCompanyIn } from './invoice-company.ts';
export { invoiceCompanyApi } from './invoice-company-api.ts';
export { invoiceCompanyForm, type InvoiceCompanyForm } from './page-invoice-company.ts';
export { addOrderNote } from './notes.ts';
export { orderQueue } from './staff-queue.ts';

export { citySlots, deliveryDays, releaseSlot, slotsById, slotView, takeSlot } from './slots.ts';
export { deliverySlots } from './schema.ts';
