import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals.ts';

describe('order totals', () => {
  it('adds shipping, takes the code off the goods and lets the gift card pay part', () => {
    const t = orderTotals({ priceMain: 3_000_000, goods: 2_500_000, discountCode: 250_000, sendCosts: [250_000, 350_000], giftBalance: 1_000_000 });
    expect(t).toEqual({
      priceMain: 3_000_000,
      goods: 2_500_000,
      discountCode: 250_000,
      send: 600_000,
      total: 2_850_000,
      gift: 1_000_000,
      payable: 1_850_000,
      coins: 2,
    });
  });
  it('never lets a gift card or code go past what is owed', () => {
    const t = orderTotals({ priceMain: 100, goods: 100, discountCode: 500, sendCosts: [0], giftBalance: 10_000 });
    expect(t.discountCode).toBe(100);
    expect(t.total).toBe(0);
    expect(t.gift).toBe(0);
    expect(t.payable).toBe(0);
  });
});
