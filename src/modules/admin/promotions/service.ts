import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import {
  type OfferInput,
  products,
  PROMOTION_ERRORS,
  type PromotionInput,
  promotions,
  promotionVarieties,
  removeOfferIn,
  savePromotionIn,
  setOfferIn,
  varieties,
} from '#modules/catalog/index.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';

/**
 * The promotions screen: the list and one promotion with its offers (read here), and the
 * audited changes. The change itself is the catalogue's (catalog/manage/promotions.ts:
 * windows, offers at a promotional price and count, the cards refreshed), run in the
 * transaction that writes the audit row.
 */
export type PromotionState = 'running' | 'scheduled' | 'ended' | 'inactive';
export const STATE_TITLES: Record<PromotionState, string> = { running: 'در جریان', scheduled: 'زمان‌بندی‌شده', ended: 'پایان‌یافته', inactive: 'غیرفعال' };

type PromotionRow = typeof promotions.$inferSelect;
export const stateOf = (p: PromotionRow, now = new Date()): PromotionState =>
  !p.isActive ? 'inactive' : p.endsAt <= now ? 'ended' : p.startsAt > now ? 'scheduled' : 'running';

export async function promotionList(db: DbOrTx) {
  const rows = await db
    .select({ p: promotions, offers: sql<number>`(select count(*)::int from ${promotionVarieties} pv where pv.promotion_id = ${promotions.id})` })
    .from(promotions)
    .orderBy(desc(promotions.endsAt), desc(promotions.id))
    .limit(200);
  return rows.map(({ p, offers }) => ({ ...p, offers: Number(offers), state: stateOf(p) }));
}

export async function promotionDetail(db: DbOrTx, id: number) {
  const [p] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!p) throw notFound(PROMOTION_ERRORS.notFound);
  const offers = await db
    .select({
      varietyId: promotionVarieties.varietyId,
      count: promotionVarieties.count,
      soldCount: promotionVarieties.soldCount,
      priceRial: promotionVarieties.priceRial,
      product: products.name,
      slug: products.slug,
      priceOffRial: varieties.priceOffRial,
    })
    .from(promotionVarieties)
    .innerJoin(varieties, eq(varieties.id, promotionVarieties.varietyId))
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(eq(promotionVarieties.promotionId, id))
    .orderBy(asc(products.name));
  return { ...p, state: stateOf(p), offers: offers.map((o) => ({ ...o, priceRial: Number(o.priceRial), priceOffRial: Number(o.priceOffRial) })) };
}

/** Creates a promotion (no id) or changes one's title, type and window; returns its id. */
export function savePromotion(db: Db, staff: Staff, input: PromotionInput, ip?: string): Promise<number> {
  return staffChange(
    db,
    staff,
    'catalog.edit',
    input.id ? 'promotion.update' : 'promotion.create',
    async (tx) => {
      const { id, before, after } = await savePromotionIn(tx, input);
      return { result: id, subjectType: 'promotion', subjectId: id, before, after };
    },
    ip,
  );
}

/** Puts a variety on a promotion, or changes its promotional price and count. */
export function setOffer(db: Db, staff: Staff, input: OfferInput, ip?: string): Promise<void> {
  return staffChange(
    db,
    staff,
    'catalog.edit',
    'promotion.offer',
    async (tx) => {
      const { before, after } = await setOfferIn(tx, input);
      return { result: undefined, subjectType: 'promotion', subjectId: input.promotion_id, before, after };
    },
    ip,
  );
}

/** Takes a variety off a promotion it has not sold on yet. */
export function removeOffer(db: Db, staff: Staff, input: { promotion_id: number; variety_id: number }, ip?: string): Promise<void> {
  return staffChange(
    db,
    staff,
    'catalog.edit',
    'promotion.offer-remove',
    async (tx) => {
      const { before } = await removeOfferIn(tx, input);
      return { result: undefined, subjectType: 'promotion', subjectId: input.promotion_id, before };
    },
    ip,
  );
}
