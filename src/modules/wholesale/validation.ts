import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { legalNationalId, requiredText } from '#lib/validation/rules.ts';
import { COMPANY_TYPES } from '#modules/account/index.ts';
import { INTRO_METHODS } from './partner-status.ts';

/**
 * The partner application (POST /v10/coworker/register and update, /b2b/register): a
 * company gives its legal national ID (IRAN.md A2) and its type; a sole trader neither.
 * Persian messages; digits typed in Persian are read as ASCII.
 */
export const PARTNER_MESSAGES = {
  kind: 'نوع همکاری را انتخاب کنید',
  companyName: 'نام شرکت یا فروشگاه را بین ۲ تا ۱۲۰ نویسه بنویسید',
  companyType: 'نوع شرکت را انتخاب کنید',
  economicCode: 'کد اقتصادی ۱۲ رقم است',
  introMethod: 'بگویید از کجا با ما آشنا شدید',
  legalIdNeeded: 'شناسه ملی شرکت را وارد کنید',
  alreadyPartner: 'شما همکار تأییدشدهٔ بازار هستید',
  waiting: 'درخواست شما در حال بررسی است؛ نتیجه را پیامک می‌کنیم',
  noApplication: 'درخواستی برای ویرایش پیدا نشد',
  correct: 'درخواست شما نیاز به اصلاح دارد؛ همان درخواست را ویرایش کنید',
};

const ids = <T extends readonly { id: number }[]>(list: T) => list.map((x) => x.id) as number[];
const pick = (allowed: number[], message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(toAsciiDigits(String(v)))),
    z.number({ error: message }).refine((n) => allowed.includes(n), { error: message }),
  );
const optionalText = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());

/** The payload's `kind`, read before the object has parsed. */
const isCompany = (payload: { value: unknown }) => (payload.value as { kind?: unknown } | undefined)?.kind === 'company';

export const partnerApplication = z
  .object({
    kind: z.enum(['company', 'sole'], { error: PARTNER_MESSAGES.kind }),
    company_name: z.pipe(requiredText(), z.string().min(2, { error: PARTNER_MESSAGES.companyName }).max(120, { error: PARTNER_MESSAGES.companyName })),
    legal_national_id: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.optional(legalNationalId())),
    company_type: z.preprocess((v) => (v === '' ? undefined : v), pick(ids(COMPANY_TYPES), PARTNER_MESSAGES.companyType).optional()),
    economic_code: optionalText.pipe(
      z
        .string()
        .transform((s) => toAsciiDigits(s).replace(/\s/g, ''))
        .pipe(z.string().regex(/^\d{12}$/, { error: PARTNER_MESSAGES.economicCode }))
        .optional(),
    ),
    intro_method_id: pick(ids(INTRO_METHODS), PARTNER_MESSAGES.introMethod),
  })
  // A company's ID and type, checked even while other fields are wrong (`when`), so the form names every missing one at once.
  .refine((a) => a.kind !== 'company' || !!a.legal_national_id, { path: ['legal_national_id'], message: PARTNER_MESSAGES.legalIdNeeded, when: isCompany })
  .refine((a) => a.kind !== 'company' || !!a.company_type, { path: ['company_type'], message: PARTNER_MESSAGES.companyType, when: isCompany });
export type PartnerApplicationInput = z.output<typeof partnerApplication>;
