import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import * as iran from '#lib/validation/iran.ts';
import { email, legalNationalId, nationalCode, postalCode, requiredText, sheba } from '#lib/validation/rules.ts';
import { COMPANY_TYPES } from '#modules/wholesale/index.ts';

/**
 * The seller (provider) registration's contracts (spec sections 3, 5 and 7
 * `/v6/provider/register/step1|2|3`), for the API and the plain forms alike. Persian
 * messages; digits typed in Persian are read as ASCII. A legal person's step 1 adds the
 * company's details to its signatory's; everything else is the same for both.
 */
export const PROVIDER_MESSAGES = {
  personType: 'نوع شخصیت (حقیقی یا حقوقی) را انتخاب کنید',
  name: 'بین ۲ تا ۶۰ نویسه بنویسید',
  companyName: 'نام شرکت را بین ۲ تا ۱۲۰ نویسه بنویسید',
  companyType: 'نوع شرکت را انتخاب کنید',
  legalIdNeeded: 'شناسهٔ ملی شرکت را وارد کنید',
  registrationNumber: 'شمارهٔ ثبت شرکت را (تا ۱۰ رقم) وارد کنید',
  economicCode: 'کد اقتصادی ۱۲ رقم است',
  phone: 'شمارهٔ تماس را به‌صورت تلفن ثابت با کد شهر یا موبایل وارد کنید',
  shopName: 'نام فروشگاه را بین ۲ تا ۶۰ نویسه بنویسید',
  city: 'شهر را انتخاب کنید',
  address: 'نشانی را بین ۱۰ تا ۳۰۰ نویسه بنویسید',
  shebaHolder: 'نام صاحب حساب را بین ۲ تا ۸۰ نویسه بنویسید',
  categories: 'دست‌کم یک دسته‌بندی (و حداکثر ۱۰) را انتخاب کنید',
  salesChannel: 'بگویید امروز کالاهایتان را کجا می‌فروشید',
  productCount: 'تعداد تقریبی کالاها را بین ۱ و ۱۰۰٬۰۰۰ وارد کنید',
  accept: 'برای ارسال درخواست، پذیرفتن مفاد قرارداد لازم است',
  documentKind: 'نوع مدرک را انتخاب کنید',
  stepFirst: 'ابتدا مرحلهٔ قبل را کامل کنید',
  locked: 'درخواست شما ارسال شده و در حال بررسی است؛ تا اعلام نتیجه نمی‌توان آن را تغییر داد',
  approved: 'شما فروشندهٔ تأییدشدهٔ بازار هستید',
  noApplication: 'هنوز ثبت‌نام فروشنده را شروع نکرده‌اید',
  documentsMissing: (titles: string) => `این مدارک را بارگذاری کنید: ${titles}`,
};

/** Where a seller sells today (step 3): for the team that onboards them. */
export const SALES_CHANNELS = [
  { id: 'shop', title: 'فروشگاه حضوری' },
  { id: 'online', title: 'فروشگاه اینترنتی خودم' },
  { id: 'marketplace', title: 'بازارهای اینترنتی دیگر' },
  { id: 'social', title: 'شبکه‌های اجتماعی' },
  { id: 'none', title: 'هنوز نمی‌فروشم' },
] as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const sized = (min: number, max: number, message: string) => z.pipe(requiredText(), z.string().min(min, { error: message }).max(max, { error: message }));
const optional = <T extends z.core.$ZodType>(schema: T) => z.preprocess(blankToUndefined, z.optional(schema));
const digitsOf = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v).replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v);

const contactPhone = z.preprocess(
  blankToUndefined,
  z.string({ error: PROVIDER_MESSAGES.phone }).transform((s, ctx) => {
    const mobile = iran.normalizeMobile(s);
    if (mobile) return mobile;
    if (iran.isValidLandline(s)) return iran.cleanDigits(s);
    ctx.issues.push({ code: 'custom', message: PROVIDER_MESSAGES.phone, input: s });
    return z.NEVER;
  }),
);

