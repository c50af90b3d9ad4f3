import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  priceExtras,
  quote,
  type PriceFacts,
  colors,
  guarantees,
  PRODUCT_STATUS,
  productImages,
  products,
  sellers,
  varieties,
} from '#modules/catalog/index.ts';
import type { CartItemColor } from './validation.ts';

/**
 * What the cart needs to know about varieties right now: whether they can be bought,
 * how many, at what price (catalog/prices/quote.ts), and how to show them. One query plus
 * the running promotions (and a partner's tiers).
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
  /** The most one order may hold now (quote.ts's one limit rule); 0 when the variety cannot be bought now. */
  ceiling: number;
  /** The ceiling is the stock (not the per-order limit): the message says how many are left. */
  limitedByStock: boolean;
  available: boolean;
  priceMain: number;
  /** One unit's price for this buyer; a line's price at its count is quote(facts, count). */
  price: number;
  /** The promotion whose price `price` is (an order takes one of its places), or null. */
  promotionId: number | null;
  /** What quote.ts prices this variety from. */
  facts: PriceFacts;
}

/**
 * `partner`: a confirmed partner on the wholesale storefront (quote-inputs.ts
 * buysAsPartner) buys in bulk, at tier prices and up to the partner's limit (the variety's
 * per-order limit raised to its largest tier, within the stock: quote.ts partnerOrderLimit).
 * `lock`: placement reads the promotion rows under lock (the varieties it has locked already).
 */
export async function varietiesNow(
  db: DbOrTx,
  ids: readonly number[],
  { partner = false, lock = false }: { partner?: boolean; lock?: boolean } = {},
): Promise<Map<number, VarietyNow>> {
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
      imageId: sql<
        number | null
      >`(select ${productImages.id} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
    .innerJoin(guarantees, eq(guarantees.id, varieties.guaranteeId))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(inArray(varieties.id, [...ids]))
    .orderBy(asc(varieties.id));
  const extras = await priceExtras(
    db,
    rows.map((r) => r.id),
    { partner, lock },
  );
  for (const r of rows) {
    const facts: PriceFacts = {
      priceMain: Number(r.priceMain),
      price: Number(r.priceOff),
      promotion: extras.offers.get(r.id) ?? null,
      tiers: extras.tiers.get(r.id) ?? [],
      partner,
      stock: r.stock,
      maxOrderCount: r.maxOrderCount,
      min: r.min,
      buyable: r.isActive && r.productStatus === PRODUCT_STATUS.active,
    };
    const one = quote(facts, 1);
    const ceiling = one.maxQuantity;
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
      min: one.min,
      ceiling,
      limitedByStock: one.limitedByStock,
      available: ceiling > 0 && ceiling >= one.min,
      priceMain: one.before,
      price: one.unit,
      promotionId: one.promotionId,
      facts,
    });
  }
  return out;
}
