import { describe, expect, it } from 'vitest';
import { formatToman, formatTomanNumber, hasDiscount, lineTotal, percentOf, percentOff, rialToToman, tomanToRial } from './money.ts';

describe('money', () => {
  it('shows toman in Persian digits with the Arabic thousands separator', () => {
    expect(formatToman(1_250_000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatTomanNumber(12_345_670)).toBe('۱٬۲۳۴٬۵۶۷');
  });
  it('shows free for zero, unless asked for the number', () => {
    expect(formatToman(0)).toBe('رایگان');
    expect(formatToman(0, { freeLabel: false })).toBe('۰ تومان');
  });
  it('converts between toman and rial in integers only', () => {
    expect(tomanToRial(125_000)).toBe(1_250_000);
    expect(rialToToman(1_250_009)).toBe(125_000);
    expect(() => rialToToman(1.5)).toThrow(RangeError);
  });
  it('computes discount percent and the strike-through rule', () => {
    expect(percentOff(1_000_000, 750_000)).toBe(25);
    expect(percentOff(1_000_000, 1_000_000)).toBe(0);
    expect(hasDiscount(1_000_000, 900_000)).toBe(true);
    expect(hasDiscount(900_000, 900_000)).toBe(false);
    expect(hasDiscount(800_000, 900_000)).toBe(false);
  });
  it('multiplies and takes percentages without floats', () => {
    expect(lineTotal(1_990_000, 3)).toBe(5_970_000);
    expect(percentOf(1_999_990, 15)).toBe(299_998);
    expect(() => lineTotal(10, -1)).toThrow();
  });
});
