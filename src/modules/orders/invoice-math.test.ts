import { describe, expect, it } from 'vitest';
import { codeShare, includedVat, invoiceTotals } from './invoice-math.ts';

describe('invoice arithmetic', () => {
  it('states the VAT a price already contains, rounded down', () => {
    expect(includedVat(110)).toBe(10);
    expect(includedVat(1_100_000)).toBe(100_000);
    expect(includedVat(1_250_000)).toBe(113_636); // 113,636.36…
    expect(includedVat(109)).toBe(9); // 9.90…: never more than the total can hold
    expect(includedVat(0)).toBe(0);
    expect(() => includedVat(10.5)).toThrow(RangeError);
  });

  it('splits a discount code in proportion to the goods, the whole order getting all of it', () => {
    expect(codeShare(100_000, 300_000, 1_000_000)).toBe(30_000);
    expect(codeShare(100_000, 333_333, 1_000_000)).toBe(33_333);
    expect(codeShare(100_000, 1_000_000, 1_000_000)).toBe(100_000);
    expect(codeShare(0, 500, 1_000)).toBe(0);
    expect(codeShare(50_000, 0, 0)).toBe(50_000);
  });

  it('adds up lines, discounts, shipping and the contained tax', () => {
    const totals = invoiceTotals(
      [
        { count: 2, priceMain: 500_000, price: 450_000 },
        { count: 1, priceMain: 300_000, price: 300_000 },
      ],
      { shipping: 250_000, codeDiscount: 100_000 },
    );
    expect(totals).toEqual({
      priceMain: 1_300_000,
      lineDiscount: 100_000,
      goods: 1_200_000,
      codeDiscount: 100_000,
      shipping: 250_000,
      total: 1_350_000,
      vat: 122_727,
      net: 1_227_273,
    });
    expect(totals.vat + totals.net).toBe(totals.total);
  });

  it('never lets a code take more than the goods', () => {
    expect(invoiceTotals([{ count: 1, priceMain: 1_000, price: 1_000 }], { shipping: 0, codeDiscount: 5_000 }).total).toBe(0);
  });
});
