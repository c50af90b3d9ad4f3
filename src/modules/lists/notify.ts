import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { config } from '#server/config.ts';
import { formatToman } from '#lib/money.ts';
import { products, varieties } from '#modules/catalog/index.ts';
import { ALERT_KINDS, varietyChanges, priceDropNotices, stockAlerts } from './schema.ts';
import { users } from '#modules/account/index.ts';

/**
 * The alert job: sends the SMS queued by recordVarietyChange. Back in stock goes to
 * everyone who asked "let me know" for the variety (once each); a price drop goes to
 * shoppers who turned on price-drop SMS and have the variety in their cart or
 * future-shopping list, or its product in their wish list (once per price). It runs
 * every minute and right after a change; calling it directly is how tests drive it.
 */
const BATCH = 50;

async function productOf(db: DbOrTx, varietyId: number) {
  const [row] = await db
    .select({ name: products.name, slug: products.slug, stock: varieties.stock, isActive: varieties.isActive })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(eq(varieties.id, varietyId));
  return row;
}

async function sendRestock(tx: DbOrTx, varietyId: number): Promise<number> {
  const product = await productOf(tx, varietyId);
  if (!product || product.stock <= 0 || !product.isActive) return 0;
  const waiting = await tx
    .select({ userId: stockAlerts.userId, mobile: users.mobile })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .where(and(eq(stockAlerts.varietyId, varietyId), isNull(stockAlerts.notifiedAt)));
  for (const w of waiting) {
    await smsProvider().send(tx, {
      receptor: w.mobile,
      body: `بازار: «${product.name}» دوباره موجود شد.\n${config.siteUrl}/product/${product.slug}`,
    });
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(and(eq(stockAlerts.userId, w.userId), eq(stockAlerts.varietyId, varietyId)));
  }
  return waiting.length;
}

async function sendPriceDrop(tx: DbOrTx, varietyId: number, price: number): Promise<number> {
  const product = await productOf(tx, varietyId);
  if (!product) return 0;
  const subscribers = rowsOf(
    await tx.execute(sql`
      select u.id, u.mobile from users u
      where u.send_sms_on_price_reduction
        and (exists (select 1 from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = u.id and ci.variety_id = ${varietyId})
          or exists (select 1 from future_items fi join carts c on c.id = fi.cart_id where c.user_id = u.id and fi.variety_id = ${varietyId})
          or exists (select 1 from wish_items w join varieties v on v.product_id = w.product_id where w.user_id = u.id and v.id = ${varietyId}))
        and not exists (select 1 from price_drop_notices n where n.user_id = u.id and n.variety_id = ${varietyId} and n.price_rial = ${price})`),
  );
  for (const s of subscribers) {
    await smsProvider().send(tx, {
      receptor: String(s.mobile),
      body: `بازار: قیمت «${product.name}» به ${formatToman(price)} کاهش یافت.\n${config.siteUrl}/product/${product.slug}`,
    });
    await tx
      .insert(priceDropNotices)
      .values({ userId: Number(s.id), varietyId, priceRial: price })
      .onConflictDoNothing();
  }
  return subscribers.length;
}

/** Processes queued changes; returns how many SMS were sent. */
export async function processVarietyChanges(db: Db): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(varietyChanges)
        .where(isNull(varietyChanges.processedAt))
        .orderBy(asc(varietyChanges.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const change of batch) {
        sent +=
          change.kind === ALERT_KINDS.restock
            ? await sendRestock(tx, change.varietyId)
            : await sendPriceDrop(tx, change.varietyId, Number(change.newPriceRial));
        await tx.update(varietyChanges).set({ processedAt: new Date() }).where(eq(varietyChanges.id, change.id));
      }
      return batch.length < BATCH;
    });
    if (done) return sent;
  }
}
