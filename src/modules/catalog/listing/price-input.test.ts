import { describe, expect, it } from 'vitest';
import { formatPriceInput, parsePriceInput, priceQueryValue, priceRangeError } from './price-input.ts';

describe('price fields', () => {
  it('accepts Persian, Arabic-Indic and Latin digits, grouped or not', () => {
    expect(parsePriceInput('۱۲٬۵۰۰٬۰۰۰')).toBe(12_500_000);
    expect(parsePriceInput('١٢٥٠٠')).toBe(12_500);
    expect(parsePriceInput('1,000,000')).toBe(1_000_000);
    expect(parsePriceInput(' 25 000 ')).toBe(25_000);
    expect(parsePriceInput('۰')).toBe(0);
  });

  it('tells empty from not a number', () => {
    expect(parsePriceInput('')).toBeUndefined();
    expect(parsePriceInput('  ')).toBeUndefined();
    expect(parsePriceInput(undefined)).toBeUndefined();
    expect(parsePriceInput('۱۲a')).toBeNull();
    expect(parsePriceInput('-5')).toBeNull();
    expect(parsePriceInput('1.5')).toBeNull();
    expect(parsePriceInput('12345678901234')).toBeNull();
  });

  it('shows Persian digits grouped with «٬», whatever was typed', () => {
    expect(formatPriceInput('1500000')).toBe('۱٬۵۰۰٬۰۰۰');
    expect(formatPriceInput('۱۵۰۰۰۰۰')).toBe('۱٬۵۰۰٬۰۰۰');
    expect(formatPriceInput(2_000)).toBe('۲٬۰۰۰');
    expect(formatPriceInput('')).toBe('');
    expect(formatPriceInput('abc')).toBe('abc');
  });

  it('puts ASCII digits in the URL', () => {
    expect(priceQueryValue('۱٬۵۰۰٬۰۰۰')).toBe('1500000');
    expect(priceQueryValue('')).toBe('');
  });

  it('explains a range whose minimum is above its maximum', () => {
    expect(priceRangeError(5_000_000, 1_000_000)).toBe(
      'حداقل قیمت (۵٬۰۰۰٬۰۰۰ تومان) از حداکثر قیمت (۱٬۰۰۰٬۰۰۰ تومان) بیشتر است؛ هیچ کالایی هر دو شرط را ندارد. «از» را کمتر از «تا» وارد کنید.',
    );
    expect(priceRangeError(1, 1)).toBeNull();
    expect(priceRangeError(1, undefined)).toBeNull();
    expect(priceRangeError(undefined, 5)).toBeNull();
    expect(priceRangeError(null, 5)).toMatch(/رقم/);
  });
});
