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
 * At checkout the form asks only the parts the account still lacks (docs/adr/0029).
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

/**
 * The parts of spec section 4's complete registration, in the form's order: the birthday is
 * its three selects, the national code comes with «اتباع خارجی هستم».
 */
export const PROFILE_PARTS = ['first_name', 'last_name', 'sex', 'birthday', 'national_code'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** The hidden field that tells a page a post is the profile form's (a page may hold another form). */
export const PROFILE_FORM_MARK = { name: 'profile_form', value: '1' } as const;

/** The part a form or API field belongs to (undefined: none). */
export function partOf(field: string): ProfilePart | undefined {
  if (field === 'birthday' || field.startsWith('birth_')) return 'birthday';
  if (field === 'is_foreign') return 'national_code';
  return (PROFILE_PARTS as readonly string[]).includes(field) ? (field as ProfilePart) : undefined;
}

/** An API field's name in the form: the three birthday selects answer for `birthday`. */
export const formFieldOf = (field: string): string => (field === 'birthday' ? 'birth_day' : field);

const BAD_BIRTHDAY = 'تاریخ تولد معتبر نیست';
const name = () => z.pipe(requiredText(), z.string().check(z.minLength(2, { error: messages.minLength }), z.maxLength(50, { error: messages.max(50) })));
const choice = () => z.string().check(z.minLength(1, { error: messages.required }));
const always = () => true;
/** «این فیلد الزامی است» for an empty code, «کد ملی معتبر نیست» for a wrong one. */
const nationalCodeMessage = (value: unknown) => nationalCode().safeParse(value).error?.issues[0]?.message ?? messages.nationalCode;

type Shape = Record<string, z.ZodMiniType>;

function partsOf(ask: readonly ProfilePart[]) {
  const has = (part: ProfilePart) => ask.includes(part);
  const shape: Shape = {};
  if (has('first_name')) shape.first_name = name();
  if (has('last_name')) shape.last_name = name();
  if (has('sex')) shape.sex = z.string().check(z.refine((s) => s === '0' || s === '1', { error: 'جنسیت را انتخاب کنید' }));
  if (has('birthday')) Object.assign(shape, { birth_day: choice(), birth_month: choice(), birth_year: choice() });
  if (has('national_code')) Object.assign(shape, { national_code: z.string(), is_foreign: z.boolean() });
  const values = (input: unknown) => input as ProfileFormValues;
  // `when`: these run even while other fields are still wrong, so every message shows at once.
  const checks = [
    ...(has('birthday')
      ? [
          z.refine<Record<string, unknown>>(
            (raw) => {
              const v = values(raw);
              return !(v.birth_day && v.birth_month && v.birth_year) || isValidJalaliDate(Number(v.birth_year), Number(v.birth_month), Number(v.birth_day));
            },
            { error: BAD_BIRTHDAY, path: ['birth_day'], when: always },
          ),
        ]
      : []),
    ...(has('national_code')
      ? [
          z.refine<Record<string, unknown>>(
            (raw) => {
              const v = values(raw);
              return v.is_foreign === true || nationalCode().safeParse(v.national_code).success;
            },
            {
              error: (issue) => nationalCodeMessage((issue.input as { national_code?: unknown } | undefined)?.national_code),
              path: ['national_code'],
              when: always,
            },
          ),
        ]
      : []),
  ];
  const fields = z.object(shape).check(...checks);
  return z.pipe(
    fields,
    z.transform((raw): Partial<ProfileInput> => {
      const v = values(raw);
      return {
        ...(has('first_name') ? { first_name: v.first_name } : {}),
        ...(has('last_name') ? { last_name: v.last_name } : {}),
        ...(has('sex') ? { sex: v.sex === '1' ? 1 : 0 } : {}),
        ...(has('birthday') ? { birthday: jalaliToGregorian(Number(v.birth_year), Number(v.birth_month), Number(v.birth_day)) } : {}),
        ...(has('national_code') ? { is_foreign: v.is_foreign, ...(v.is_foreign ? {} : { national_code: nationalCode().parse(v.national_code) }) } : {}),
      };
    }),
  );
}

/**
 * The rules for the parts asked (the others are not in the form and not sent: the
 * checkout's update-on-order keeps what the account has). The API body of those parts.
 */
export const profileSchemaFor = (ask: readonly ProfilePart[]) => partsOf(ask);

/** The whole profile (complete-info, the login modal, /profile/edit-profile): every part. */
export const profileSchema = partsOf(PROFILE_PARTS) as unknown as z.ZodMiniType<ProfileInput, unknown>;

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

/** A plain form's post as the form's values (a radio or a box left alone is not posted). */
export function postedProfile(posted: Readonly<Record<string, string | undefined>>): ProfileFormValues {
  const text = (field: keyof ProfileFormValues) => posted[field] ?? '';
  const sex = text('sex');
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    sex: sex === '0' || sex === '1' ? sex : '',
    birth_day: text('birth_day'),
    birth_month: text('birth_month'),
    birth_year: text('birth_year'),
    national_code: text('national_code'),
    is_foreign: ['1', 'on', 'true'].includes(text('is_foreign')),
  };
}

/**
 * The parts an account still lacks: those whose stored value the form's own rules refuse
 * (nothing, a one-letter name, a national code with a wrong check digit), and a birthday
 * outside the years the form offers. Empty for a complete profile.
 */
export function profileGaps(identity: Partial<Identity> | null, now: Date = new Date()): ProfilePart[] {
  const values = profileDefaults(identity);
  const result = profileSchema.safeParse(values);
  const gaps = new Set<ProfilePart | undefined>(result.success ? [] : result.error.issues.map((issue) => partOf(String(issue.path[0] ?? ''))));
  if (values.birth_year && !birthYears(now).some((y) => y.value === values.birth_year)) gaps.add('birthday');
  return PROFILE_PARTS.filter((part) => gaps.has(part));
}

/**
 * What checkout's profile step asks: the parts the account lacks (docs/adr/0029); every
 * part should the account lack none by these rules while the order rule still finds it
 * incomplete, so the step can always be completed.
 */
export function askedOnOrder(identity: Partial<Identity> | null, now: Date = new Date()): ProfilePart[] {
  const gaps = profileGaps(identity, now);
  return gaps.length ? gaps : [...PROFILE_PARTS];
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
