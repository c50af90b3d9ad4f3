import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import { promotionEnded } from '../catalog/card.ts';
import { runningPromotionEntries } from '../catalog/product/product-varieties.ts';
import { colors, guarantees, PRODUCT_STATUS, productImages, products, sellers, varieties } from '../catalog/schema.ts';
import { orderCeiling } from './pricing.ts';
import type { CartItemColor } from './validation.ts';

/**
 * What the cart needs to know about varieties right now: whether they can be bought,
 * how many, at what price, and how to show them. One query plus the running promotions.
 */
export interface VarietyNow {
  id: number;
  productId: number;
  productName: string;
  slug: string;
  image: string | null;
  color: CartItemColor | null;
  guarantee: string | null;
  seller: string;
  sellerId: number;
  fastSend: boolean;
  min: number;
  /** 0 when the variety cannot be bought now. */
  ceiling: number;
  /** The ceiling is the stock (not the per-order limit): the message says how many are left. */
  limitedByStock: boolean;
  available: boolean;
  priceMain: number;
  price: number;
  /** The promotion whose price `price` is (an order takes one of its places), or null. */
  promotionId: number | null;
}

/**
 * `partner`: a confirmed partner buys in bulk, so their ceiling is the stock, not the
 * retail per-order limit (wholesale/tiers.ts prices their lines).
 */
export async function varietiesNow(db: DbOrTx, ids: readonly number[], { partner = false }: { partner?: boolean } = {}): Promise<Map<number, VarietyNow>> {
  const out = new Map<number, VarietyNow>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: varieties.id,
      productId: products.id,
      productName: products.name,
      slug: products.slug,
      productStatus: products.status,
      isActive: varieties.isActive,
      stock: varieties.stock,
      maxOrderCount: varieties.maxOrderCount,
      min: varieties.minOrderCount,
      fastSend: varieties.fastSend,
      priceMain: varieties.priceMainRial,
      priceOff: varieties.priceOffRial,
      colorName: colors.name,
      hexcode: colors.hexcode,
      guarantee: guarantees.name,
      seller: sellers.name,
      sellerId: sellers.id,
      imageId: sql<number | null>`(select ${productImages.id} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
    .innerJoin(guarantees, eq(guarantees.id, varieties.guaranteeId))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(inArray(varieties.id, [...ids]))
    .orderBy(asc(varieties.id));
  const promos = await runningPromotionEntries(db, rows.map((r) => r.id));
  for (const r of rows) {
    const buyable = r.isActive && r.productStatus === PRODUCT_STATUS.active && r.stock > 0;
    const ceiling = buyable ? (partner ? r.stock : orderCeiling(r.stock, r.maxOrderCount)) : 0;
    const promo = promos.get(r.id);
    const onPromotion = promo !== undefined && !promotionEnded(promo.promotion);
    out.set(r.id, {
      id: r.id,
      productId: r.productId,
      productName: r.productName,
      slug: r.slug,
      image: r.imageId ? `/media/p/${r.imageId}-148.webp` : null,
      color: r.colorName ? { name: r.colorName, hexcode: r.hexcode ?? '#000000' } : null,
      guarantee: r.guarantee,
      seller: r.seller,
      sellerId: r.sellerId,
      fastSend: r.fastSend,
      min: Math.max(1, r.min),
      ceiling,
      limitedByStock: partner || r.stock < r.maxOrderCount,
      available: ceiling > 0 && ceiling >= Math.max(1, r.min),
      priceMain: Number(r.priceMain),
      // As catalog/card.ts payablePrice: the promotion's price while it has places left.
      price: onPromotion ? promo.promotion.p_price : Number(r.priceOff),
      promotionId: onPromotion ? promo.id : null,
    });
  }
  return out;
}
