import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../server/db/like.ts';
import type { Db, DbOrTx } from '../../../server/db/client.ts';
import { normalizePersian } from '../../../lib/normalize.ts';
import { colors, products, sellers, varieties } from '../../catalog/schema.ts';
import { updateVarietyIn, type VarietyPatch } from '../../catalog/prices/variety-update.ts';
import { alertsQueued } from '../../lists/wake.ts';
import { staffChange } from '../audit.ts';
import type { Staff } from '../guard.ts';

/**
 * The catalogue editor's price and stock screen (issue 17 item 3): find a product's
 * varieties by the product's name or number, or a variety's number, and change one
 * variety's price, sale price or stock through the catalogue's own variety-update path,
 * audited (before and after).
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

export async function editVariety(db: Db, staff: Staff, id: number, patch: VarietyPatch, ip?: string): Promise<void> {
  await staffChange(db, staff, 'catalog.edit', 'variety.update', async (tx) => {
    const change = await updateVarietyIn(tx, id, patch);
    return { result: undefined, subjectType: 'variety', subjectId: id, ...change };
  }, ip);
  alertsQueued();
}
