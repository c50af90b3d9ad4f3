import * as z from 'zod/mini';
import { toFaDigits } from '#lib/digits.ts';
import { gregorianToJalali, isValidJalaliDate, jalaliParts, jalaliToGregorian } from '#lib/jalali.ts';
import { messages } from '#lib/validation/messages.ts';
import { nationalCode, requiredText } from '#lib/validation/rules.ts';
import type { Identity, ProfileInput } from '../../client.ts';

/**
 * The complete-profile form (spec sections 3 and 5): names, sex «آقا»/«خانم», a Jalali
 * birthday picked as day/month/year and sent as Gregorian YYYY-MM-DD, and a national code
 * unless «اتباع خارجی» is ticked. Field names are the API's, so 422 answers land on them.
 */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  sex: '' | '0' | '1';
  birth_day: string;
  birth_month: string;
  birth_year: string;
  national_code: string;
  is_foreign: boolean;
}

const BAD_BIRTHDAY = 'تاریخ تولد معتبر نیست';
const name = () => z.pipe(requiredText(), z.string().check(z.minLength(2, { error: messages.minLength }), z.maxLength(50, { error: messages.max(50) })));
const choice = () => z.string().check(z.minLength(1, { error: messages.required }));
const always = () => true;
/** «این فیلد الزامی است» for an empty code, «کد ملی معتبر نیست» for a wrong one. */
const nationalCodeMessage = (value: unknown) => nationalCode().safeParse(value).error?.issues[0]?.message ?? messages.nationalCode;

const profileFields = z
  .object({
    first_name: name(),
    last_name: name(),
    sex: z.string().check(z.refine((s) => s === '0' || s === '1', { error: 'جنسیت را انتخاب کنید' })),
    birth_day: choice(),
    birth_month: choice(),
    birth_year: choice(),
    national_code: z.string(),
    is_foreign: z.boolean(),
  })
  // `when`: these run even while other fields are still wrong, so every message shows at once.
  .check(
    z.refine((v) => !(v.birth_day && v.birth_month && v.birth_year) || isValidJalaliDate(Number(v.birth_year), Number(v.birth_month), Number(v.birth_day)), {
      error: BAD_BIRTHDAY,
      path: ['birth_day'],
      when: always,
    }),
    z.refine((v) => v.is_foreign === true || nationalCode().safeParse(v.national_code).success, {
      error: (issue) => nationalCodeMessage((issue.input as { national_code?: unknown } | undefined)?.national_code),
      path: ['national_code'],
      when: always,
    }),
  );

export const profileSchema = z.pipe(
  profileFields,
  z.transform((v: z.output<typeof profileFields>): ProfileInput => ({
    first_name: v.first_name,
    last_name: v.last_name,
    sex: v.sex === '1' ? 1 : 0,
    birthday: jalaliToGregorian(Number(v.birth_year), Number(v.birth_month), Number(v.birth_day)),
    is_foreign: v.is_foreign,
    ...(v.is_foreign ? {} : { national_code: nationalCode().parse(v.national_code) }),
  })),
);

/** The form filled from what the identity already has. */
export function profileDefaults(identity: Partial<Identity> | null): ProfileFormValues {
  const birthday = identity?.birthday && /^\d{4}-\d{2}-\d{2}$/.test(identity.birthday) ? gregorianToJalali(identity.birthday) : null;
  return {
    first_name: identity?.first_name ?? '',
    last_name: identity?.last_name ?? '',
    sex: identity?.sex === 1 ? '1' : identity?.sex === 0 ? '0' : '',
    birth_day: birthday ? String(birthday.day) : '',
    birth_month: birthday ? String(birthday.month) : '',
    birth_year: birthday ? String(birthday.year) : '',
    national_code: identity?.nationalCode ?? '',
    is_foreign: identity?.isForeign === true,
  };
}

export interface Option {
  value: string;
  label: string;
}

const monthFmt = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', timeZone: 'UTC' });

/** فروردین … اسفند, named by Intl's Persian calendar. */
export const MONTHS: readonly Option[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: monthFmt.format(new Date(`${jalaliToGregorian(1404, i + 1, 1)}T00:00:00Z`)),
}));

/** Birth years, newest first: shoppers from 5 to 100 years old. */
export function birthYears(now: Date = new Date()): Option[] {
  const current = jalaliParts(now).year;
  return Array.from({ length: 96 }, (_, i) => current - 5 - i).map((y) => ({ value: String(y), label: toFaDigits(y) }));
}

export const dayOptions = (count: number): Option[] => Array.from({ length: count }, (_, i) => ({ value: String(i + 1), label: toFaDigits(i + 1) }));
