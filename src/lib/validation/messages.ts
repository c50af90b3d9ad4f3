import { toFaDigits } from '../digits.ts';

/** Persian validation messages (spec section 5), one place for forms and the API. */
export const messages = {
  required: 'این فیلد الزامی است',
  invalid: 'مقدار وارد شده معتبر نیست',
  email: 'ایمیل وارد شده معتبر نیست',
  numeric: 'فقط عدد وارد کنید',
  mobile: 'شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود',
  phone: 'شماره تلفن ثابت معتبر نیست (مثلاً ۰۲۱۸۸۷۷۶۶۵۵)',
  password: 'رمز عبور باید حداقل ۶ کاراکتر و شامل حروف انگلیسی و اعداد باشد',
  numberWithComma: 'فقط عدد و ویرگول مجاز است',
  cMinMax: 'مبلغ وارد شده مجاز نیست',
  minLength: 'حداقل طول متن کافی نیست',
  farsiText: 'لطفاً فارسی تایپ کنید',
  imageSize: 'حداکثر حجم تصویر ۲۵ کیلوبایت است',
  /** A picture sent larger than the server takes before shrinking it (5 MB). */
  pictureHuge: 'حجم تصویر بیش از ۵ مگابایت است؛ تصویر کوچک‌تری انتخاب کنید',
  fileHuge: 'حجم فایل بیش از ۵ مگابایت است؛ فایل کوچک‌تری انتخاب کنید',
  fileRequired: 'فایل رزومه نمی‌تواند خالی باشد',
  nationalCode: 'کد ملی معتبر نیست',
  legalId: 'شناسه ملی شرکت معتبر نیست',
  sheba: 'شماره شبا معتبر نیست',
  cardNumber: 'شماره کارت معتبر نیست',
  postalCode: 'کد پستی باید ۱۰ رقم و معتبر باشد',
  amountRequired: 'مبلغ را وارد کنید',
  amount: 'مبلغ را فقط با رقم و به‌صورت عدد صحیح وارد کنید',
  minAmount: (min: string) => `حداقل مبلغ باید ${min} تومان باشد`,
  minValue: (min: number) => `مقدار باید حداقل ${toFaDigits(min)} باشد`,
  maxValue: (max: number) => `مقدار باید حداکثر ${toFaDigits(max)} باشد`,
  length: (n: number) => `طول این فیلد باید ${toFaDigits(n)} کاراکتر باشد`,
  min: (n: number) => `حداقل ${toFaDigits(n)} کاراکتر وارد کنید`,
  max: (n: number) => `حداکثر ${toFaDigits(n)} کاراکتر مجاز است`,
} as const;
