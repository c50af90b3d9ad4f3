import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { cardsByIds, products, varieties } from '#modules/catalog/index.ts';
import type { ProductCard } from '#modules/catalog/index.ts';
import { setPriceDropSmsIn } from '#modules/account/index.ts';
import { stockAlerts, wishItems } from './schema.ts';

/** The wish list, back-in-stock requests and the price-drop SMS switch (spec section 7). */

export const LIST_MESSAGES = {
  wishAdded: 'کالا به لیست علاقه‌مندی‌ها اضافه شد',
  wishRemoved: 'کالا از لیست علاقه‌مندی‌ها حذف شد',
  wishCleared: 'لیست علاقه‌مندی‌ها خالی شد',
  unknownProduct: 'کالای مورد نظر یافت نشد',
  unknownVariety: 'کالای مورد نظر یافت نشد',
  alertCreated: 'به محض موجود شدن این کالا با پیامک به شما خبر می‌دهیم',
  alertCancelled: 'اطلاع‌رسانی موجود شدن این کالا لغو شد',
  priceSmsOn: 'کاهش قیمت کالاهای سبد خرید و علاقه‌مندی‌ها با پیامک به شما اطلاع داده می‌شود',
  priceSmsOff: 'اطلاع‌رسانی کاهش قیمت با پیامک غیرفعال شد',
} as const;

export async function addWish(db: DbOrTx, userId: number, productId: number): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(LIST_MESSAGES.unknownProduct);
  await db.insert(wishItems).values({ userId, productId }).onConflictDoNothing();
}

/** Removes one product, or (without one) the whole list. */
export async function removeWish(db: DbOrTx, userId: number, productId: number | null): Promise<void> {
  const where = productId ? and(eq(wishItems.userId, userId), eq(wishItems.productId, productId)) : eq(wishItems.userId, userId);
  await db.delete(wishItems).where(where);
}

export async function wishList(db: DbOrTx, userId: number, page: Page): Promise<{ items: ProductCard[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(wishItems).where(eq(wishItems.userId, userId));
  const ids = await db
    .select({ id: wishItems.productId })
    .from(wishItems)
    .where(eq(wishItems.userId, userId))
    .orderBy(desc(wishItems.createdAt), desc(wishItems.productId))
    .limit(page.perPage)
    .offset(offsetOf(page));
  return {
    items: await cardsByIds(
      db,
      ids.map((r) => r.id),
    ),
    total: total?.n ?? 0,
  };
}

/** Which of these products are in the user's wish list (for the hearts). */
export async function wishedAmong(db: DbOrTx, userId: number, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: wishItems.productId })
    .from(wishItems)
    .where(and(eq(wishItems.userId, userId), inArray(wishItems.productId, [...productIds])));
  return rows.map((r) => r.id);
}

export async function createStockAlert(db: DbOrTx, userId: number, varietyId: number): Promise<void> {
  const [v] = await db.select({ id: varieties.id }).from(varieties).where(eq(varieties.id, varietyId));
  if (!v) throw notFound(LIST_MESSAGES.unknownVariety);
  // Asking again re-arms an alert that was already sent.
  await db
    .insert(stockAlerts)
    .values({ userId, varietyId })
    .onConflictDoUpdate({ target: [stockAlerts.userId, stockAlerts.varietyId], set: { notifiedAt: null, createdAt: new Date() } });
}

export async function cancelStockAlert(db: DbOrTx, userId: number, varietyId: number): Promise<void> {
  await db.delete(stockAlerts).where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.varietyId, varietyId)));
}

export async function setPriceDropSms(db: Db, userId: number, on: boolean | null): Promise<boolean> {
  return db.transaction((tx) => setPriceDropSmsIn(tx, userId, on));
}
