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
    for (const odd of ['0x10', '1e3', '1.5', 'Infinity']) expect(errorOf(v.integer(), odd)).toBe(messages.numeric);
    expect(v.integer().parse('-۱۲')).toBe(-12);
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

describe('money amounts (wholeAmount, rialAmount, typedAmount)', () => {
  // What JavaScript's Number() would read as a number, and more: none is an amount.
  const NOT_AMOUNTS: unknown[] = [
    '0x100000',
    '1e6',
    '1.5',
    '-5',
    '+5',
    '1_000',
    'Infinity',
    '۱٫۵',
    '12a',
    ' 0x10',
    1e21,
    1.5,
    -5,
    Number.MAX_SAFE_INTEGER + 1,
    Number.NaN,
    true,
    [],
    {},
    '9'.repeat(16),
  ];

  it('takes a JSON integer or decimal digits, Persian and Arabic digits read as ASCII', () => {
    expect(v.rialAmount().parse(2_000_000)).toBe(2_000_000);
    expect(v.rialAmount().parse('2000000')).toBe(2_000_000);
    expect(v.rialAmount().parse('۲۰۰۰۰۰۰')).toBe(2_000_000);
    expect(v.rialAmount().parse('٢٠٠٠')).toBe(2000);
    expect(v.rialAmount().parse(0)).toBe(0);
    expect(Object.is(v.rialAmount().parse(-0), 0)).toBe(true);
    expect(v.rialAmount().parse('999999999999999')).toBe(999_999_999_999_999);
  });

  it('refuses everything else with the Persian message, the API and forms alike', () => {
    for (const input of NOT_AMOUNTS) {
      expect(errorOf(v.rialAmount(), input), String(input)).toBe(messages.amount);
      expect(errorOf(v.typedAmount(), input), String(input)).toBe(messages.amount);
    }
    // A person's stray spaces and separators are for forms; a client sends the digits alone.
    for (const input of [' 1000000', '1000000 ', '1,000,000', '1\n000']) expect(errorOf(v.rialAmount(), input), input).toBe(messages.amount);
    expect(v.amountOf('0x100000')).toBeNaN();
    expect(errorOf(v.rialAmount(), undefined)).toBe(messages.amountRequired);
    expect(errorOf(v.rialAmount(), '')).toBe(messages.amountRequired);
    expect(errorOf(v.rialAmount(), null)).toBe(messages.amountRequired);
  });

  it('lets a person type thousands separators and stray spaces at the ends, between groups of three only', () => {
    expect(v.typedAmount().parse(' ۱۲٬۵۰۰٬۰۰۰ ')).toBe(12_500_000);
    expect(v.typedAmount().parse('12,500,000')).toBe(12_500_000);
    expect(v.typedAmount().parse('12 500 000')).toBe(12_500_000);
    expect(v.typedAmount().parse('۱۲،۵۰۰')).toBe(12_500);
    for (const input of ['1,5', '12,50,000', ',500', '1,500,', '1 5']) expect(errorOf(v.typedAmount(), input), input).toBe(messages.amount);
    expect(errorOf(v.typedAmount(), '   ')).toBe(messages.amountRequired);
  });

  it("keeps to its bounds, in the field's own words when given", () => {
    const rule = v.rialAmount({ min: 100_000, max: 500_000_000, messages: { min: 'too small', max: 'too big', invalid: 'digits only' } });
    expect(errorOf(rule, 99_999)).toBe('too small');
    expect(errorOf(rule, '500000001')).toBe('too big');
    expect(errorOf(rule, '1e6')).toBe('digits only');
    expect(rule.parse('100000')).toBe(100_000);
    expect(errorOf(v.rialAmount({ min: 1 }), 0)).toBe(messages.minValue(1));
  });
});
