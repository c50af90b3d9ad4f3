import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { refreshProductCards } from '../cards.ts';
import { varieties, varietyPriceTiers } from '../schema.ts';

/**
 * A variety's partner prices by quantity (spec section 9: the price from count 1
 * is the variety's own), replaced as a whole in the caller's transaction under the
 * variety's row lock: each tier from 2 units up, each quantity once, each cheaper than
 * today's price and than the tier below it. The product's cached pages are purged.
 */
export interface TierInput {
  minQuantity: number;
  priceRial: number;
}

export const TIER_MESSAGES = {
  quantity: 'تعداد هر پله باید از ۲ به بالا و یکتا باشد',
  cheaper: 'قیمت هر پله باید کمتر از قیمت فعلی کالا و پلهٔ پیش از آن باشد',
};

export async function setPriceTiersIn(tx: Tx, varietyId: number, tiers: readonly TierInput[]): Promise<{ before: TierInput[]; after: TierInput[] }> {
  const [v] = await tx.select().from(varieties).where(eq(varieties.id, varietyId)).for('update');
  if (!v) throw notFound('کالای مورد نظر یافت نشد');
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  if (sorted.some((t, i) => t.minQuantity < 2 || (i > 0 && t.minQuantity === sorted[i - 1]!.minQuantity))) {
    throw validationError([{ field: 'tiers', message: TIER_MESSAGES.quantity }]);
  }
  let ceiling = Number(v.priceOffRial);
  for (const t of sorted) {
    if (t.priceRial <= 0 || t.priceRial >= ceiling) throw validationError([{ field: 'tiers', message: TIER_MESSAGES.cheaper }]);
    ceiling = t.priceRial;
  }
  const before = (await tx.select().from(varietyPriceTiers).where(eq(varietyPriceTiers.varietyId, varietyId))).map((t) => ({
    minQuantity: t.minQuantity,
    priceRial: Number(t.priceRial),
  }));
  await tx.delete(varietyPriceTiers).where(eq(varietyPriceTiers.varietyId, varietyId));
  if (sorted.length) await tx.insert(varietyPriceTiers).values(sorted.map((t) => ({ varietyId, minQuantity: t.minQuantity, priceRial: t.priceRial })));
  await refreshProductCards(tx, [v.productId]);
  return { before: before.sort((a, b) => a.minQuantity - b.minQuantity), after: sorted };
}

/** The tiers of these varieties, by variety, smallest quantity first (the back office's form). */
export async function tiersOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, TierInput[]>> {
  const map = new Map<number, TierInput[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(varietyPriceTiers)
    .where(inArray(varietyPriceTiers.varietyId, [...ids]))
    .orderBy(asc(varietyPriceTiers.minQuantity));
  for (const r of rows) map.set(r.varietyId, [...(map.get(r.varietyId) ?? []), { minQuantity: r.minQuantity, priceRial: Number(r.priceRial) }]);
  return map;
}
