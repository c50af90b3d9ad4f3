import * as z from 'zod/mini';
import { toAsciiDigits } from '../digits.ts';
import { formatTomanNumber, tomanToRial } from '../money.ts';
import { normalizeInput } from '../normalize.ts';
import * as iran from './iran.ts';
import { messages } from './messages.ts';

/**
 * The validation rules of spec section 5 as zod schemas with Persian messages. They are
 * isomorphic: forms (react-hook-form + zodResolver) and the API use the same schemas.
 * Inputs are normalised first (Persian/Arabic digits to ASCII, ي/ك to ی/ک, trimmed).
 *
 * Written with `zod/mini` (functions, not methods) because islands import them: classic
 * zod cannot be tree-shaken and cost ~37 KB gzip in the browser. Server schemas built with
 * classic zod compose these as they are (both share zod/v4/core): use `z.pipe(rule, …)`
 * and `z.optional(rule)` rather than methods, which mini schemas do not have.
 */

// In the browser zod would probe `new Function('')` to decide whether it may compile fast
// object parsers; our Content-Security-Policy forbids eval, so the probe is reported as a
// violation. Islands parse small forms: the interpreted parser is plenty there.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * zod/mini has no `preprocess`: this is the pipe classic zod's builds (a transform of the raw
 * input, then the schema), with the same issues and paths.
 */
export const preprocess = <U extends z.core.$ZodType>(fn: (v: unknown) => unknown, schema: U): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, U> =>
  z.pipe(z.transform<unknown, unknown>(fn), schema);

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const asText = (v: unknown) => (typeof v === 'string' ? normalizeInput(v) : v);

/** A required, normalised string; "" counts as missing. */
export const requiredText = () =>
  preprocess(
    (v) => emptyToUndefined(asText(v)),
    z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid) }),
  );

/** A string rule over normalised text: `check` decides, `message` explains. */
const textRule = (check: (s: string) => boolean, message: string) => requiredText().check(z.refine(check, { error: message }));

export const email = () => z.pipe(requiredText(), z.email({ error: messages.email }));

export const numeric = () => textRule((s) => /^\d+$/.test(s), messages.numeric);

/** iran_mobile: 11 digits starting with 09; other common forms are normalised to it. */
export const iranMobile = () =>
  z.pipe(
    requiredText(),
    z.transform((s: string, ctx) => {
      const mobile = iran.normalizeMobile(s);
      if (!mobile) {
        ctx.issues.push({ code: 'custom', message: messages.mobile, input: s });
        return z.NEVER;
      }
      return mobile;
    }),
  );

/**
 * iran_phone: a landline, 0 + 10 digits. The spec's rule is only the length; we also
 * require a real province area code (IRAN.md A6) so a mobile number is not accepted.
 */
export const iranPhone = () => textRule(iran.isValidLandline, messages.phone);

