import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { assertRial, type Rial } from '#lib/money.ts';

/**
 * Variety price history (variety_price_log). Whoever changes a variety's regular prices
 * (admin and provider panels, imports, the price-drop job) calls recordPriceChange() in
 * the same transaction, then refreshProductCards(). Promotion prices are not logged: they
 * are temporary offers with their own windows, and the history shows the regular price
 * (docs/adr/0005).
 */
export const PRICE_LOG_DAYS = 180;
/** Points answered at most: enough for a daily change over the whole window. */
export const PRICE_LOG_MAX_POINTS = 200;

export interface PricePoint {
  /** ISO instant of the change. */
  date: string;
  price_main: Rial;
  price_off: Rial;
}

/**
 * Records a variety's new regular prices. A call that repeats the latest logged prices
 * adds nothing (one point per change); two changes in one transaction keep the last.
 */
export async function recordPriceChange(tx: DbOrTx, varietyId: number, main: Rial, off: Rial): Promise<boolean> {
  assertRial(main);
  assertRial(off);
  const rows = rowsOf(
    await tx.execute(sql`
      insert into variety_price_log (variety_id, price_main_rial, price_off_rial, changed_at)
      select ${varietyId}, ${main}, ${off}, now()
      where not exists (
        select 1 from (
          select price_main_rial, price_off_rial from variety_price_log
          where variety_id = ${varietyId} order by changed_at desc limit 1
        ) last where last.price_main_rial = ${main} and last.price_off_rial = ${off})
      on conflict (variety_id, changed_at) do update
        set price_main_rial = excluded.price_main_rial, price_off_rial = excluded.price_off_rial
      returning variety_id`),
  );
  return rows.length > 0;
}

/**
 * The variety's price over the last PRICE_LOG_DAYS days, oldest first, one point per
 * change. The price in force when the window opened is its first point (dated at the
 * window's start), so a chart starts at the left edge; a variety with no history yet
 * answers its current price. Null for an unknown or inactive variety.
 */
export async function varietyPriceLog(db: DbOrTx, varietyId: number, now = new Date()): Promise<PricePoint[] | null> {
  const since = new Date(now.getTime() - PRICE_LOG_DAYS * 86_400_000);
  // One round trip on the product page's path: the history, only for a sellable variety.
  // Its own row is read only when there is no history to draw (rare: a new variety).
  const sellable = sql`exists (select 1 from varieties v join products p on p.id = v.product_id
    where v.id = ${varietyId} and v.is_active and p.status <> 0)`;
  const rows = rowsOf(
    await db.execute(sql`
      (select changed_at, price_main_rial, price_off_rial from variety_price_log
        where variety_id = ${varietyId} and changed_at < ${since.toISOString()} and ${sellable}
        order by changed_at desc limit 1)
      union all
      (select changed_at, price_main_rial, price_off_rial from variety_price_log
        where variety_id = ${varietyId} and changed_at >= ${since.toISOString()} and changed_at <= ${now.toISOString()} and ${sellable}
        order by changed_at desc limit ${PRICE_LOG_MAX_POINTS})
      order by changed_at asc`),
  );
  const points = rows.map((r) => ({
    date: new Date(Math.max(new Date(r.changed_at as string | Date).getTime(), since.getTime())).toISOString(),
    price_main: num(r.price_main_rial),
    price_off: num(r.price_off_rial),
  }));
  if (points.length > PRICE_LOG_MAX_POINTS) points.splice(0, points.length - PRICE_LOG_MAX_POINTS);
  if (points.length === 0) {
    const variety = rowsOf(
      await db.execute(sql`
        select v.price_main_rial, v.price_off_rial, v.created_at from varieties v join products p on p.id = v.product_id
        where v.id = ${varietyId} and v.is_active and p.status <> 0`),
    )[0];
    if (!variety) return null;
    const created = new Date(variety.created_at as string | Date).getTime();
    points.push({
      date: new Date(Math.min(Math.max(created, since.getTime()), now.getTime())).toISOString(),
      price_main: num(variety.price_main_rial),
      price_off: num(variety.price_off_rial),
    });
  }
  return points;
}

/** The product's main variety (the one its card shows: cheapest in stock), or null. */
export async function mainVarietyOf(db: DbOrTx, productId: number): Promise<number | null> {
  const row = rowsOf(await db.execute(sql`select card_variety_id from products where id = ${productId} and status <> 0`))[0];
  return row && row.card_variety_id !== null ? num(row.card_variety_id) : null;
}
