import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { email, iranMobile, minLength } from '#lib/validation/rules.ts';
import { messages } from '#lib/validation/messages.ts';
import { CAPTCHA_MESSAGES } from '#modules/account/index.ts';
import { idSchema } from '#server/http/params.ts';
import { REQUEST_KINDS } from './schema.ts';

/**
 * The contact, careers and agency forms' rules (spec section 5: iran_mobile, minLength 3
 * with its message, the empty-resume message), shared by the API and the pages so both
 * refuse the same input with the same Persian words.
 */
export const REQUEST_MESSAGES = {
  department: 'واحد مورد نظر را انتخاب کنید',
  position: 'موقعیت شغلی را انتخاب کنید',
  city: 'شهر را انتخاب کنید',
  cityOutsideProvince: 'شهر انتخاب‌شده در این استان نیست',
  captchaNeeded: CAPTCHA_MESSAGES.needed,
  /** Spec section 8's "resume file cannot be empty": also what a missing file gets. */
  resumeEmpty: messages.fileRequired,
  resumeType: 'رزومه باید فایل PDF باشد',
  resumeSize: 'حجم رزومه حداکثر ۲ مگابایت است',
  tooMany: 'تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  contactSent: 'پیام شما ثبت شد؛ همکاران ما به‌زودی پاسخ می‌دهند',
  careerSent: 'رزومهٔ شما ثبت شد؛ اگر با این موقعیت هماهنگ باشد با شما تماس می‌گیریم',
  agencySent: 'درخواست نمایندگی شما ثبت شد؛ کارشناسان ما با شما تماس می‌گیرند',
  handled: 'این درخواست رسیدگی شد',
  noResume: 'رزومه‌ای برای این درخواست نیست',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** minLength (3, the spec's rule and message) and at most `max` characters. */
const text = (max: number) => z.pipe(minLength(3), z.string().max(max, { error: messages.max(max) }));
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.optional(text(max)));
const optionalEmail = z.preprocess(blankToUndefined, z.optional(z.pipe(email(), z.string().max(120, { error: messages.max(120) }))));
const secret = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: REQUEST_MESSAGES.captchaNeeded }).max(max, { error: REQUEST_MESSAGES.captchaNeeded }));

/** Who is writing: the same three fields on every form. */
const sender = {
  name: text(80),
  mobile: iranMobile(),
  email: optionalEmail,
};

/** POST /v6/site/contact and /contact-us: the captcha (POST /v6/site/captcha) is always required. */
export const contactBody = z.object({
  department_id: idSchema(REQUEST_MESSAGES.department),
  ...sender,
  subject: text(120),
  message: text(2000),
  captcha_key: secret(300),
  captcha: secret(20),
});
export type ContactInput = z.output<typeof contactBody>;

/** POST /v6/career-apply/create and /careers: the text fields; the `resume` file is checked by its bytes (resumes.ts). */
export const careerBody = z.object({
  position_id: idSchema(REQUEST_MESSAGES.position),
  ...sender,
  message: optionalText(1000),
});
export type CareerInput = z.output<typeof careerBody>;

/**
 * POST /v10/agency-request/create and /representation-request: where (the city, and its
 * province when the client sends it: the page's one city list needs none), the sales
 * experience, an optional business name and note.
 */
export const agencyBody = z.object({
  ...sender,
  province_id: z.preprocess(blankToUndefined, z.optional(idSchema(REQUEST_MESSAGES.city))),
  city_id: idSchema(REQUEST_MESSAGES.city),
  business_name: optionalText(120),
  experience: text(1000),
  message: optionalText(2000),
});
export type AgencyInput = z.output<typeof agencyBody>;

/** The back office's list filter and its one change. */
export const requestFilter = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(REQUEST_KINDS).optional()).catch(undefined),
  state: z.enum(['open', 'handled', 'all']).catch('open'),
});
export const handleBody = z.object({ id: idSchema() });

/** The back office page's `?page=`: anything but a sensible page number is the first page. */
export function listPageOf(raw: string | null): number {
  const digits = toAsciiDigits(raw ?? '').trim();
  return /^[1-9]\d{0,5}$/.test(digits) ? Number(digits) : 1;
}
