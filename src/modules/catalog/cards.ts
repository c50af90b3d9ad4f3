import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';

/**
 * Keeps each product's listing card (products.card_* and friends) in step with its
 * varieties: the card shows the cheapest in-stock variety (the cheapest of all when none
 * is in stock), its prices and discount, and whether any variety is in stock or sent
 * fast, plus the colours and sellers on offer. Call it in the same transaction as any
 * change to a variety's price, stock or activity; with no ids it refreshes every product.
 *
 * Running promotions are applied when cards are read (catalog/listing.ts), so a
 * promotion that starts or ends needs no refresh; sorting by price uses the regular price.
 */
export async function refreshProductCards(db: DbOrTx, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const only = productIds ? sql`and v.product_id = any(${sql.raw(`'{${productIds.map(Number).join(',')}}'`)}::int[])` : sql``;
  await db.execute(sql`
    with ranked as (
      select v.product_id, v.id, v.price_main_rial, v.price_off_rial,
             row_number() over (partition by v.product_id order by (v.stock > 0) desc, v.price_off_rial asc, v.id asc) as rn
      from varieties v
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
      where p.id = any(${sql.raw(`'{${productIds.map(Number).join(',')}}'`)}::int[])
        and not exists (select 1 from varieties v where v.product_id = p.id and v.is_active)`);
  }
}
