import { describe, expect, it } from 'vitest';
import { partnerTable, quote, type PriceFacts } from '#modules/catalog/index.ts';
import { bulkPrice, bulkPriceWords, quantityProblem, readQuantity } from './bulk-quantity.ts';

/**
 * A partner's typed quantity: what is read from the field, the price shown beside it (the
 * same as the server charges, for every count), and the one limit rule it is checked against.
 */
const facts = (over: Partial<PriceFacts> = {}): PriceFacts => ({
  priceMain: 1_100_000,
  price: 1_000_000,
  promotion: null,
  tiers: [
    { minQuantity: 5, priceRial: 960_000 },
    { minQuantity: 10, priceRial: 920_000 },
    { minQuantity: 50, priceRial: 880_000 },
  ],
  partner: true,
  stock: 200,
  maxOrderCount: 10,
  min: 1,
  buyable: true,
  ...over,
});

const stepsOf = (f: PriceFacts) => [{ minQuantity: 1, price: quote(f, 1).unit }, ...partnerTable(f)];

describe('reading a typed quantity', () => {
  it('takes Persian, Arabic-Indic and ASCII digits, and nothing else', () => {
    expect(readQuantity('۵۰')).toBe(50);
    expect(readQuantity(' 12 ')).toBe(12);
    expect(readQuantity('٣٠')).toBe(30);
    expect(readQuantity('1۰')).toBe(10);
    for (const bad of ['', '۱۲a', '-5', '1.5', '1e3', '12345']) expect(readQuantity(bad), bad).toBeNull();
  });
});

describe('the price beside the field', () => {
  it('is what quote() charges for every count, promotions and hidden tiers included', () => {
    const cases = [
      facts(),
      facts({ price: 900_000 }),
      facts({ promotion: { id: 1, priceRial: 930_000, count: 5, sold: 0, startsAt: '2020-01-01', endsAt: '2999-01-01', appOnly: false } }),
    ];
    for (const f of cases) {
      const steps = stepsOf(f);
      for (let n = 1; n <= 60; n++) {
        const q = quote(f, n);
        expect(bulkPrice(steps, n), `count ${n}`).toMatchObject({ unit: q.unit, total: q.total });
      }
    }
  });

  it('says the unit price, the line total and the tier in Persian', () => {
    expect(bulkPriceWords(stepsOf(facts()), 50)).toEqual({ unit: 'هر عدد ۸۸٬۰۰۰ تومان', total: 'جمع ۴٬۴۰۰٬۰۰۰ تومان', from: 'قیمت عمده از ۵۰ عدد' });
    expect(bulkPriceWords(stepsOf(facts()), 3)).toMatchObject({ unit: 'هر عدد ۱۰۰٬۰۰۰ تومان', from: 'قیمت تکی' });
  });
});

describe('one limit rule for partners (quote.ts)', () => {
  it('raises the variety’s limit to its largest tier, within the stock; a shopper keeps the variety’s own', () => {
    expect(quote(facts(), 1)).toMatchObject({ maxQuantity: 50, orderLimit: 50, limitedByStock: false });
    expect(quote(facts({ stock: 30 }), 1)).toMatchObject({ maxQuantity: 30, limitedByStock: true });
    expect(quote(facts({ tiers: [] }), 1)).toMatchObject({ maxQuantity: 10, limitedByStock: false });
    expect(quote(facts({ maxOrderCount: 80 }), 1).maxQuantity).toBe(80);
    // A tier a lowered price hides still counts: the partner's cart is not cut down meanwhile.
    expect(quote(facts({ price: 850_000 }), 1).maxQuantity).toBe(50);
    expect(quote(facts({ partner: false }), 1)).toMatchObject({ maxQuantity: 10, orderLimit: 10 });
  });

  it('checks a typed count against it with the server’s words', () => {
    const limits = { min: 1, max: 50 };
    expect(quantityProblem(50, limits)).toBeNull();
    expect(quantityProblem(51, limits)).toBe('حداکثر تعداد سفارش عمدهٔ این کالا ۵۰ عدد است؛ برای تعداد بیشتر، استعلام قیمت خرید عمده بفرستید');
    expect(quantityProblem(2, { min: 5, max: 50 })).toBe('حداقل تعداد سفارش این کالا ۵ عدد است');
    expect(quantityProblem(null, limits)).toBe('تعداد وارد شده معتبر نیست');
    expect(quantityProblem(0, limits)).toBe('تعداد وارد شده معتبر نیست');
  });
});
