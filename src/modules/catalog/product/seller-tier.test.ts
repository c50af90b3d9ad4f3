import { describe, expect, it } from 'vitest';
import { sellerTier } from './seller-tier.ts';

describe('sellerTier (spec section 9)', () => {
  it.each([
    [5, 'top', 'برتر'],
    [4.01, 'top', 'برتر'],
    [4, 'good', 'خوب'],
    [3.5, 'good', 'خوب'],
    [3, 'good', 'خوب'],
    [2.99, 'middle', 'متوسط'],
    [2, 'middle', 'متوسط'],
    [1.99, 'weak', 'ضعیف'],
    [0, 'weak', 'ضعیف'],
  ] as const)('score %s is %s (%s)', (score, key, label) => {
    expect(sellerTier(score)).toEqual({ key, label });
  });

  it('treats a missing score as weak', () => {
    expect(sellerTier(Number.NaN).key).toBe('weak');
  });
});
