import { describe, expect, it } from 'vitest';
import { cartTotals, discountAmount, orderCeiling, shippingCost, FREE_SHIPPING_FROM_RIAL, SHIPPING_COST_RIAL } from './pricing.ts';

const line = (price: number, count: number, priceMain = price, available = true) => ({ price, priceMain, count, available });

describe('cart totals (docs/adr/0006)', () => {
  it("sums main prices and today's prices; product discounts count as discount", () => {
    const t = cartTotals([line(800_000, 2, 1_000_000), line(300_000, 1)], null, null);
    expect(t).toMatchObject({ total_price_main: 2_300_000, total_cost: 1_900_000, total_discount: 400_000, send_cost: SHIPPING_COST_RIAL });
    expect(t.total_payment).toBe(1_900_000 + SHIPPING_COST_RIAL);
    expect(t.total_coin).toBe(1);
  });

  it('leaves unavailable lines out of every total', () => {
    expect(cartTotals([line(500_000, 3, 500_000, false)], null, null)).toMatchObject({ total_cost: 0, total_payment: 0, send_cost: 0 });
  });

  it('ships free from the threshold', () => {
    expect(shippingCost(FREE_SHIPPING_FROM_RIAL)).toBe(0);
    expect(shippingCost(FREE_SHIPPING_FROM_RIAL - 1)).toBe(SHIPPING_COST_RIAL);
    expect(shippingCost(0)).toBe(0);
  });

  it('percent codes are capped, fixed codes never exceed the cost, minimums apply', () => {
    expect(discountAmount({ kind: 'percent', value: 10, minCartRial: 0, maxDiscountRial: 2_000_000 }, 50_000_000)).toBe(2_000_000);
    expect(discountAmount({ kind: 'percent', value: 10, minCartRial: 0, maxDiscountRial: null }, 1_234_567)).toBe(123_456);
    expect(discountAmount({ kind: 'fixed', value: 500_000, minCartRial: 0, maxDiscountRial: null }, 300_000)).toBe(300_000);
    expect(discountAmount({ kind: 'fixed', value: 500_000, minCartRial: 3_000_000, maxDiscountRial: null }, 2_999_999)).toBe(0);
  });

  it('a gift card pays part of what is left and is not a discount', () => {
    const t = cartTotals([line(6_000_000, 1)], { kind: 'fixed', value: 1_000_000, minCartRial: 0, maxDiscountRial: null }, 10_000_000);
    expect(t).toMatchObject({ discountAmount: 1_000_000, giftAmount: 5_000_000, total_payment: 0, total_discount: 1_000_000 });
  });

  it('the order ceiling is the smaller of stock and the per-order limit', () => {
    expect(orderCeiling(3, 10)).toBe(3);
    expect(orderCeiling(30, 10)).toBe(10);
    expect(orderCeiling(-2, 10)).toBe(0);
  });
});
