/** Why an order or a dispatch is cancelled: the shopper's reasons, the shop's, the hold job's, and the messages. */
export const CANCEL_REASONS = [
  { id: 1, title: 'از خرید منصرف شدم' },
  { id: 2, title: 'زمان ارسال برایم مناسب نیست' },
  { id: 3, title: 'می‌خواهم نشانی یا کالاهای سفارش را تغییر دهم' },
  { id: 4, title: 'قیمت مناسب‌تری پیدا کردم' },
  { id: 5, title: 'سفارش را اشتباهی ثبت کردم' },
  { id: 6, title: 'سایر دلایل' },
] as const;
/**
 * The shop's own reasons, for staff cancelling from the back office (ids from 200, apart
 * from the shopper's): the shopper is told which one in the SMS.
 */
export const STAFF_CANCEL_REASONS = [
  { id: 201, title: 'کالا ناموجود شد' },
  { id: 202, title: 'به درخواست مشتری (تماس با پشتیبانی)' },
  { id: 203, title: 'نشانی نادرست یا خارج از محدودهٔ ارسال' },
  { id: 204, title: 'پرداخت یا سفارش مشکوک' },
  { id: 205, title: 'سایر دلایل' },
] as const;

/** The hold job's reason: not one a shopper picks. */
export const EXPIRED_REASON = { id: 100, title: 'پرداخت در مهلت مقرر انجام نشد' } as const;

export const CANCEL_MESSAGES = {
  reason: 'دلیل لغو را انتخاب کنید',
  notCancellable: 'این سفارش دیگر قابل لغو نیست',
  dispatchLeft: 'این مرسوله ارسال شده و قابل لغو نیست',
  dispatchOfUnpaid: 'مرسوله‌های سفارش پرداخت‌نشده جداگانه لغو نمی‌شوند؛ کل سفارش را لغو کنید',
  dispatchNotFound: 'مرسوله یافت نشد',
  orderNotFound: 'سفارش یافت نشد',
};
