import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { intArray, num, rowsOf } from '#server/db/rows.ts';
import { offsetOf } from '#server/http/params.ts';
import type { Page } from '#server/http/envelope.ts';
import { percentOff } from '#lib/money.ts';
import { productImage } from '../card.ts';
import { categoryRefs, colorRefs } from '../lookups.ts';
import { promotionAppliesSql } from '../prices/quote-inputs.ts';

/**
 * The product variety listing entry of spec section 3 (the reserve list reads it, 50 per
 * page): one row per variety with its product, colour, guarantee and seller. Prices are
 * what the shopper pays now (`original_price_off` is the price before a running promotion;
 * whether the promotion's applies is catalog/prices/quote.ts's rule, in SQL).
 */
export interface VarietyFilters {
  ids?: number[];
  productId?: number;
  category?: string;
}

export async function listVarieties(db: DbOrTx, f: VarietyFilters, page: Page) {
  const parts: SQL[] = [sql`v.is_active`, sql`p.status <> 0`];
  if (f.ids) parts.push(sql`v.id = any(${intArray(f.ids)})`);
  if (f.productId) parts.push(sql`v.product_id = ${f.productId}`);
  if (f.category) {
    const cat = (await categoryRefs(db)).bySlug.get(f.category);
    parts.push(cat ? sql`p.category_id = any(${intArray(cat.subtreeIds)})` : sql`false`);
  }
  const where = sql.join(parts, sql` and `);
  const [rows, count, colors] = await Promise.all([
    db.execute(sql`
      select v.id, v.product_id, v.seller_id, v.price_main_rial, v.price_off_rial, v.stock, v.max_order_count, v.created_at,
        p.status, p.name, p.slug, p.color_ids, c.id as color_id, c.hexcode, c.name as color_name,
        g.name as guarantee_name, s.name as seller_name,
        (select i.id from product_images i where i.product_id = p.id order by i.position limit 1) as image_id,
        (select min(pv.price_rial) from promotion_varieties pv join promotions pr on pr.id = pv.promotion_id
          where pv.variety_id = v.id and not pr.app_only and ${promotionAppliesSql('pr', 'pv', 'v')}) as promo_price
      from varieties v join products p on p.id = v.product_id
      left join colors c on c.id = v.color_id
      join guarantees g on g.id = v.guarantee_id
      join sellers s on s.id = v.seller_id
      where ${where}
      order by v.id
      limit ${page.perPage} offset ${offsetOf(page)}`),
    db.execute(sql`select count(*)::int as n from varieties v join products p on p.id = v.product_id where ${where}`),
    colorRefs(db),
  ]);
  const items = rowsOf(rows).map((r) => {
    const main = num(r.price_main_rial);
    const regular = num(r.price_off_rial);
    const off = r.promo_price === null || r.promo_price === undefined ? regular : num(r.promo_price);
    const active = ((r.color_ids as number[] | null) ?? []).flatMap((id) => {
      const c = colors.byId.get(Number(id));
      return c ? [{ id: c.id, color_name: c.name, color_name_en: c.nameEn, hexcode: c.hexcode }] : [];
    });
    const canBuy = num(r.status) === 1 && num(r.stock) > 0;
    const image = r.image_id === null || r.image_id === undefined ? null : productImage(num(r.image_id), String(r.name));
    return {
      id: num(r.id),
      product_id: num(r.product_id),
      company_id: num(r.seller_id),
      price_main: main,
      price_off: off,
      original_price_off: regular,
      isBusiness: false,
      percentOff: percentOff(main, off),
      status: { code: num(r.status), can_buy: canBuy },
      created_at: new Date(r.created_at as string | Date).toISOString(),
      color: r.color_id === null || r.color_id === undefined ? null : { hexcode: String(r.hexcode), color_name: String(r.color_name) },
      guarantee: { guranty_name: String(r.guarantee_name) },
      company: { company_name: String(r.seller_name) },
      product: {
        id: num(r.product_id),
        product_name: String(r.name),
        slug: String(r.slug),
        src: image?.src ?? null,
        image_alt: String(r.name),
        reserveCeilCount: canBuy ? Math.min(num(r.stock), num(r.max_order_count)) : 0,
        activeColors: active.slice(0, 4),
        moreActiveColors: Math.max(0, active.length - 4),
      },
    };
  });
  return { items, total: num(rowsOf(count)[0]?.n) };
}
