/**
 * Seller performance tiers (spec section 9): top above 4, good 3 to 4, middle 2 to 3,
 * weak below 2. The boundaries belong to the better tier except 4, which is still
 * "good" (top is strictly above 4): 4 → good, 3 → good, 2 → middle, 1.99 → weak.
 * Isomorphic: islands and pages may both use it.
 */
export type SellerTierKey = 'top' | 'good' | 'middle' | 'weak';

export interface SellerTier {
  key: SellerTierKey;
  /** Persian label shown beside the seller's name. */
  label: string;
}

export const SELLER_TIER_LABELS: Readonly<Record<SellerTierKey, string>> = {
  top: 'برتر',
  good: 'خوب',
  middle: 'متوسط',
  weak: 'ضعیف',
};

/** The tier of a performance score (0–5); a missing or broken score counts as weak. */
export function sellerTier(score: number): SellerTier {
  const key: SellerTierKey = !Number.isFinite(score) ? 'weak' : score > 4 ? 'top' : score >= 3 ? 'good' : score >= 2 ? 'middle' : 'weak';
  return { key, label: SELLER_TIER_LABELS[key] };
}
