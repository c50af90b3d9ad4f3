import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { notFound } from '../../../server/errors.ts';
import { recordVarietyChange } from '../../lists/changes.ts';
import { alertsQueued } from '../../lists/wake.ts';
import { refreshProductCards } from '../cards.ts';
import { recordPriceChange } from './price-log.ts';
import { varieties } from '../schema.ts';

/**
 * The one way to change a variety's stock or regular prices (admin and provider panels,
 * imports): in one transaction with the variety's row lock it saves the change, logs the
 * price, queues the back-in-stock and price-drop alerts and refreshes the listing card
 * (which purges the cached pages). The alerts go out from the job (lists/notify.ts).
 */
export interface VarietyPatch {
  stock?: number;
  priceMainRial?: number;
  priceOffRial?: number;
}

export async function updateVariety(db: Db, id: number, patch: VarietyPatch): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(varieties).where(eq(varieties.id, id)).for('update');
    if (!before) throw notFound('کالای مورد نظر یافت نشد');
    const next = {
      stock: patch.stock ?? before.stock,
      priceMainRial: patch.priceMainRial ?? Number(before.priceMainRial),
      priceOffRial: patch.priceOffRial ?? Number(before.priceOffRial),
    };
    await tx.update(varieties).set(next).where(eq(varieties.id, id));
    if (next.priceMainRial !== Number(before.priceMainRial) || next.priceOffRial !== Number(before.priceOffRial)) {
      await recordPriceChange(tx, id, next.priceMainRial, next.priceOffRial);
    }
    await recordVarietyChange(tx, id, { stock: before.stock, price: Number(before.priceOffRial) }, { stock: next.stock, price: next.priceOffRial });
    await refreshProductCards(tx, [before.productId]);
  });
  alertsQueued();
}
