import { z } from 'zod';
import { iranMobile, nationalCode, password, requiredText } from '#lib/validation/rules.ts';
import { messages } from '#lib/validation/messages.ts';
import type { UserRow } from './identity.ts';

/**
 * Request bodies of the authentication endpoints (shared/spec/API.md). Server only, so classic
 * zod; the shared rules are zod/mini schemas: compose them with `z.pipe`/`z.optional`, not methods.
 */
const hash = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: messages.required }).max(128, { error: messages.invalid }));

export const signedMobile = z.object({ mobile: iranMobile(), hash_1: hash, hash_2: hash });

/** The login step; `by_code` (1/true) asks for a code even when the number has a password. */
export const loginStart = signedMobile.extend({
  by_code: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
});

const client = { client_id: z.string({ error: messages.required }).max(100), client_secret: z.string({ error: messages.required }).max(200) };

export const codeLogin = z.object({
  mobile: iranMobile(),
  code: z.pipe(requiredText(), z.string().regex(/^\d{4,8}$/, { error: 'کد وارد شده صحیح نیست' })),
  ...client,
});

/** After repeated failures the captcha (POST /v6/site/captcha) comes too: its key and the digits read. */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v === '' || v === null ? undefined : v),
    z.string({ error: messages.invalid }).max(max, { error: messages.invalid }).optional(),
  );

export const passwordLogin = z.object({
  mobile: iranMobile(),
  password: z.string({ error: messages.required }).min(1, { error: messages.required }).max(128),
  ...client,
  captcha_key: optionalText(300),
  captcha: optionalText(20),
});

export const registerWithPassword = z.object({ mobile: iranMobile(), password: password(), hash_1: hash, hash_2: hash });

export const setPassword = z
  .object({
    code: z.pipe(requiredText(), z.string().regex(/^\d{4,8}$/, { error: 'کد وارد شده صحیح نیست' })),
    password: password(),
    password_repeat: z.string({ error: messages.required }),
  })
  .refine((v) => v.password === v.password_repeat, { error: 'تکرار رمز عبور با رمز عبور یکسان نیست', path: ['password_repeat'] });

export const refreshGrant = z.object({
  grant_type: z.literal('refresh_token', { error: 'grant_type باید refresh_token باشد' }),
  refresh_token: z.string({ error: messages.required }).min(10).max(200),
  ...client,
});

const birthday = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: messages.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'تاریخ تولد معتبر نیست' })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        const age = (Date.now() - d.getTime()) / (365.25 * 86_400_000);
        return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && age >= 5 && age <= 120;
      },
      { error: 'تاریخ تولد معتبر نیست' },
    ),
);

/** A first or last name: required, 2 to 50 characters (normalised Persian). */
export const personName = z.pipe(requiredText(), z.string().min(2, { error: messages.minLength }).max(50));

/** Profile completion: names, birthday, sex, and a national code unless foreign. */
export const profileCompletion = z
  .object({
    first_name: personName,
    last_name: personName,
    sex: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)], { error: 'جنسیت را انتخاب کنید' })),
    birthday,
    is_foreign: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
    national_code: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(nationalCode())),
  })
  .refine((v) => v.is_foreign || v.national_code, { error: messages.nationalCode, path: ['national_code'] });

type StoredProfile = Pick<UserRow, 'firstName' | 'lastName' | 'sex' | 'birthday' | 'nationalCode' | 'isForeign'>;

const absent = (v: unknown) => v === undefined || v === null;

/**
 * A body of /v6/profile/update-on-order completed from the account (docs/adr/0029): a field
 * left out (or null) is what the account already has, so checkout sends only what an order
 * still lacks. The national code and «اتباع خارجی» are one pair: either sent decides both.
 */
function withStoredProfile(raw: unknown, user: StoredProfile): Record<string, unknown> {
  const body: Record<string, unknown> = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  const stored: Record<string, unknown> = { first_name: user.firstName, last_name: user.lastName, sex: user.sex, birthday: user.birthday };
  for (const [field, value] of Object.entries(stored)) if (absent(body[field]) && !absent(value)) body[field] = value;
  if (absent(body.national_code) && absent(body.is_foreign)) {
    body.is_foreign = user.isForeign;
    if (!user.isForeign && user.nationalCode) body.national_code = user.nationalCode;
  }
  return body;
}

/** update-on-order's rules: profileCompletion over the body completed from the account. */
export const profileOnOrder = (user: StoredProfile) => z.preprocess((raw) => withStoredProfile(raw, user), profileCompletion);
