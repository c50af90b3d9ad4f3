import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../server/db/client.ts';
import type { CardPromotion } from '../card.ts';
import type { PriceTier, ProductVariety } from './product-types.ts';
import { colors, guarantees, promotionVarieties, promotions, sellers, varieties, varietyPriceTiers } from '../schema.ts';
import { sellerTier } from './seller-tier.ts';

/**
 * The varieties of one product for its page: colour, guarantee, seller with tier, prices,
 * the running promotion, stock and order limits, and (on request) partner price tiers.
 */

/** Running promotions by variety: the regular one before app-only, then the one ending first (as listing cards do). */
export async function runningPromotions(db: DbOrTx, ids: number[]): Promise<Map<number, CardPromotion>> {
  const entries = await runningPromotionEntries(db, ids);
  return new Map([...entries].map(([varietyId, e]) => [varietyId, e.promotion]));
}

/** The same, with each promotion's id (an order line records which promotion's place it took). */
export async function runningPromotionEntries(db: DbOrTx, ids: number[]): Promise<Map<number, { id: number; promotion: CardPromotion }>> {
  const rows = await db
    .select({
      id: promotions.id,
      varietyId: promotionVarieties.varietyId,
      count: promotionVarieties.count,
      sold: promotionVarieties.soldCount,
      price: promotionVarieties.priceRial,
      endsAt: promotions.endsAt,
      appOnly: promotions.appOnly,
    })
    .from(promotionVarieties)
    .innerJoin(promotions, eq(promotions.id, promotionVarieties.promotionId))
    .where(
      and(
        inArray(promotionVarieties.varietyId, ids),
        eq(promotions.isActive, true),
        sql`${promotions.startsAt} <= now()`,
        sql`${promotions.endsAt} > now()`,
      ),
    )
    .orderBy(asc(promotions.appOnly), asc(promotions.endsAt));
  const byVariety = new Map<number, { id: number; promotion: CardPromotion }>();
  for (const r of rows) {
    if (byVariety.has(r.varietyId)) continue;
    byVariety.set(r.varietyId, {
      id: r.id,
      promotion: {
        isSetPromotion: true,
        countPromotion: r.count,
        soldPromotionCount: r.sold,
        endPromotion: new Date(r.endsAt).toISOString(),
        appOnly: r.appOnly,
        p_price: Number(r.price),
      },
    });
  }
  return byVariety;
}

async function priceTiersOf(db: DbOrTx, ids: number[]): Promise<Map<number, PriceTier[]>> {
  const rows = await db
    .select({ varietyId: varietyPriceTiers.varietyId, minQuantity: varietyPriceTiers.minQuantity, price: varietyPriceTiers.priceRial })
    .from(varietyPriceTiers)
    .where(inArray(varietyPriceTiers.varietyId, ids))
    .orderBy(asc(varietyPriceTiers.minQuantity));
  const byVariety = new Map<number, PriceTier[]>();
  for (const r of rows) {
    const list = byVariety.get(r.varietyId) ?? [];
    list.push({ minQuantity: r.minQuantity, price: Number(r.price) });
    byVariety.set(r.varietyId, list);
  }
  return byVariety;
}

export async function productVarieties(
  db: DbOrTx,
  product: { id: number; status: number },
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
  const [promos, tiers] = await Promise.all([
    runningPromotions(db, ids),
    options.priceTiers ? priceTiersOf(db, ids) : new Map<number, PriceTier[]>(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    color:
      r.colorId === null ? null : { id: r.colorId, color_name: r.colorName!, color_name_en: r.colorNameEn!, hexcode: r.hexcode! },
    guarantee: { id: r.guaranteeId, guranty_name: r.guaranteeName },
    seller: { id: r.sellerId, slug: r.sellerSlug, company_name: r.sellerName, score: r.score, tier: sellerTier(r.score) },
    price_main: Number(r.priceMain),
    price_off: Number(r.priceOff),
    promotion: promos.get(r.id) ?? null,
    stock: r.stock,
    maxOrderCount: r.maxOrderCount,
    min: r.min,
    fastSend: r.fastSend,
    can_buy: product.status === 1 && r.stock > 0,
    priceTiers: tiers.get(r.id) ?? [],
  }));
}
