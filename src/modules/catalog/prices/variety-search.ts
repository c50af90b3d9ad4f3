import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '#server/db/like.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { colors, products, sellers, varieties } from '../schema.ts';

/**
 * Varieties as the people who price them look for them (the back office's price and stock
 * screen; the seller panel later): by the product's name, the product's number
 * or the variety's own number, with the seller, colour, prices and stock.
 */
export interface VarietyRow {
  id: number;
  productId: number;
  product: string;
  slug: string;
  color: string | null;
  seller: string;
  priceMainRial: number;
  priceOffRial: number;
  stock: number;
  isActive: boolean;
}

export async function findVarieties(db: DbOrTx, q: string, limit = 30): Promise<VarietyRow[]> {
  const text = normalizePersian(q);
  if (!text) return [];
  const where: SQL | undefined = /^\d{1,9}$/.test(text)
    ? or(eq(varieties.id, Number(text)), eq(varieties.productId, Number(text)))
    : ilike(products.nameSearch, containsPattern(text));
  const rows = await db
    .select({
      id: varieties.id,
      productId: varieties.productId,
      product: products.name,
      slug: products.slug,
      color: colors.name,
      seller: sellers.name,
      priceMainRial: varieties.priceMainRial,
      priceOffRial: varieties.priceOffRial,
      stock: varieties.stock,
      isActive: varieties.isActive,
    })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(where)
    .orderBy(asc(varieties.productId), asc(varieties.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, priceMainRial: Number(r.priceMainRial), priceOffRial: Number(r.priceOffRial) }));
}