/** password: at least 6 of English letters, digits and @$!%*#?^&~. Not normalised. */
export const password = () =>
  z
    .string({ error: messages.required })
    .check(z.minLength(1, { error: messages.required }), z.regex(/^[A-Za-z0-9@$!%*#?^&~]{6,}$/, { error: messages.password }));

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
  textRule((s) => /^[\d,٬]+$/.test(s) && withoutCommas(s) >= minToman, messages.minAmount(formatTomanNumber(tomanToRial(minToman))));

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
  z.custom<unknown>(
    (v) => {
      const file = firstFile(v);
      return file !== undefined && file.size <= max;
    },
    { error: message },
  );

/** A required, non-empty file (the resume on the careers form). */
export const requiredFile = (message: string = messages.fileRequired) => z.custom<unknown>((v) => (firstFile(v)?.size ?? 0) > 0, { error: message });

/**
 * Numbers typed as text or sent as numbers, with Persian digits allowed: an optional minus
 * and decimal digits, never what else `Number()` reads ("0x10", "1e3"). For money, wholeAmount.
 */
export const integer = (opts: { min?: number; max?: number } = {}) => {
  let schema = z.number({ error: messages.numeric }).check(z.int({ error: messages.numeric }));
  if (opts.min !== undefined) schema = schema.check(z.gte(opts.min, { error: messages.minValue(opts.min) }));
  if (opts.max !== undefined) schema = schema.check(z.lte(opts.max, { error: messages.maxValue(opts.max) }));
  return preprocess((v) => {
    if (typeof v !== 'string') return v;
    const text = toAsciiDigits(v.trim());
    return text === '' ? undefined : /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  }, schema);
};

/**
 * Thousands separators a person may type in a long amount (ASCII and Arabic commas, the
 * Persian comma, spaces), only between whole groups of three digits.
 */
const GROUPED_DIGITS = /^\d{1,3}(?:[,٬،\s\u00A0\u202F]\d{3})+$/;
/** 15 digits stay below 2^53, so every amount the pattern admits is exact. */
const AMOUNT_DIGITS = /^\d{1,15}$/;

/**
 * A whole amount of money, or a count, as a client sent it: a JSON integer, or a string of
 * decimal digits (Persian and Arabic digits read as ASCII). `undefined` when missing (or
 * ""), NaN when it is not such a number. JavaScript's `Number()` is not the rule: it reads
 * "0x100000", "1e6", " 1000000" and "" as numbers, so an amount could mean something other
 * than what the shopper saw. `typed` is a person's input in a form: the ends trimmed and
 * thousands separators allowed between groups of three («۱۲٬۵۰۰٬۰۰۰»), still digits only.
 */
export function amountOf(input: unknown, typed = false): number | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input + 0 : Number.NaN;
  if (typeof input !== 'string') return Number.NaN;
  let text = toAsciiDigits(input);
  if (typed) {
    text = text.trim();
    if (GROUPED_DIGITS.test(text)) text = text.replace(/\D/g, '');
  }
  if (text === '') return undefined;
  return AMOUNT_DIGITS.test(text) ? Number(text) : Number.NaN;
}

export interface AmountRule {
  /** A person's input in a form (see amountOf); the API takes digits only. */
  typed?: boolean;
  min?: number;
  max?: number;
  /** The field's own wording; the shared messages otherwise. */
  messages?: { required?: string; invalid?: string; min?: string; max?: string };
}

/**
 * A whole, non-negative number by amountOf's rule, within [min, max]. Every money amount a
 * client sends goes through it (rials in the API, toman typed in a form), so a value is
 * either the digits the shopper saw or a Persian 422.
 */
export const wholeAmount = (rule: AmountRule = {}) =>
  z.pipe(
    z.unknown(),
    z.transform((input: unknown, ctx): number => {
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input });
        return z.NEVER;
      };
      const n = amountOf(input, rule.typed);
      if (n === undefined) return fail(rule.messages?.required ?? messages.amountRequired);
      if (Number.isNaN(n)) return fail(rule.messages?.invalid ?? messages.amount);
      if (rule.min !== undefined && n < rule.min) return fail(rule.messages?.min ?? messages.minValue(rule.min));
      if (rule.max !== undefined && n > rule.max) return fail(rule.messages?.max ?? messages.maxValue(rule.max));
      return n;
    }),
  );

/** An amount of rials in an API body or query: digits only. */
export const rialAmount = (rule: Omit<AmountRule, 'typed'> = {}) => wholeAmount({ ...rule, typed: false });

/** An amount as a person types it in a form (usually toman): digits, with thousands separators. */
export const typedAmount = (rule: Omit<AmountRule, 'typed'> = {}) => wholeAmount({ ...rule, typed: true });

/** length: exactly `n` characters. */
export const exactLength = (n: number) => textRule((s) => s.length === n, messages.length(n));

export const nationalCode = () => z.pipe(textRule(iran.isValidNationalCode, messages.nationalCode), z.transform(iran.cleanDigits));
export const legalNationalId = () => z.pipe(textRule(iran.isValidLegalId, messages.legalId), z.transform(iran.cleanDigits));
export const cardNumber = () => z.pipe(textRule(iran.isValidCardNumber, messages.cardNumber), z.transform(iran.cleanDigits));
export const sheba = () => z.pipe(textRule(iran.isValidSheba, messages.sheba), z.transform(iran.normalizeSheba));
export const postalCode = () => z.pipe(textRule(iran.isValidPostalCode, messages.postalCode), z.transform(iran.cleanDigits));
