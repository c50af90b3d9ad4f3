/**
 * The order family's status codes and their Persian words (spec section 4). Isomorphic:
 * pages, islands and services share them. Only orders/transitions.ts writes a status.
 *
 * The spec fixes the payment statuses (1–5) and names the order words (processing,
 * delivered, returned, cancelled, awaiting payment, awaiting cancellation) without codes:
 * the codes below are ours (docs/adr/0008-checkout-and-orders.md).
 */
export const ORDER_STATUS = {
  awaitingPayment: 1,
  processing: 2,
  delivered: 3,
  returned: 4,
  cancelled: 5,
  awaitingCancellation: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TITLES: Readonly<Record<OrderStatus, string>> = {
  1: 'در انتظار پرداخت',
  2: 'در حال پردازش',
  3: 'تحویل شده',
  4: 'مرجوع شده',
  5: 'لغو شده',
  6: 'در انتظار لغو',
};

/**
 * A dispatch's journey; an order's send_status is the least advanced of its live dispatches.
 * Packed (6) came with the back office: the warehouse has boxed it, it has not
 * left, so the shopper may still cancel it; its code is the newest, its place in the
 * journey is SEND_PROGRESS's.
 */
export const SEND_STATUS = {
  preparing: 1,
  sent: 2,
  delivered: 3,
  cancelled: 4,
  returned: 5,
  packed: 6,
} as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

export const SEND_STATUS_TITLES: Readonly<Record<SendStatus, string>> = {
  1: 'در حال آماده‌سازی',
  2: 'ارسال شده',
  3: 'تحویل شده',
  4: 'لغو شده',
  5: 'مرجوع شده',
  6: 'بسته‌بندی شده',
};

/** How far along its journey a dispatch is (cancelled last: it never counts as the least advanced). */
export const SEND_PROGRESS: Readonly<Record<SendStatus, number>> = { 1: 0, 6: 1, 2: 2, 3: 3, 5: 4, 4: 5 };

/** Still in our warehouse (being prepared or packed): the shopper and staff may cancel it. */
export const hasNotLeft = (s: SendStatus): boolean => s === SEND_STATUS.preparing || s === SEND_STATUS.packed;

/** Spec section 4 "Payment status". */
export const PAY_STATUS = {
  new: 1,
  waiting: 2,
  success: 3,
  unsuccessful: 4,
  errorSaving: 5,
} as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

export const PAY_STATUS_TITLES: Readonly<Record<PayStatus, string>> = {
  1: 'جدید',
  2: 'در انتظار پرداخت',
  3: 'موفق',
  4: 'ناموفق',
  5: 'خطا در ثبت پرداخت',
};

/** Where an order's reserved stock stands: held while unpaid, committed once paid, released on cancel or expiry. */
export const STOCK_STATE = { held: 1, committed: 2, released: 3 } as const;
export type StockState = (typeof STOCK_STATE)[keyof typeof STOCK_STATE];

/** The status filter of /v6/order/status-filter and /profile/orders: each tab and the statuses it shows. */
export const STATUS_FILTERS = [
  { id: 1, title: 'در انتظار پرداخت', statuses: [ORDER_STATUS.awaitingPayment] },
  { id: 2, title: 'در حال پردازش', statuses: [ORDER_STATUS.processing, ORDER_STATUS.awaitingCancellation] },
  { id: 3, title: 'تحویل شده', statuses: [ORDER_STATUS.delivered] },
  { id: 4, title: 'مرجوع شده', statuses: [ORDER_STATUS.returned] },
  { id: 5, title: 'لغو شده', statuses: [ORDER_STATUS.cancelled] },
] as const;
