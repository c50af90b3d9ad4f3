import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { priceExtras, partnerTable, quote, type Tier, PRODUCT_STATUS, products, varieties } from '#modules/catalog/index.ts';

/**
 * Partner prices by quantity (spec section 9 "price items start from count 1"), as the
 * wholesale storefront shows and charges them. The rule itself (which tier a count
 * reaches, never above what anyone pays now, the host rule) is catalog/prices/quote.ts's,
 * and so is the partner's order limit (partnerOrderLimit: the variety's per-order limit
 * raised to its largest tier, within the stock; see this module's README), because the
 * cart, the checkout and the product page all take their ceilings from quote().
 */
export type { Tier };

/**
 * Each variety's best partner price now and the quantity it starts at (the wholesale
 * listing cards and price list): the cheapest tier still below what one unit costs
 * (a tier staff left above a lowered price, or above a promotion, is not a partner price)
 * that a partner can order now: a tier from 50 units is not offered while 30 are in stock.
 */
export async function bestTiers(db: DbOrTx, varietyIds: readonly number[]): Promise<Map<number, Tier>> {
  const best = new Map<number, Tier>();
  if (varietyIds.length === 0) return best;
  const ids = [...new Set(varietyIds)];
  const [rows, extras] = await Promise.all([
    db
      .select({
        id: varieties.id,
        priceMain: varieties.priceMainRial,
        price: varieties.priceOffRial,
        stock: varieties.stock,
        maxOrderCount: varieties.maxOrderCount,
        min: varieties.minOrderCount,
        isActive: varieties.isActive,
        status: products.status,
      })
      .from(varieties)
      .innerJoin(products, eq(products.id, varieties.productId))
      .where(inArray(varieties.id, ids)),
    priceExtras(db, ids, { partner: true }),
  ]);
  for (const r of rows) {
    const facts = {
      priceMain: Number(r.priceMain),
      price: Number(r.price),
      promotion: extras.offers.get(r.id) ?? null,
      tiers: extras.tiers.get(r.id) ?? [],
      partner: true,
      stock: r.stock,
      maxOrderCount: r.maxOrderCount,
      min: r.min,
      buyable: r.isActive && r.status === PRODUCT_STATUS.active,
    };
    const ceiling = quote(facts, 1).maxQuantity;
    // Something that cannot be bought at all is shown as unavailable; its prices stay as they are.
    const cheapest = partnerTable(facts)
      .filter((t) => ceiling === 0 || t.minQuantity <= ceiling)
      .at(-1);
    if (cheapest) best.set(r.id, { minQuantity: cheapest.minQuantity, priceRial: cheapest.price });
  }
  return best;
}
