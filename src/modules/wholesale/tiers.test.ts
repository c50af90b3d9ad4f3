import { describe, expect, it } from 'vitest';
import { tierPriceFor } from './tiers.ts';

describe('a partner line’s price by quantity', () => {
  const tiers = [
    { minQuantity: 5, priceRial: 960_000 },
    { minQuantity: 10, priceRial: 920_000 },
    { minQuantity: 50, priceRial: 880_000 },
  ];
  it('is the largest tier the count reaches', () => {
    expect(tierPriceFor(1_000_000, tiers, 1)).toBe(1_000_000);
    expect(tierPriceFor(1_000_000, tiers, 4)).toBe(1_000_000);
    expect(tierPriceFor(1_000_000, tiers, 5)).toBe(960_000);
    expect(tierPriceFor(1_000_000, tiers, 10)).toBe(920_000);
    expect(tierPriceFor(1_000_000, tiers, 49)).toBe(920_000);
    expect(tierPriceFor(1_000_000, tiers, 500)).toBe(880_000);
  });
  it('never costs more than today’s price (a promotion may be cheaper), and no tiers is the price', () => {
    expect(tierPriceFor(900_000, tiers, 10)).toBe(900_000);
    expect(tierPriceFor(1_000_000, undefined, 100)).toBe(1_000_000);
    expect(tierPriceFor(1_000_000, [], 100)).toBe(1_000_000);
  });
});
