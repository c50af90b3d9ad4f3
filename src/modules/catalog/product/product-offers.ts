/** How a product's offers are ordered and summed up per seller (pure, isomorphic). */
import { payablePrice } from '../card.ts';
import type { ProductVariety, SellerSummary } from './product-types.ts';

/** Buyable before unavailable, then cheapest (the price paid now), then oldest. */
export function compareVarieties(a: ProductVariety, b: ProductVariety): number {
  return Number(b.can_buy) - Number(a.can_buy) || payablePrice(a) - payablePrice(b) || a.id - b.id;
}

/** One entry per seller: its best offer (buyable first), in the same order. */
export function summarizeSellers(list: readonly ProductVariety[]): SellerSummary[] {
  const bySeller = new Map<number, SellerSummary>();
  for (const v of [...list].sort(compareVarieties)) {
    const seen = bySeller.get(v.seller.id);
    if (seen) {
      seen.varietyCount += 1;
      continue;
    }
    bySeller.set(v.seller.id, { ...v.seller, bestPrice: payablePrice(v), varietyId: v.id, can_buy: v.can_buy, varietyCount: 1 });
  }
  return [...bySeller.values()];
}
