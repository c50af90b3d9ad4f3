import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { refreshProductCards, products, promotions, promotionVarieties, varieties } from '#modules/catalog/index.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';

/**
 * Promotions and their windows: the amazing-offers strip (type 1) and
 * campaign pages (type 2), each running while active and starts ≤ now < ends
 * (catalog/prices/promotions.ts reads them). Staff create and edit a promotion's window
 * and put varieties on it at a promotional price and count. Every change is audited and
 * refreshes the cards of the products it touches (their price is a running promotion's),
 * which purges the cached pages; the minute job (refreshPromotionBoundaries) moves cards
 * when a window opens or closes by itself.
 */
export const PROMOTION_ERRORS = {
  notFound: 'پیشنهاد پیدا نشد',
  variety: 'کالایی با این شماره پیدا نشد',
  notCheaper: 'قیمت پیشنهادی باید کمتر از قیمت فعلی کالا باشد',
  belowSold: (sold: number) => `تعداد نمی‌تواند از تعداد فروخته‌شده (${sold.toLocaleString('fa-IR')}) کمتر باشد`,
  sold: 'این کالا در پیشنهاد فروش داشته و حذف نمی‌شود؛ تعداد را برابر فروخته‌شده کنید تا پایان یابد',
  offerMissing: 'این کالا در پیشنهاد نیست',
};

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

const productsOf = async (tx: Tx, promotionId: number) =>
  (
    await tx
      .select({ id: varieties.productId })
      .from(promotionVarieties)
      .innerJoin(varieties, eq(varieties.id, promotionVarieties.varietyId))
      .where(eq(promotionVarieties.promotionId, promotionId))
  ).map((r) => r.id);

export interface PromotionInput {
  id?: number;
  title: string;
  type: 1 | 2;
  starts_at: Date;
  ends_at: Date;
  app_only: boolean;
  is_active: boolean;
}

/** Creates a promotion (no id) or changes one's title, type and window; returns its id. */
export function savePromotion(db: Db, staff: Staff, input: PromotionInput, ip?: string): Promise<number> {
  const values = { title: input.title, type: input.type, startsAt: input.starts_at, endsAt: input.ends_at, appOnly: input.app_only, isActive: input.is_active };
  return staffChange(
    db,
    staff,
    'catalog.edit',
    input.id ? 'promotion.update' : 'promotion.create',
    async (tx) => {
      if (!input.id) {
        const [made] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
        return { result: made!.id, subjectType: 'promotion', subjectId: made!.id, after: values };
      }
      const [before] = await tx.select().from(promotions).where(eq(promotions.id, input.id)).for('update');
      if (!before) throw notFound(PROMOTION_ERRORS.notFound);
      await tx.update(promotions).set(values).where(eq(promotions.id, input.id));
      await refreshProductCards(tx, await productsOf(tx, input.id));
      const { id: _id, ...was } = before;
      return { result: input.id, subjectType: 'promotion', subjectId: input.id, before: was, after: values };
    },
    ip,
  );
}

/** Puts a variety on a promotion, or changes its promotional price and count. */
export function setOffer(db: Db, staff: Staff, input: { promotion_id: number; variety_id: number; count: number; price: number }, ip?: string): Promise<void> {
  return staffChange(
    db,
    staff,
    'catalog.edit',
    'promotion.offer',
    async (tx) => {
      const [p] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, input.promotion_id)).for('update');
      if (!p) throw notFound(PROMOTION_ERRORS.notFound);
      // The variety's row lock: a price change at the same moment cannot slip under the offer (quote.ts ignores an offer at or above the price).
      const [v] = await tx.select().from(varieties).where(eq(varieties.id, input.variety_id)).for('update');
      if (!v) throw validationError([{ field: 'variety_id', message: PROMOTION_ERRORS.variety }]);
      if (input.price >= Number(v.priceOffRial)) throw validationError([{ field: 'price', message: PROMOTION_ERRORS.notCheaper }]);
      const where = and(eq(promotionVarieties.promotionId, input.promotion_id), eq(promotionVarieties.varietyId, input.variety_id));
      const [before] = await tx.select().from(promotionVarieties).where(where).for('update');
      if (before && input.count < before.soldCount) throw validationError([{ field: 'count', message: PROMOTION_ERRORS.belowSold(before.soldCount) }]);
      if (before) await tx.update(promotionVarieties).set({ count: input.count, priceRial: input.price }).where(where);
      else
        await tx
          .insert(promotionVarieties)
          .values({ promotionId: input.promotion_id, varietyId: input.variety_id, count: input.count, priceRial: input.price });
      await refreshProductCards(tx, [v.productId]);
      return {
        result: undefined,
        subjectType: 'promotion',
        subjectId: input.promotion_id,
        before: before ? { variety_id: input.variety_id, count: before.count, price: Number(before.priceRial) } : undefined,
        after: { variety_id: input.variety_id, count: input.count, price: input.price },
      };
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
      const where = and(eq(promotionVarieties.promotionId, input.promotion_id), eq(promotionVarieties.varietyId, input.variety_id));
      const [before] = await tx.select().from(promotionVarieties).where(where).for('update');
      if (!before) throw notFound(PROMOTION_ERRORS.offerMissing);
      if (before.soldCount > 0) throw new ApiError(409, PROMOTION_ERRORS.sold);
      await tx.delete(promotionVarieties).where(where);
      const [v] = await tx.select({ productId: varieties.productId }).from(varieties).where(eq(varieties.id, input.variety_id));
      if (v) await refreshProductCards(tx, [v.productId]);
      return {
        result: undefined,
        subjectType: 'promotion',
        subjectId: input.promotion_id,
        before: { variety_id: input.variety_id, count: before.count, price: Number(before.priceRial) },
      };
    },
    ip,
  );
}
