import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { recordPriceChange, refreshProductCards, VARIETY_MESSAGES, varieties, type VarietyPatch, type VarietyState } from '#modules/catalog/index.ts';
import { alertsQueued, recordVarietyChange } from '#modules/lists/index.ts';

/**
 * The one way to change a variety's stock or regular prices (admin and provider panels,
 * imports): in one transaction with the variety's row lock it saves the change, logs the
 * price, queues the back-in-stock and price-drop alerts and refreshes the listing card
 * (which purges the cached pages). The alerts go out from the job (lists/notify.ts).
 */
export async function updateVariety(db: Db, id: number, patch: VarietyPatch): Promise<void> {
  await db.transaction((tx) => updateVarietyIn(tx, id, patch));
  alertsQueued();
}

/**
 * The same change in the caller's transaction (the back office's audited edits and bulk
 * uploads, which change many varieties at once); the caller calls alertsQueued() after
 * its commit so the alert job wakes. Returns the variety's state before and after.
 */
export async function updateVarietyIn(tx: Tx, id: number, patch: VarietyPatch): Promise<{ before: VarietyState; after: VarietyState }> {
  const [row] = await tx.select().from(varieties).where(eq(varieties.id, id)).for('update');
  if (!row) throw notFound('کالای مورد نظر یافت نشد');
  const before = { stock: row.stock, priceMainRial: Number(row.priceMainRial), priceOffRial: Number(row.priceOffRial) };
  const after = {
    stock: patch.stock ?? before.stock,
    priceMainRial: patch.priceMainRial ?? before.priceMainRial,
    priceOffRial: patch.priceOffRial ?? before.priceOffRial,
  };
  if (after.priceOffRial > after.priceMainRial) throw validationError([{ field: 'price', message: VARIETY_MESSAGES.offAboveMain }]);
  await tx.update(varieties).set(after).where(eq(varieties.id, id));
  if (after.priceMainRial !== before.priceMainRial || after.priceOffRial !== before.priceOffRial) {
    await recordPriceChange(tx, id, after.priceMainRial, after.priceOffRial);
  }
  await recordVarietyChange(tx, id, { stock: before.stock, price: before.priceOffRial }, { stock: after.stock, price: after.priceOffRial });
  await refreshProductCards(tx, [row.productId]);
  return { before, after };
}
