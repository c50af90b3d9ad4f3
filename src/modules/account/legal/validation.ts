import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { isValidJalaliDate, jalaliToGregorian } from '#lib/jalali.ts';
import { tehranLocalInput } from '#lib/tehran-time.ts';
import { messages } from '#lib/validation/messages.ts';
import * as iran from '#lib/validation/iran.ts';
import { legalNationalId, postalCode, requiredText } from '#lib/validation/rules.ts';
import { COMPANY_TYPES } from './company-types.ts';

/**
 * A shopper's company for legal (company) invoices (spec sections 1 and 3 "Legal and
 * provider data", `/v6/user-legal/*`): the spec's field names, Persian messages, Persian
 * digits read as ASCII. Server only (classic zod; the shared rules are zod/mini schemas,
 * composed with `z.pipe`). The pictures (`gazette_image`, `tax_image`) are files, checked
 * apart (images.ts).
 */
export const LEGAL_MESSAGES = {
  companyName: 'نام شرکت را بین ۲ تا ۱۲۰ نویسه بنویسید',
  companyNameEn: 'نام لاتین شرکت را فقط با حروف انگلیسی و بین ۲ تا ۱۲۰ نویسه بنویسید',
  companyType: 'نوع شرکت را انتخاب کنید',
  economicCode: 'کد اقتصادی ۱۲ رقم است',
  recordeCode: 'شمارهٔ ثبت شرکت را (تا ۱۰ رقم) وارد کنید',
  isTax: 'مشمول بودن مالیات بر ارزش افزوده را مشخص کنید',
  taxDateNeeded: 'تاریخ ثبت‌نام در نظام مالیات بر ارزش افزوده را وارد کنید',
  taxDate: 'تاریخ معتبر نیست؛ مانند ۱۴۰۲/۰۱/۱۵ وارد کنید و از امروز جلوتر نباشد',
  phone: 'شمارهٔ تماس را به‌صورت تلفن ثابت با کد شهر یا موبایل وارد کنید',
  address: 'نشانی را حداکثر در ۳۰۰ نویسه بنویسید',
  gazetteImage: 'تصویر روزنامهٔ رسمی باید JPG، PNG یا WebP باشد',
  taxImage: 'تصویر گواهی ارزش افزوده باید JPG، PNG یا WebP باشد',
  imageSize: messages.pictureHuge,
  imageKind: 'نوع تصویر باید gazette یا tax باشد',
  notFound: 'شرکت پیدا نشد',
  imageNotFound: 'تصویری بارگذاری نشده است',
  duplicate: 'شرکتی با این شناسهٔ ملی را پیش‌تر ثبت کرده‌اید',
  tooMany: (max: string) => `حداکثر ${max} شرکت می‌توانید ثبت کنید؛ یکی را حذف کنید`,
  created: 'اطلاعات شرکت ثبت شد',
  updated: 'اطلاعات شرکت ویرایش شد',
  deleted: 'شرکت حذف شد',
};

/** How many live companies one shopper may keep (a list to choose an invoice's buyer from, not a directory). */
export const MAX_LEGALS = 20;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optional = <T extends z.core.$ZodType>(schema: T) => z.preprocess(blankToUndefined, z.optional(schema));
const digitsOf = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v).replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v);

const TRUE = new Set([true, 1, '1', 'true', 'on', 'yes']);
const FALSE = new Set([false, 0, '0', 'false', 'off', 'no', '', undefined, null]);

const companyType = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toAsciiDigits(v.trim()))) : v),
  z
    .number({ error: LEGAL_MESSAGES.companyType })
    .int({ error: LEGAL_MESSAGES.companyType })
    .refine((n) => COMPANY_TYPES.some((c) => c.id === n), { error: LEGAL_MESSAGES.companyType }),
);

/** A landline with its area code, or a mobile (a small company often answers on one). */
const phone = z.string({ error: LEGAL_MESSAGES.phone }).transform((s, ctx) => {
  const mobile = iran.normalizeMobile(s);
  if (mobile) return mobile;
  if (iran.isValidLandline(s)) return iran.cleanDigits(s);
  ctx.issues.push({ code: 'custom', message: LEGAL_MESSAGES.phone, input: s });
  return z.NEVER;
});

/**
 * The VAT registration date as an ISO calendar date. The API sends it as ISO (`2023-04-04`);
 * people type the Jalali date they read on the certificate (`۱۴۰۲/۰۱/۱۵`), which is turned
 * into the same. A date after today is refused.
 */
