import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as v from './rules.ts';
import { messages } from './messages.ts';

const errorOf = (schema: z.ZodMiniType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('validation rules (spec section 5)', () => {
  it('required: missing and blank are both "required"', () => {
    expect(errorOf(v.requiredText(), undefined)).toBe(messages.required);
    expect(errorOf(v.requiredText(), '   ')).toBe(messages.required);
    expect(v.requiredText().parse(' علي ')).toBe('علی');
  });
  it('iran_mobile normalises and explains in Persian', () => {
    expect(v.iranMobile().parse('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(v.iranMobile().parse('+989123456789')).toBe('09123456789');
    expect(errorOf(v.iranMobile(), '0912345678')).toBe(messages.mobile);
  });
  it('iran_phone wants a landline with an area code', () => {
    expect(v.iranPhone().safeParse('۰۲۱۸۸۷۷۶۶۵۵').success).toBe(true);
    expect(errorOf(v.iranPhone(), '09123456789')).toBe(messages.phone);
  });
  it('password: six or more English letters, digits and symbols', () => {
    expect(v.password().safeParse('abc12@').success).toBe(true);
    expect(errorOf(v.password(), 'abc12')).toBe(messages.password);
    expect(errorOf(v.password(), 'رمزعبور۱۲۳')).toBe(messages.password);
  });
  it('number_with_comma, c_minmax and minAmount', () => {
    expect(v.numberWithComma().safeParse('1,250,000').success).toBe(true);
    expect(errorOf(v.numberWithComma(), '12a')).toBe(messages.numberWithComma);
    expect(v.cMinMax(1000, 50_000).safeParse('۲۰,۰۰۰').success).toBe(true);
    expect(errorOf(v.cMinMax(1000, 50_000), '60,000')).toBe(messages.cMinMax);
    expect(errorOf(v.minAmount(10_000), '9,999')).toBe('حداقل مبلغ باید ۱۰٬۰۰۰ تومان باشد');
  });
  it('minLength defaults to 3', () => {
    expect(errorOf(v.minLength(), 'ab')).toBe(messages.minLength);
    expect(v.minLength().safeParse('abc').success).toBe(true);
  });
  it('farsi_text always passes', () => {
    expect(v.farsiText().safeParse('hello').success).toBe(true);
  });
  it('imageSize checks the first file against 25 KB', () => {
    expect(v.imageSize().safeParse([{ size: 25 * 1024 }]).success).toBe(true);
    expect(errorOf(v.imageSize(), [{ size: 25 * 1024 + 1 }])).toBe(messages.imageSize);
    expect(errorOf(v.imageSize(1000, 'too big'), { size: 1001 })).toBe('too big');
    expect(errorOf(v.requiredFile(), [{ size: 0 }])).toBe(messages.fileRequired);
  });
  it('email, numeric, integer bounds and exact length', () => {
    expect(errorOf(v.email(), 'not-mail')).toBe(messages.email);
    expect(v.email().parse(' a@b.ir ')).toBe('a@b.ir');
    expect(errorOf(v.numeric(), '12x')).toBe(messages.numeric);
    expect(v.integer({ min: 1, max: 10 }).parse('۷')).toBe(7);
    expect(errorOf(v.integer({ min: 1 }), '0')).toBe(messages.minValue(1));
    expect(errorOf(v.integer(), 'x')).toBe(messages.numeric);
    expect(errorOf(v.exactLength(10), '123')).toBe(messages.length(10));
  });
  it('Iranian identifiers come back as clean ASCII', () => {
    expect(v.nationalCode().parse('۰۰۱۳۵۴۲۴۱۹')).toBe('0013542419');
    expect(errorOf(v.nationalCode(), '1111111111')).toBe(messages.nationalCode);
    expect(v.legalNationalId().parse('10380284790')).toBe('10380284790');
    expect(v.cardNumber().parse('6037 7016 8909 5443')).toBe('6037701689095443');
    expect(errorOf(v.cardNumber(), '4111111111111111')).toBe(messages.cardNumber);
    expect(v.sheba().parse('820540102680020817909002')).toBe('IR820540102680020817909002');
    expect(v.postalCode().parse('13951-43678')).toBe('1395143678');
    expect(errorOf(v.postalCode(), '0123456789')).toBe(messages.postalCode);
  });
});
