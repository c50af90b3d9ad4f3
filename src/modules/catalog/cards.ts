import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { intArray } from '#server/db/rows.ts';
import { promotionBelowPriceSql, promotionRunsSql } from './prices/quote-inputs.ts';

/**
 * Keeps each product's listing card (products.card_* and friends) in step with its
 * varieties: the card shows the cheapest in-stock variety (the cheapest of all when none
 * is in stock), its prices and discount, and whether any variety is in stock or sent
 * fast, plus the colours and sellers on offer. Call it in the same transaction as any
 * change to a variety's price, stock or activity; with no ids it refreshes every product.
 *
 * The card price is what one unit costs on the web now (catalog/prices/quote.ts): a
 * running promotion's price (not app-only, not sold out, below the variety's price) or the
 * regular one. A price change calls this in its transaction (src/flows/change-variety.ts), so
 * a price lowered below a promotion moves the card too. Promotions start and end with the
 * clock, so refreshPromotionBoundaries() (a job, every minute) refreshes the products
 * whose promotions crossed a boundary.
 */
export async function refreshProductCards(db: DbOrTx, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  purgePages();
  const only = productIds ? sql`and v.product_id = any(${intArray(productIds)})` : sql``;
  await db.execute(sql`
    with promo as (
      select pv.variety_id, min(pv.price_rial) as price_rial
      from promotion_varieties pv join promotions pr on pr.id = pv.promotion_id
        join varieties pvv on pvv.id = pv.variety_id
      where ${promotionRunsSql('pr')} and not pr.app_only and pv.sold_count < pv.count and ${promotionBelowPriceSql('pv', 'pvv')}
      group by pv.variety_id
    ),
    ranked as (
      select v.product_id, v.id, v.price_main_rial, coalesce(promo.price_rial, v.price_off_rial) as price_off_rial,
             row_number() over (partition by v.product_id
               order by (v.stock > 0) desc, coalesce(promo.price_rial, v.price_off_rial) asc, v.id asc) as rn
      from varieties v left join promo on promo.variety_id = v.id
      where v.is_active ${only}
    ),
    agg as (
      select v.product_id,
             bool_or(v.stock > 0) as in_stock,
             bool_or(v.stock > 0 and v.fast_send) as fast_send,
             coalesce(array_agg(distinct v.color_id) filter (where v.color_id is not null), '{}') as colors,
             array_agg(distinct v.seller_id) as sellers
      from varieties v
      where v.is_active ${only}
      group by v.product_id
    )
    update products p set
      card_variety_id = r.id,
      card_price_rial = r.price_off_rial,
      card_main_rial = r.price_main_rial,
      card_discount = case when r.price_main_rial > r.price_off_rial
        then round((r.price_main_rial - r.price_off_rial) * 100.0 / r.price_main_rial)::smallint else 0 end,
      in_stock = a.in_stock,
      fast_send = a.fast_send,
      color_ids = a.colors,
      seller_ids = a.sellers
    from ranked r join agg a on a.product_id = r.product_id
    where r.rn = 1 and p.id = r.product_id`);
  // A product whose varieties were all deactivated is no longer buyable.
  if (productIds) {
    await db.execute(sql`
      update products p set card_variety_id = null, in_stock = false, fast_send = false
      where p.id = any(${intArray(productIds)})
        and not exists (select 1 from varieties v where v.product_id = p.id and v.is_active)`);
  }
}

/** Products whose promotions started or ended in (since, until]: their card price changed. */
export async function refreshPromotionBoundaries(db: DbOrTx, since: Date, until: Date): Promise<number> {
  const { rows } = (await db.execute(sql`
    select distinct v.product_id as id
    from promotion_varieties pv
    join promotions pr on pr.id = pv.promotion_id
    join varieties v on v.id = pv.variety_id
    where (pr.starts_at > ${since.toISOString()} and pr.starts_at <= ${until.toISOString()})
       or (pr.ends_at > ${since.toISOString()} and pr.ends_at <= ${until.toISOString()})`)) as unknown as { rows: { id: number }[] };
  await refreshProductCards(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.length;
}
