/**
 * A return request's statuses. The spec names 1 confirmed, 2 refused, 3 analysing and
 * 5 cancelled at the shopper's request; it is silent on the parcel's arrival and on a
 * request sent back for changes, so 4 and 6 are ours (docs/adr/0028).
 */
export const BACK_STATUS = {
  confirmed: 1,
  refused: 2,
  analysing: 3,
  received: 4,
  cancelled: 5,
  needsChanges: 6,
} as const;
export type BackStatus = (typeof BACK_STATUS)[keyof typeof BACK_STATUS];

export const BACK_STATUS_TITLES: Record<BackStatus, string> = {
  1: 'تأیید شده؛ کالا را ارسال کنید',
  2: 'رد شده',
  3: 'در حال بررسی',
  4: 'دریافت شد و مبلغ بازگشت',
  5: 'لغو شده به درخواست شما',
  6: 'نیازمند اصلاح',
};

/** Requests that still hold their items (a second request cannot ask for the same units). */
export const HOLDING: readonly BackStatus[] = [BACK_STATUS.analysing, BACK_STATUS.confirmed, BACK_STATUS.received, BACK_STATUS.needsChanges];

/** The shopper may withdraw a request until the parcel has been received or it was decided against. */
export const CANCELLABLE: readonly BackStatus[] = [BACK_STATUS.analysing, BACK_STATUS.needsChanges, BACK_STATUS.confirmed];

/** A postal receipt belongs to a confirmed request (the parcel is sent after confirmation). */
export const TAKES_RECEIPT: readonly BackStatus[] = [BACK_STATUS.confirmed];