/** A number typed as text or sent as one (Persian digits allowed), with one message for every way it is wrong. */
const wholeNumber = (message: string, ok: (n: number) => boolean = (n) => n > 0) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toAsciiDigits(v.trim()))) : v),
    z.number({ error: message }).int({ error: message }).refine(ok, { error: message }),
  );

const legalNeeds = (field: string, message: string) => ({
  path: [field],
  message,
  when: (payload: { value: unknown }) => (payload.value as { person_type?: unknown } | undefined)?.person_type === 'legal',
});

export const step1Body = z
  .object({
    person_type: z.enum(['real', 'legal'], { error: PROVIDER_MESSAGES.personType }),
    first_name: sized(2, 60, PROVIDER_MESSAGES.name),
    last_name: sized(2, 60, PROVIDER_MESSAGES.name),
    national_code: nationalCode(),
    phone: contactPhone,
    email: optional(email()),
    company_name: optional(z.string().trim().min(2, { error: PROVIDER_MESSAGES.companyName }).max(120, { error: PROVIDER_MESSAGES.companyName })),
    legal_national_id: optional(legalNationalId()),
    company_type: optional(wholeNumber(PROVIDER_MESSAGES.companyType, (n) => COMPANY_TYPES.some((c) => c.id === n))),
    registration_number: z.preprocess(digitsOf, optional(z.string().regex(/^\d{1,10}$/, { error: PROVIDER_MESSAGES.registrationNumber }))),
    economic_code: z.preprocess(digitsOf, optional(z.string().regex(/^\d{12}$/, { error: PROVIDER_MESSAGES.economicCode }))),
  })
  // A company's own details, each required for a legal person; checked even while other
  // fields are wrong (`when`), so the form shows every missing one at once.
  .refine((a) => a.person_type !== 'legal' || a.company_name !== undefined, legalNeeds('company_name', PROVIDER_MESSAGES.companyName))
  .refine((a) => a.person_type !== 'legal' || a.legal_national_id !== undefined, legalNeeds('legal_national_id', PROVIDER_MESSAGES.legalIdNeeded))
  .refine((a) => a.person_type !== 'legal' || a.company_type !== undefined, legalNeeds('company_type', PROVIDER_MESSAGES.companyType))
  .refine((a) => a.person_type !== 'legal' || a.registration_number !== undefined, legalNeeds('registration_number', PROVIDER_MESSAGES.registrationNumber));
export type Step1Input = z.output<typeof step1Body>;

export const step2Body = z.object({
  shop_name: sized(2, 60, PROVIDER_MESSAGES.shopName),
  city_id: wholeNumber(PROVIDER_MESSAGES.city),
  address: sized(10, 300, PROVIDER_MESSAGES.address),
  postal_code: postalCode(),
  sheba: sheba(),
  sheba_holder: sized(2, 80, PROVIDER_MESSAGES.shebaHolder),
});
export type Step2Input = z.output<typeof step2Body>;

/** Category ids as a JSON array, repeated form fields, or "1,2,3". */
const idList = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? (v as unknown[]) : typeof v === 'string' ? v.split(/[,،]/) : typeof v === 'number' ? [v] : v;
    return Array.isArray(list) ? (list as unknown[]).map((x) => (typeof x === 'string' ? Number(toAsciiDigits(x.trim())) : x)).filter((x) => x !== 0) : list;
  },
  z
    .array(z.number().int().positive(), { error: PROVIDER_MESSAGES.categories })
    .min(1, { error: PROVIDER_MESSAGES.categories })
    .max(10, { error: PROVIDER_MESSAGES.categories }),
);

export const step3Body = z.object({
  category_ids: idList.transform((ids) => [...new Set(ids)]),
  sales_channel: z.enum(SALES_CHANNELS.map((c) => c.id) as [string, ...string[]], { error: PROVIDER_MESSAGES.salesChannel }),
  product_count: wholeNumber(PROVIDER_MESSAGES.productCount, (n) => n >= 1 && n <= 100_000),
});
export type Step3Input = z.output<typeof step3Body>;

export const submitBody = z.object({
  accept: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on', z.literal(true, { error: PROVIDER_MESSAGES.accept })),
});
