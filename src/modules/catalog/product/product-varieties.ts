import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ProductVariety } from './product-types.ts';
import { priceExtras } from '../prices/quote-inputs.ts';
import { partnerOrderLimit, partnerTable, shownPromotion } from '../prices/quote.ts';
import { colors, guarantees, sellers, varieties } from '../schema.ts';
import { sellerTier } from './seller-tier.ts';

/**
 * The varieties of one product for its page: colour, guarantee, seller with tier, prices,
 * the running promotion, stock and order limits, and (on request) partner price tiers.
 * Which promotion and which tiers are shown is the one price rule's (catalog/prices/quote.ts):
 * a promotion at or above the variety's price is not shown, nor a tier that is not cheaper
 * than what one unit costs. So is the order limit: for a partner on the wholesale storefront
 * `maxOrderCount` is the partner's per-order limit (raised to the largest tier, quote.ts
 * partnerOrderLimit), the number the cart enforces for them, so the buy box and API clients
 * never announce a limit the cart does not keep.
 */

export async function productVarieties(
  db: DbOrTx,
  product: { id: number; status: number },
  /** `priceTiers`: a confirmed partner on the wholesale storefront (docs/adr/0021). */
  options: { priceTiers: boolean },
): Promise<ProductVariety[]> {
  const rows = await db
    .select({
      id: varieties.id,
      colorId: colors.id,
      colorName: colors.name,
      colorNameEn: colors.nameEn,
      hexcode: colors.hexcode,
      guaranteeId: guarantees.id,
      guaranteeName: guarantees.name,
      sellerId: sellers.id,
      sellerSlug: sellers.slug,
      sellerName: sellers.name,
      score: sellers.performanceScore,
      priceMain: varieties.priceMainRial,
      priceOff: varieties.priceOffRial,
      stock: varieties.stock,
      maxOrderCount: varieties.maxOrderCount,
      min: varieties.minOrderCount,
      fastSend: varieties.fastSend,
    })
    .from(varieties)
    .innerJoin(guarantees, eq(guarantees.id, varieties.guaranteeId))
    .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(and(eq(varieties.productId, product.id), eq(varieties.isActive, true)))
    .orderBy(asc(varieties.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const extras = await priceExtras(db, ids, { partner: options.priceTiers });
  return rows.map((r) => {
    const price = Number(r.priceOff);
    const offer = extras.offers.get(r.id) ?? null;
    const facts = {
      priceMain: Number(r.priceMain),
      price,
      promotion: offer,
      tiers: extras.tiers.get(r.id) ?? [],
      partner: options.priceTiers,
      stock: r.stock,
      maxOrderCount: r.maxOrderCount,
      min: r.min,
      buyable: product.status === 1,
    };
    return {
      id: r.id,
      color: r.colorId === null ? null : { id: r.colorId, color_name: r.colorName!, color_name_en: r.colorNameEn!, hexcode: r.hexcode! },
      guarantee: { id: r.guaranteeId, guranty_name: r.guaranteeName },
      seller: { id: r.sellerId, slug: r.sellerSlug, company_name: r.sellerName, score: r.score, tier: sellerTier(r.score) },
      price_main: facts.priceMain,
      price_off: price,
      promotion: shownPromotion(offer, price),
      stock: r.stock,
      maxOrderCount: options.priceTiers ? partnerOrderLimit(r.maxOrderCount, facts.tiers) : r.maxOrderCount,
      min: r.min,
      fastSend: r.fastSend,
      can_buy: product.status === 1 && r.stock > 0,
      priceTiers: partnerTable(facts),
    };
  });
}
