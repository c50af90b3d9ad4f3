import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { percentOff } from '#lib/money.ts';
import { promotionEnded, remainingPercent, type ProductCard } from '../card.ts';
import { cardsByIds, STATUS_TITLES } from '../listing/listing.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { promotionBelowPriceSql } from './quote-inputs.ts';

/**
 * Running promotions (spec section 7 "/v8/promotion/active", "/v8/promotion/active-popup";
 * section 4 rules). A promotion runs while it is active and starts_at ≤ now < ends_at.
 * The web shows the non-app-only one; app-only promotions reach the apps (X-OS android or
 * ios) only when no web promotion runs. Each item is the product card re-priced with the
 * promoted variety, since that variety is not always the card's cheapest one.
 */
export interface PromotionItem extends ProductCard {
  /** Spec section 4: nothing remains of the offered count. */
  ended: boolean;
  /** remaining / (remaining + sold), 0–100. */
  remainingPercent: number;
}

export interface PromotionRow {
  id: number;
  title: string;
  type: number;
  appOnly: boolean;
  startsAt: string;
  endsAt: string;
}

export interface ActivePromotion extends PromotionRow {
  /** Every variety on offer (the items are the first `limit` of them). */
  totalCount: number;
  items: PromotionItem[];
}

export const PROMOTION_TYPE_AMAZING = 1;
export const POPUP_ITEMS = 4;

const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** The running promotion of a type, web ones first, the one ending soonest among equals. */
export async function runningPromotion(db: DbOrTx, type: number, includeAppOnly = false): Promise<PromotionRow | null> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, title, type, app_only, starts_at, ends_at from promotions
      where type = ${type} and is_active and starts_at <= now() and ends_at > now()
        ${includeAppOnly ? sql`` : sql`and not app_only`}
      order by app_only asc, ends_at asc, id asc
      limit 1`),
  );
  const r = rows[0];
  if (!r) return null;
  return { id: num(r.id), title: String(r.title), type: num(r.type), appOnly: Boolean(r.app_only), startsAt: iso(r.starts_at), endsAt: iso(r.ends_at) };
}

/**
 * The promotion's varieties as cards: those with stock left first (the biggest
 * promotional discount first), sold-out ones last, inactive products and varieties left out.
 */
export async function promotionItems(db: DbOrTx, promotion: PromotionRow, limit: number): Promise<{ items: PromotionItem[]; total: number }> {
  // A variety whose price was lowered to or below its offer is not on offer any more (quote.ts).
  const where = sql`pv.promotion_id = ${promotion.id} and v.is_active and p.status <> 0 and ${promotionBelowPriceSql('pv', 'v')}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select pv.variety_id, pv.count, pv.sold_count, pv.price_rial, v.product_id, v.price_main_rial, v.price_off_rial,
        v.stock, v.max_order_count, p.status, s.id as seller_id, s.name as seller_name, g.name as guarantee_name
      from promotion_varieties pv
      join varieties v on v.id = pv.variety_id
      join products p on p.id = v.product_id
      join sellers s on s.id = v.seller_id
      join guarantees g on g.id = v.guarantee_id
      where ${where}
      order by (pv.count - pv.sold_count > 0) desc,
        (v.price_main_rial - pv.price_rial)::float8 / greatest(v.price_main_rial, 1) desc, pv.variety_id asc
      limit ${limit}`),
    db.execute(sql`select count(*)::int as n from promotion_varieties pv
      join varieties v on v.id = pv.variety_id join products p on p.id = v.product_id where ${where}`),
  ]);
  const promoted = rowsOf(rows);
  const cards = await cardsByIds(
    db,
    promoted.map((r) => num(r.product_id)),
  );
  const byProduct = new Map(cards.map((c) => [c.id, c]));
  const items = promoted.flatMap((r): PromotionItem[] => {
    const card = byProduct.get(num(r.product_id));
    if (!card) return [];
    const main = num(r.price_main_rial);
    const off = num(r.price_off_rial);
    const canBuy = num(r.status) === 1 && num(r.stock) > 0;
    const offer = {
      isSetPromotion: true as const,
      countPromotion: num(r.count),
      soldPromotionCount: num(r.sold_count),
      endPromotion: promotion.endsAt,
      appOnly: promotion.appOnly,
      p_price: num(r.price_rial),
    };
    return [
      {
        ...card,
        variety_id: num(r.variety_id),
        price_main: main,
        price_off: off,
        percentOff: percentOff(main, off),
        status: { code: num(r.status), can_buy: canBuy, title: canBuy ? STATUS_TITLES[1]! : 'ناموجود' },
        maxOrderCount: num(r.max_order_count),
        company: { id: num(r.seller_id), company_name: String(r.seller_name) },
        guarantee: { guranty_name: String(r.guarantee_name) },
        promotion: offer,
        ended: promotionEnded(offer),
        remainingPercent: remainingPercent(offer),
      },
    ];
  });
  // The query already puts sold-out items last; keep it so if an item ends in between.
  items.sort((a, b) => Number(a.ended) - Number(b.ended));
  return { items, total: num(rowsOf(count)[0]?.n) };
}

/** The amazing-offers strip: the running type-1 promotion with up to `limit` items, or null. */
export async function activePromotion(
  db: DbOrTx,
  { limit = 12, includeAppOnly = false }: { limit?: number; includeAppOnly?: boolean } = {},
): Promise<ActivePromotion | null> {
  const promotion = await runningPromotion(db, PROMOTION_TYPE_AMAZING, includeAppOnly);
  if (!promotion) return null;
  const { items, total } = await promotionItems(db, promotion, limit);
  return { ...promotion, totalCount: total, items };
}

export interface PromotionPopup {
  id: number;
  title: string;
  type: number;
  endsAt: string;
  items: PromotionItem[];
}

/** The popup announcing the running promotion of a type (web only), with its first few items. */
export async function activePopup(db: DbOrTx, type: number, includeAppOnly = false): Promise<PromotionPopup | null> {
  const promotion = await runningPromotion(db, type, includeAppOnly);
  if (!promotion) return null;
  const { items } = await promotionItems(db, promotion, POPUP_ITEMS);
  return popupOf(promotion, items);
}

/**
 * The popup of an already loaded promotion: the items come in a fixed order, so its first
 * POPUP_ITEMS are what activePopup would load (the home loads the strip once for both).
 */
export function popupOf(promotion: PromotionRow | null, items: PromotionItem[]): PromotionPopup | null {
  if (!promotion) return null;
  return { id: promotion.id, title: promotion.title, type: promotion.type, endsAt: promotion.endsAt, items: items.slice(0, POPUP_ITEMS) };
}
