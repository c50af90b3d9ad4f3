import { toFaDigits } from '#lib/digits.ts';
import { messages } from '#lib/validation/messages.ts';

/** What the return screens and endpoints say (spec sections 4, 5 and 8). */
export const RETURN_MESSAGES = {
  /** Spec section 8, the success message. */
  created: 'درخواست مرجوعی شما ثبت شد؛ برای پیگیری روند با پشتیبانی در تماس باشید',
  selectOne: 'حداقل یک کالا را انتخاب کنید',
  dispatchNotFound: 'مرسوله پیدا نشد',
  requestNotFound: 'درخواست مرجوعی پیدا نشد',
  documentNotFound: 'رسید پستی پیدا نشد',
  notDelivered: 'این مرسوله هنوز تحویل نشده است؛ مرجوع کردن پس از تحویل ممکن است',
  windowPassed: (days: number) => `مهلت ${toFaDigits(days)} روزهٔ مرجوع کردن کالاهای این مرسوله گذشته است`,
  nothingLeft: 'همهٔ کالاهای این مرسوله مرجوع شده یا در درخواست دیگری هستند',
  noneRevertable: 'کالاهای این مرسوله قابل مرجوع کردن نیستند',
  lineNotRevertable: 'این کالا قابل مرجوع کردن نیست',
  countTooMany: (left: number) => `حداکثر ${toFaDigits(left)} عدد از این کالا قابل مرجوع کردن است`,
  countInvalid: 'تعداد را به عدد وارد کنید (حداقل ۱)',
  lineTwice: 'این کالا دو بار انتخاب شده است',
  reasonRequired: 'دلیل مرجوع کردن را انتخاب کنید',
  reasonUnknown: 'دلیل انتخاب‌شده معتبر نیست',
  descriptionLong: 'توضیحات حداکثر ۱۰۰۰ نویسه است',
  imageType: 'تصویر باید JPG، PNG یا WebP باشد',
  imageTooBig: 'این تصویر قابل کوچک کردن نبود؛ تصویر دیگری انتخاب کنید',
  imageHuge: 'حجم تصویر بیش از ۵ مگابایت است؛ تصویر کوچک‌تری انتخاب کنید',
  imageSize: messages.imageSize,
  cancelled: 'درخواست مرجوعی لغو شد',
  cancelReason: 'دلیل لغو را بنویسید',
  notCancellable: 'این درخواست دیگر قابل لغو نیست',
  receiptNeedsOne: 'بارکد مرسوله یا تصویر رسید پستی را وارد کنید',
  barcodeInvalid: 'بارکد مرسوله باید ۱۰ تا ۳۰ رقم باشد',
  receiptNotNow: 'رسید پستی پس از تأیید درخواست ثبت می‌شود',
  receiptSaved: 'رسید پستی ثبت شد',
  receiptDeleted: 'رسید پستی حذف شد',
  notReceivable: 'این درخواست در وضعیتی نیست که دریافت کالا ثبت شود',
  received: 'دریافت کالا ثبت شد و مبلغ به مشتری بازگشت',
};

/** How to send the parcel (`/v8/back-request-document/help`). */
export const RECEIPT_HELP = [
  'کالا را با همهٔ لوازم، برچسب‌ها و فاکتور در جعبهٔ اصلی بسته‌بندی کنید.',
  'شمارهٔ درخواست مرجوعی را روی بسته بنویسید.',
  'بسته را با پست پیشتاز به نشانی انبار بازار بفرستید: تهران، بزرگراه فتح، انبار مرکزی بازار، کد پستی ۱۳۸۷۸۳۵۸۱۱.',
  'بارکد ۲۴ رقمی رسید پست یا عکس رسید را همین‌جا ثبت کنید تا بسته پیگیری شود.',
  'پس از رسیدن بسته به انبار و بررسی آن، مبلغ کالا به موجودی کیف پول شما بازمی‌گردد (یا، اگر بانک هنوز برگشت تراکنش را بپذیرد، به کارتی که با آن پرداخت کرده‌اید).',
];
