import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { refreshProductCards } from '../cards.ts';
import { colors, guarantees, products, sellers, varieties } from '../schema.ts';
import { recordPriceChange } from './price-log.ts';
import { VARIETY_MESSAGES, type VarietyState } from './variety-shape.ts';

/**
 * A seller's new offer (variety) on a product (an approved seller's offers are
 * added by staff): checked against the product, an active seller, the colour and the
 * guarantee, one offer per seller, colour and guarantee on a product; its first price is
 * logged and the product's card refreshed (which purges the cached pages), in the caller's
 * transaction.
 */
export interface NewVariety {
  productId: number;
  sellerId: number;
  colorId: number | null;
  guaranteeId: number;
  priceMainRial: number;
  priceOffRial: number;
  stock: number;
  maxOrderCount: number;
  fastSend: boolean;
}

export const NEW_VARIETY_MESSAGES = {
  product: 'کالایی با این شماره پیدا نشد',
  seller: 'فروشنده را انتخاب کنید',
  color: 'رنگ انتخاب‌شده معتبر نیست',
  guarantee: 'گارانتی را انتخاب کنید',
  duplicate: 'این فروشنده برای این کالا با همین رنگ و گارانتی پیشنهاد فعال دارد؛ قیمت و موجودی همان را تغییر دهید',
};

export async function createVarietyIn(tx: Tx, v: NewVariety): Promise<{ id: number; after: VarietyState }> {
  const [[product], [seller], [guarantee], [color]] = await Promise.all([
    tx.select({ id: products.id }).from(products).where(eq(products.id, v.productId)),
    tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(and(eq(sellers.id, v.sellerId), eq(sellers.isActive, true))),
    tx.select({ id: guarantees.id }).from(guarantees).where(eq(guarantees.id, v.guaranteeId)),
    v.colorId === null ? Promise.resolve([{ id: 0 }]) : tx.select({ id: colors.id }).from(colors).where(eq(colors.id, v.colorId)),
  ]);
  const fields = [
    !product && { field: 'product_id', message: NEW_VARIETY_MESSAGES.product },
    !seller && { field: 'seller_id', message: NEW_VARIETY_MESSAGES.seller },
    !guarantee && { field: 'guarantee_id', message: NEW_VARIETY_MESSAGES.guarantee },
    !color && { field: 'color_id', message: NEW_VARIETY_MESSAGES.color },
    v.priceOffRial > v.priceMainRial && { field: 'price', message: VARIETY_MESSAGES.offAboveMain },
  ].filter((f): f is { field: string; message: string } => !!f);
  if (fields.length) throw validationError(fields);
  // The product's row lock: two editors adding the same offer at once make one.
  await tx.select({ id: products.id }).from(products).where(eq(products.id, v.productId)).for('update');
  const [same] = await tx
    .select({ id: varieties.id })
    .from(varieties)
    .where(
      and(
        eq(varieties.productId, v.productId),
        eq(varieties.sellerId, v.sellerId),
        eq(varieties.guaranteeId, v.guaranteeId),
        v.colorId === null ? isNull(varieties.colorId) : eq(varieties.colorId, v.colorId),
        eq(varieties.isActive, true),
      ),
    );
  if (same) throw new ApiError(409, NEW_VARIETY_MESSAGES.duplicate);
  const [row] = await tx.insert(varieties).values(v).returning({ id: varieties.id });
  await recordPriceChange(tx, row!.id, v.priceMainRial, v.priceOffRial);
  await refreshProductCards(tx, [v.productId]);
  return { id: row!.id, after: { stock: v.stock, priceMainRial: v.priceMainRial, priceOffRial: v.priceOffRial } };
}
