import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isConfirmedPartner } from '#modules/account/index.ts';
import { promotionVarieties, promotions, varietyPriceTiers } from '../schema.ts';
import type { PromotionOffer, Tier } from './quote.ts';

/**
 * What quote.ts needs besides a variety's own columns, for many varieties at once: the
 * running promotion of each (one query) and, for a partner buyer, the tiers (one more).
 * Placement passes `lock`: the promotion rows are read FOR UPDATE in its transaction (after
 * the varieties, the order every writer locks in), so the price it charges is the one it
 * read. The SQL helpers at the end carry the same rule into the denormalised listing
 * queries (cards, strips), which cannot call a function per row.
 */

/**
 * Running promotions by variety: the web one before an app-only one, then the one ending
 * first. A sold-out one is still returned (pages show it as ended); whether its price
 * applies is quote.ts's call.
 */
export async function runningOffers(db: DbOrTx, ids: readonly number[], { lock = false }: { lock?: boolean } = {}): Promise<Map<number, PromotionOffer>> {
  const byVariety = new Map<number, PromotionOffer>();
  if (ids.length === 0) return byVariety;
  const query = db
    .select({
      id: promotions.id,
      varietyId: promotionVarieties.varietyId,
      count: promotionVarieties.count,
      sold: promotionVarieties.soldCount,
      price: promotionVarieties.priceRial,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
      appOnly: promotions.appOnly,
    })
    .from(promotionVarieties)
    .innerJoin(promotions, eq(promotions.id, promotionVarieties.promotionId))
    .where(
      and(
        inArray(promotionVarieties.varietyId, [...ids]),
        eq(promotions.isActive, true),
        sql`${promotions.startsAt} <= now()`,
        sql`${promotions.endsAt} > now()`,
      ),
    )
    .orderBy(asc(promotions.appOnly), asc(promotions.endsAt), asc(promotions.id));
  const rows = lock ? await query.for('update', { of: promotionVarieties }) : await query;
  for (const r of rows) {
    if (byVariety.has(r.varietyId)) continue;
    byVariety.set(r.varietyId, {
      id: r.id,
      priceRial: Number(r.price),
      count: r.count,
      sold: r.sold,
      startsAt: new Date(r.startsAt),
      endsAt: new Date(r.endsAt),
      appOnly: r.appOnly,
    });
  }
  return byVariety;
}

/** The varieties' partner tiers, smallest quantity first. */
export async function tiersByVariety(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Tier[]>> {
  const map = new Map<number, Tier[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ varietyId: varietyPriceTiers.varietyId, minQuantity: varietyPriceTiers.minQuantity, priceRial: varietyPriceTiers.priceRial })
    .from(varietyPriceTiers)
    .where(inArray(varietyPriceTiers.varietyId, [...ids]))
    .orderBy(asc(varietyPriceTiers.varietyId), asc(varietyPriceTiers.minQuantity));
  for (const r of rows) map.set(r.varietyId, [...(map.get(r.varietyId) ?? []), { minQuantity: r.minQuantity, priceRial: Number(r.priceRial) }]);
  return map;
}

/**
 * Whether partner prices apply to this buyer here (docs/adr/0021): a confirmed partner on
 * the wholesale storefront. The retail storefront charges everyone retail or promotion.
 */
export async function buysAsPartner(db: DbOrTx, userId: number | null, wholesale: boolean): Promise<boolean> {
  return wholesale && userId !== null && (await isConfirmedPartner(db, userId));
}

export interface PriceExtras {
  offers: Map<number, PromotionOffer>;
  /** Empty unless the buyer is a partner. */
  tiers: Map<number, Tier[]>;
}

export async function priceExtras(db: DbOrTx, ids: readonly number[], { partner, lock = false }: { partner: boolean; lock?: boolean }): Promise<PriceExtras> {
  const offers = await runningOffers(db, ids, { lock });
  const tiers = partner ? await tiersByVariety(db, ids) : new Map<number, Tier[]>();
  return { offers, tiers };
}

/**
 * SQL for quote.ts's promotion rule, for queries over many products: the promotion `pr`
 * runs (active, starts ≤ now < ends); its variety row `pv` has places left and a price
 * below the variety `v`'s. Aliases are the caller's.
 */
export function promotionRunsSql(pr: string): SQL {
  return sql.raw(`${pr}.is_active and ${pr}.starts_at <= now() and ${pr}.ends_at > now()`);
}

/** The promotion's price is below the variety's current price (else it is ignored). */
export function promotionBelowPriceSql(pv: string, v: string): SQL {
  return sql.raw(`${pv}.price_rial < ${v}.price_off_rial`);
}

export function promotionAppliesSql(pr: string, pv: string, v: string): SQL {
  return sql`${promotionRunsSql(pr)} and ${sql.raw(`${pv}.sold_count < ${pv}.count`)} and ${promotionBelowPriceSql(pv, v)}`;
}
