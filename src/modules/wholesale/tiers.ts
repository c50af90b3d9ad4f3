import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import { varietyPriceTiers } from '../catalog/schema.ts';
import { isConfirmedPartner } from './partner-prices.ts';
import { tiersOf } from '../catalog/prices/tiers-edit.ts';

/**
 * Partner prices by quantity (issue 18 item 4; spec section 9 "price items start from
 * count 1"): a line of `count` costs the price of the largest tier it reaches, never more
 * than what anyone pays now (a running promotion may be cheaper). Only a confirmed
 * partner's cart is priced this way, and only a partner may buy past the retail per-order
 * limit (up to the stock): that is what buying in bulk means.
 */
export interface Tier {
  minQuantity: number;
  priceRial: number;
}

export function tierPriceFor(base: number, tiers: readonly Tier[] | undefined, count: number): number {
  let price = base;
  for (const t of tiers ?? []) if (count >= t.minQuantity && t.priceRial < price) price = t.priceRial;
  return price;
}

/** The tiers of these varieties for a confirmed partner, or null for anyone else (guests, shoppers, applicants). */
export async function partnerTiers(db: DbOrTx, userId: number | null, varietyIds: readonly number[]): Promise<Map<number, Tier[]> | null> {
  if (userId === null || !(await isConfirmedPartner(db, userId))) return null;
  return tiersOf(db, varietyIds);
}

/** Each variety's best partner price and the quantity it starts at (partner listing cards). */
export async function bestTiers(db: DbOrTx, varietyIds: readonly number[]): Promise<Map<number, Tier>> {
  const best = new Map<number, Tier>();
  if (varietyIds.length === 0) return best;
  const rows = await db.select().from(varietyPriceTiers).where(inArray(varietyPriceTiers.varietyId, [...varietyIds]));
  for (const r of rows) {
    const price = Number(r.priceRial);
    const seen = best.get(r.varietyId);
    if (!seen || price < seen.priceRial) best.set(r.varietyId, { minQuantity: r.minQuantity, priceRial: price });
  }
  return best;
}
