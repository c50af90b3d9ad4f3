import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { refreshProductCards, promotionVarieties, varieties } from '#modules/catalog/index.ts';
import { cartItems } from '#modules/cart/index.ts';
import { recordVarietyChange } from '#modules/lists/index.ts';

/**
 * Stock moves of orders, inside the caller's transaction. Rows are locked in ascending
 * variety id, in placement and release alike, so two transactions never wait on each
 * other in a circle.
 */
export interface StockLine {
  varietyId: number;
  productId: number;
  count: number;
  promotionId: number | null;
}

const byVariety = (lines: readonly StockLine[]) => {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.varietyId, (sums.get(l.varietyId) ?? 0) + l.count);
  return [...sums.entries()].sort((a, b) => a[0] - b[0]);
};

/** Locks the rows (ascending id) of the varieties in a cart, for its placement: one query. */
export async function lockCartVarieties(tx: DbOrTx, cartId: number): Promise<void> {
  const inCart = tx.select({ id: cartItems.varietyId }).from(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.select({ id: varieties.id }).from(varieties).where(inArray(varieties.id, inCart)).orderBy(asc(varieties.id)).for('update');
}

/**
 * Takes the stock of every line; false (and nothing taken worth keeping: the caller rolls
 * back) when one no longer has enough. Never below zero: the update is conditional.
 */
export async function takeStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<number | null> {
  // Listing cards (and the cached pages) change only when a variety sells out or a
  // promotion runs out of places: only those products are refreshed, so a stream of orders
  // does not keep emptying the page cache.
  const changed = new Set<number>();
  const productOf = new Map(lines.map((l) => [l.varietyId, l.productId]));
  for (const [varietyId, count] of byVariety(lines)) {
    const done = await tx
      .update(varieties)
      .set({ stock: sql`${varieties.stock} - ${count}` })
      .where(and(eq(varieties.id, varietyId), sql`${varieties.stock} >= ${count}`))
      .returning({ stock: varieties.stock });
    if (done.length === 0) return varietyId;
    if (done[0]!.stock === 0) changed.add(productOf.get(varietyId)!);
  }
  for (const l of lines) {
    if (l.promotionId === null) continue;
    const done = await tx
      .update(promotionVarieties)
      .set({ soldCount: sql`${promotionVarieties.soldCount} + ${l.count}` })
      .where(
        and(
          eq(promotionVarieties.promotionId, l.promotionId),
          eq(promotionVarieties.varietyId, l.varietyId),
          sql`${promotionVarieties.soldCount} + ${l.count} <= ${promotionVarieties.count}`,
        ),
      )
      .returning({ sold: promotionVarieties.soldCount, count: promotionVarieties.count });
    if (done.length === 0) return l.varietyId;
    if (done[0]!.sold >= done[0]!.count) changed.add(l.productId);
  }
  await refreshProductCards(tx, [...changed]);
  return null;
}

/** Gives the lines' stock and promotion places back, queuing back-in-stock alerts. */
export async function returnStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  const changed = new Set<number>();
  const productOf = new Map(lines.map((l) => [l.varietyId, l.productId]));
  for (const [varietyId, count] of byVariety(lines)) {
    const [before] = await tx
      .select({ stock: varieties.stock, price: varieties.priceOffRial })
      .from(varieties)
      .where(eq(varieties.id, varietyId))
      .for('update');
    // A variety the catalogue no longer has (a reset demo catalogue): nothing to give back to.
    if (!before) continue;
    await tx
      .update(varieties)
      .set({ stock: sql`${varieties.stock} + ${count}` })
      .where(eq(varieties.id, varietyId));
    const price = Number(before.price);
    await recordVarietyChange(tx, varietyId, { stock: before.stock, price }, { stock: before.stock + count, price });
    if (before.stock <= 0) changed.add(productOf.get(varietyId)!);
  }
  for (const l of lines) {
    if (l.promotionId === null) continue;
    await tx
      .update(promotionVarieties)
      .set({ soldCount: sql`greatest(${promotionVarieties.soldCount} - ${l.count}, 0)` })
      .where(and(eq(promotionVarieties.promotionId, l.promotionId), eq(promotionVarieties.varietyId, l.varietyId)));
    // A promotion that had run out has places again.
    changed.add(l.productId);
  }
  await refreshProductCards(tx, [...changed]);
}
