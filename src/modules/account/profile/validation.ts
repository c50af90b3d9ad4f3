import { z } from 'zod';
import { messages } from '#lib/validation/messages.ts';

/**
 * Bodies and Persian messages of the profile's own screens and routes
 * (`/v6/profile/full-info`, `settings`, `update-email`, `verify-email`; /profile/account,
 * edit-profile, settings, verify-email). Server only.
 */
export const PROFILE_MESSAGES = {
  emailLink: 'پیوند تأیید ایمیل معتبر نیست یا منقضی شده است؛ از صفحهٔ ویرایش اطلاعات پیوند تازه بخواهید',
  emailTooMany: 'تعداد درخواست‌های ارسال پیوند تأیید بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  emailSent: 'پیوند تأیید به ایمیل شما فرستاده شد؛ تا ۲۴ ساعت آن را باز کنید',
  emailNotSent: 'ایمیل ذخیره شد اما پیوند تأیید فرستاده نشد؛ کمی بعد دوباره بخواهید',
  emailCleared: 'ایمیل از حساب شما حذف شد',
  emailSame: 'این ایمیل پیش‌تر تأیید شده است',
  emailVerified: 'ایمیل شما تأیید شد',
  emailWhileActing: 'در حالت ورود به‌جای مشتری، ایمیل حساب تغییر نمی‌کند؛ مشتری باید خودش آن را ثبت کند',
  settingsEmpty: 'تنظیمی برای ذخیره فرستاده نشده است',
  settingsSaved: 'تنظیمات اطلاع‌رسانی ذخیره شد',
  onOff: 'مقدار باید ۰ یا ۱ باشد',
  signIn: 'برای انجام این کار وارد حساب کاربری خود شوید',
} as const;

/** Emails are kept trimmed and in lower case: the same inbox, however it was typed. */
export const EMAIL_MAX = 254;

/** `{ email }`: an address, or empty (or null) to remove it; leaving the field out is a 422. */
export const emailBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v === null ? '' : v),
    z.union([z.literal(''), z.email({ error: messages.email }).max(EMAIL_MAX, { error: messages.max(EMAIL_MAX) })], {
      error: (issue) => (issue.input === undefined ? messages.required : messages.email),
    }),
  ),
});

/** The confirmation link's token: 256 random bits, base64url (newToken). */
export const verifyEmailBody = z.object({
  token: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PROFILE_MESSAGES.emailLink }).regex(/^[A-Za-z0-9_-]{43}$/, { error: PROFILE_MESSAGES.emailLink }),
  ),
});

const onOff = z.preprocess(
  (v) => {
    if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return true;
    if (v === false || v === 0 || v === '0' || v === 'false' || v === 'off') return false;
    return v;
  },
  z.boolean({ error: PROFILE_MESSAGES.onOff }),
);

/**
 * The notice settings (spec section 3's `send_sms_on_product_price_reduction`, the only
 * notice flag the account keeps): 1/0 or true/false; at least one must be sent.
 */
export const settingsBody = z
  .object({ send_sms_on_product_price_reduction: onOff.optional() })
  .refine((v) => v.send_sms_on_product_price_reduction !== undefined, {
    error: PROFILE_MESSAGES.settingsEmpty,
    path: ['send_sms_on_product_price_reduction'],
  });

export type Settings = { send_sms_on_product_price_reduction: boolean };
