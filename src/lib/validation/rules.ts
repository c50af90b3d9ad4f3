import { z } from 'zod';
import { toAsciiDigits } from '../digits.ts';
import { formatTomanNumber, tomanToRial } from '../money.ts';
import { normalizeInput } from '../normalize.ts';
import * as iran from './iran.ts';
import { messages } from './messages.ts';

/**
 * The validation rules of spec section 5 as zod schemas with Persian messages. They are
 * isomorphic: forms (react-hook-form + zodResolver) and the API use the same schemas.
 * Inputs are normalised first (Persian/Arabic digits to ASCII, ي/ك to ی/ک, trimmed).
 */

// In the browser zod would probe `new Function('')` to decide whether it may compile fast
// object parsers; our Content-Security-Policy forbids eval, so the probe is reported as a
// violation. Islands parse small forms: the interpreted parser is plenty there.
if (typeof window !== 'undefined') z.config({ jitless: true });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const asText = (v: unknown) => (typeof v === 'string' ? normalizeInput(v) : v);

/** A required, normalised string; "" counts as missing. */
export const requiredText = () =>
  z.preprocess(
    (v) => emptyToUndefined(asText(v)),
    z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid) }),
  );

/** A string rule over normalised text: `check` decides, `message` explains. */
const textRule = (check: (s: string) => boolean, message: string) =>
  requiredText().refine(check, { error: message });

export const email = () => requiredText().pipe(z.email({ error: messages.email }));

export const numeric = () => textRule((s) => /^\d+$/.test(s), messages.numeric);

/** iran_mobile: 11 digits starting with 09; other common forms are normalised to it. */
export const iranMobile = () =>
  requiredText().transform((s, ctx) => {
    const mobile = iran.normalizeMobile(s);
    if (!mobile) {
      ctx.issues.push({ code: 'custom', message: messages.mobile, input: s });
      return z.NEVER;
    }
    return mobile;
  });

/**
 * iran_phone: a landline, 0 + 10 digits. The spec's rule is only the length; we also
 * require a real province area code (IRAN.md A6) so a mobile number is not accepted.
 */
export const iranPhone = () => textRule(iran.isValidLandline, messages.phone);

/** password: at least 6 of English letters, digits and @$!%*#?^&~. Not normalised. */
export const password = () =>
  z
    .string({ error: messages.required })
    .min(1, { error: messages.required })
    .regex(/^[A-Za-z0-9@$!%*#?^&~]{6,}$/, { error: messages.password });

export const numberWithComma = () => textRule((s) => /^[\d,]+$/.test(s), messages.numberWithComma);

const withoutCommas = (s: string) => Number(s.replace(/[,٬]/g, ''));

/** c_minmax: the number with commas removed lies within [min, max]. */
export const cMinMax = (min: number, max: number) =>
  textRule((s) => {
    const n = withoutCommas(s);
    return /^[\d,٬]+$/.test(s) && n >= min && n <= max;
  }, messages.cMinMax);

/** minAmount: at least `min` toman (input in toman, as typed; commas allowed). */
export const minAmount = (minToman: number) =>
  textRule(
    (s) => /^[\d,٬]+$/.test(s) && withoutCommas(s) >= minToman,
    messages.minAmount(formatTomanNumber(tomanToRial(minToman))),
  );

/** minLength: at least `n` characters (3 by default). */
export const minLength = (n = 3) => textRule((s) => s.length >= n, messages.minLength);

/** farsi_text and farsi_text_number always pass (spec section 5); kept for the message. */
export const farsiText = () => requiredText();
export const farsiTextNumber = () => requiredText();

export const IMAGE_MAX_BYTES = 25 * 1024;

type FileLike = { size: number; type?: string };
const firstFile = (v: unknown): FileLike | undefined => {
  if (v && typeof v === 'object' && 'size' in v) return v as FileLike;
  if (v && typeof v === 'object' && 'length' in v) return (v as ArrayLike<FileLike>)[0];
  return undefined;
};

/** imageSize: the first file is at most `max` bytes (25 KB by default). */
export const imageSize = (max = IMAGE_MAX_BYTES, message: string = messages.imageSize) =>
  z.custom<unknown>((v) => {
    const file = firstFile(v);
    return file !== undefined && file.size <= max;
  }, { error: message });

/** A required, non-empty file (the resume on the careers form). */
export const requiredFile = (message: string = messages.fileRequired) =>
  z.custom<unknown>((v) => (firstFile(v)?.size ?? 0) > 0, { error: message });

/** Numbers typed as text or sent as numbers, with Persian digits allowed. */
export const integer = (opts: { min?: number; max?: number } = {}) => {
  let schema = z.coerce.number({ error: messages.numeric }).int({ error: messages.numeric });
  if (opts.min !== undefined) schema = schema.min(opts.min, { error: messages.minValue(opts.min) });
  if (opts.max !== undefined) schema = schema.max(opts.max, { error: messages.maxValue(opts.max) });
  return z.preprocess((v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) || undefined : v), schema);
};

/** length: exactly `n` characters. */
export const exactLength = (n: number) => textRule((s) => s.length === n, messages.length(n));

export const nationalCode = () => textRule(iran.isValidNationalCode, messages.nationalCode).transform(iran.cleanDigits);
export const legalNationalId = () => textRule(iran.isValidLegalId, messages.legalId).transform(iran.cleanDigits);
export const cardNumber = () => textRule(iran.isValidCardNumber, messages.cardNumber).transform(iran.cleanDigits);
export const sheba = () => textRule(iran.isValidSheba, messages.sheba).transform(iran.normalizeSheba);
export const postalCode = () => textRule(iran.isValidPostalCode, messages.postalCode).transform(iran.cleanDigits);