export function taxDateOf(input: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(toAsciiDigits(input.trim()));
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let iso: string;
  if (year >= 1300 && year < 1500) {
    if (!isValidJalaliDate(year, month, day)) return null;
    iso = jalaliToGregorian(year, month, day);
  } else if (year >= 1900 && year < 2200) {
    iso = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
    const d = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || !d.toISOString().startsWith(iso)) return null;
  } else {
    return null;
  }
  // Not after today, as the calendar reads in Tehran.
  return iso <= tehranLocalInput(new Date()).slice(0, 10) ? iso : null;
}

const taxDate = z.string({ error: LEGAL_MESSAGES.taxDate }).transform((s, ctx) => {
  const iso = taxDateOf(s);
  if (iso) return iso;
  ctx.issues.push({ code: 'custom', message: LEGAL_MESSAGES.taxDate, input: s });
  return z.NEVER;
});

/** When `is_tax` is given but the date is missing: checked even while other fields are wrong, so the form shows all at once. */
const taxNeedsDate = {
  path: ['tax_date'],
  message: LEGAL_MESSAGES.taxDateNeeded,
  when: (payload: { value: unknown }) => (payload.value as { is_tax?: unknown } | undefined)?.is_tax === true,
};

export const legalBody = z
  .object({
    company_name: z.pipe(requiredText(), z.string().min(2, { error: LEGAL_MESSAGES.companyName }).max(120, { error: LEGAL_MESSAGES.companyName })),
    company_name_en: optional(
      z
        .string({ error: LEGAL_MESSAGES.companyNameEn })
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9 .,&()'-]{1,119}$/, { error: LEGAL_MESSAGES.companyNameEn }),
    ),
    company_type: companyType,
    national_id: legalNationalId(),
    eghtesad_code: z.preprocess(digitsOf, optional(z.string({ error: LEGAL_MESSAGES.economicCode }).regex(/^\d{12}$/, { error: LEGAL_MESSAGES.economicCode }))),
    recorde_code: z.preprocess(digitsOf, optional(z.string({ error: LEGAL_MESSAGES.recordeCode }).regex(/^\d{1,10}$/, { error: LEGAL_MESSAGES.recordeCode }))),
    is_tax: z.preprocess((v) => (TRUE.has(v as never) ? true : FALSE.has(v as never) ? false : v), z.boolean({ error: LEGAL_MESSAGES.isTax })),
    tax_date: optional(taxDate),
    phone: optional(phone),
    postal_code: optional(postalCode()),
    address: optional(z.string({ error: LEGAL_MESSAGES.address }).trim().max(300, { error: LEGAL_MESSAGES.address })),
  })
  .refine((v) => !v.is_tax || v.tax_date !== undefined, taxNeedsDate)
  // Not registered for VAT: no registration date is kept.
  .transform((v) => ({ ...v, tax_date: v.is_tax ? v.tax_date : undefined }));

export type LegalInput = z.output<typeof legalBody>;

/** The text fields of a company as the API names them (the order the forms show them). */
export const LEGAL_FIELDS = [
  'company_name',
  'company_name_en',
  'company_type',
  'national_id',
  'eghtesad_code',
  'recorde_code',
  'is_tax',
  'tax_date',
  'phone',
  'postal_code',
  'address',
] as const;

/** The two pictures: the form's field, the stored column, and the `kind` of the image route. */
export const LEGAL_IMAGES = [
  { field: 'gazette_image', kind: 'gazette', title: 'تصویر روزنامهٔ رسمی (آگهی تأسیس یا آخرین تغییرات)', type: LEGAL_MESSAGES.gazetteImage },
  { field: 'tax_image', kind: 'tax', title: 'تصویر گواهی ثبت‌نام در نظام مالیات بر ارزش افزوده', type: LEGAL_MESSAGES.taxImage },
] as const;
export type LegalImageKind = (typeof LEGAL_IMAGES)[number]['kind'];
export const isLegalImageKind = (v: unknown): v is LegalImageKind => LEGAL_IMAGES.some((i) => i.kind === v);

/** A company as the API answers it (`/v6/user-legal/*`, `/v6/profile/legal-info`, the identity's `userLegal`). */
export interface LegalView {
  id: number;
  company_name: string;
  company_name_en: string | null;
  company_type: number;
  company_type_title: string;
  /** شناسهٔ ملی (11 digits). */
  national_id: string;
  /** کد اقتصادی (12 digits). */
  eghtesad_code: string | null;
  /** شمارهٔ ثبت. */
  recorde_code: string | null;
  is_tax: boolean;
  /** ISO date. */
  tax_date: string | null;
  phone: string | null;
  postal_code: string | null;
  address: string | null;
  /** The owner's read URL of each picture, null when none was sent. */
  gazette_image: string | null;
  tax_image: string | null;
  created_at: string;
  updated_at: string;
}
