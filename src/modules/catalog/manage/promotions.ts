import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { refreshProductCards } from '../cards.ts';
import { promotions, promotionVarieties, varieties } from '../schema.ts';

/**
 * Editing promotions and their windows: the amazing-offers strip (type 1) and campaign
 * pages (type 2), each running while active and starts ≤ now < ends (prices/promotions.ts
 * reads them). A promotion's window is created and edited, and varieties are put on it at
 * a promotional price and count. Every change refreshes the cards of the products it
 * touches (their price is a running promotion's), which purges the cached pages; the
 * minute job (refreshPromotionBoundaries) moves cards when a window opens or closes by
 * itself. Each runs in the caller's transaction (the back office's, with its audit row)
 * and answers what it changed, before and after.
 */
export const PROMOTION_ERRORS = {
  notFound: 'پیشنهاد پیدا نشد',
  variety: 'کالایی با این شماره پیدا نشد',
  notCheaper: 'قیمت پیشنهادی باید کمتر از قیمت فعلی کالا باشد',
  belowSold: (sold: number) => `تعداد نمی‌تواند از تعداد فروخته‌شده (${sold.toLocaleString('fa-IR')}) کمتر باشد`,
  sold: 'این کالا در پیشنهاد فروش داشته و حذف نمی‌شود؛ تعداد را برابر فروخته‌شده کنید تا پایان یابد',
  offerMissing: 'این کالا در پیشنهاد نیست',
};

export interface PromotionInput {
  id?: number;
  title: string;
  type: 1 | 2;
  starts_at: Date;
  ends_at: Date;
  app_only: boolean;
  is_active: boolean;
}

/** A variety on a promotion: its promotional count and price (rials). */
export interface OfferInput {
  promotion_id: number;
  variety_id: number;
  count: number;
  price: number;
}

/** An offer as recorded before and after a change. */
export interface OfferFields {
  variety_id: number;
  count: number;
  price: number;
}

const productsOf = async (tx: Tx, promotionId: number) =>
  (
    await tx
      .select({ id: varieties.productId })
      .from(promotionVarieties)
      .innerJoin(varieties, eq(varieties.id, promotionVarieties.varietyId))
      .where(eq(promotionVarieties.promotionId, promotionId))
  ).map((r) => r.id);

/** Creates a promotion (no id) or changes one's title, type and window; answers its id, and its fields before (an edit) and after. */
export async function savePromotionIn(tx: Tx, input: PromotionInput) {
  const values = { title: input.title, type: input.type, startsAt: input.starts_at, endsAt: input.ends_at, appOnly: input.app_only, isActive: input.is_active };
  if (!input.id) {
    const [made] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
    return { id: made!.id, before: undefined, after: values };
  }
  const [before] = await tx.select().from(promotions).where(eq(promotions.id, input.id)).for('update');
  if (!before) throw notFound(PROMOTION_ERRORS.notFound);
  await tx.update(promotions).set(values).where(eq(promotions.id, input.id));
  await refreshProductCards(tx, await productsOf(tx, input.id));
  const { id: _id, ...was } = before;
  return { id: input.id, before: was, after: values };
}

/** Puts a variety on a promotion, or changes its promotional price and count. */
export async function setOfferIn(tx: Tx, input: OfferInput): Promise<{ before: OfferFields | undefined; after: OfferFields }> {
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
  else await tx.insert(promotionVarieties).values({ promotionId: input.promotion_id, varietyId: input.variety_id, count: input.count, priceRial: input.price });
  await refreshProductCards(tx, [v.productId]);
  return {
    before: before ? { variety_id: input.variety_id, count: before.count, price: Number(before.priceRial) } : undefined,
    after: { variety_id: input.variety_id, count: input.count, price: input.price },
  };
}

/** Takes a variety off a promotion it has not sold on yet. */
export async function removeOfferIn(tx: Tx, input: { promotion_id: number; variety_id: number }): Promise<{ before: OfferFields }> {
  const where = and(eq(promotionVarieties.promotionId, input.promotion_id), eq(promotionVarieties.varietyId, input.variety_id));
  const [before] = await tx.select().from(promotionVarieties).where(where).for('update');
  if (!before) throw notFound(PROMOTION_ERRORS.offerMissing);
  if (before.soldCount > 0) throw new ApiError(409, PROMOTION_ERRORS.sold);
  await tx.delete(promotionVarieties).where(where);
  const [v] = await tx.select({ productId: varieties.productId }).from(varieties).where(eq(varieties.id, input.variety_id));
  if (v) await refreshProductCards(tx, [v.productId]);
  return { before: { variety_id: input.variety_id, count: before.count, price: Number(before.priceRial) } };
}
