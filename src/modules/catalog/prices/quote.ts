/**
 * The one price rule: what a buyer pays for N of a variety now. Every page that shows a
 * price (cards, the product page, the price list, the cart) and everything that charges
 * one (checkout totals, placement) asks this module; nothing else chooses between the
 * regular price, a promotion and a partner tier. Pure and isomorphic (no server imports):
 * pages and islands may use it too. The loader of its inputs is quote-inputs.ts.
 *
 * - Retail: the variety's current price (`price`, after its own discount).
 * - Promotion: while it runs (active, starts ≤ now < ends), has places left, and its price
 *   is below the current price. A promotion at or above the price is ignored everywhere:
 *   staff lowering a price below a running promotion lower what everybody pays.
 * - Partner tiers (docs/adr/0021): a confirmed partner buying on the wholesale storefront
 *   pays the largest tier the count reaches when it is cheaper than the above (the line then
 *   takes no promotion place). Everyone else, a partner on the retail storefront included,
 *   pays retail or promotion.
 * - The limit (one rule for every place that shows or checks a count: the buy box, the cart
 *   API and forms, the cart page, the checkout and placement): anyone may order up to the
 *   stock and the variety's per-order limit; a partner's per-order limit is raised to the
 *   variety's largest tier quantity (partnerOrderLimit), so every tier can be bought in one
 *   order but no more than that; larger quantities go through a bulk price inquiry.
 */

import type { CardPromotion } from '../card.ts';

export interface Tier {
  minQuantity: number;
  priceRial: number;
}

/** A promotion a variety is on (the running one the loader found), as the rule needs it. */
export interface PromotionOffer {
  id: number;
  priceRial: number;
  /** Places offered, and taken by orders. */
  count: number;
  sold: number;
  startsAt: Date | string;
  endsAt: Date | string;
  appOnly: boolean;
}

export interface PriceFacts {
  /** The list price (before any discount). */
  priceMain: number;
  /** Today's regular price (after the variety's own discount). */
  price: number;
  promotion: PromotionOffer | null;
  /** The variety's partner tiers (only consulted for a partner buyer). */
  tiers?: readonly Tier[];
  /** A confirmed partner buying on the wholesale storefront. */
  partner: boolean;
  stock: number;
  maxOrderCount: number;
  /** The variety's minimum order count. */
  min?: number;
  /** Active variety of an active product. */
  buyable: boolean;
}

export type PriceRule = 'retail' | 'promotion' | 'tier';

export interface Quote {
  /** What one unit costs at this count. */
  unit: number;
  total: number;
  /** The list price, for "before discount". */
  before: number;
  /** Today's regular price (what a promotion or tier is cheaper than). */
  regular: number;
  rule: PriceRule;
  /** The promotion whose place each unit takes, when the promotion's price applies. */
  promotionId: number | null;
  /** How many may be ordered now: 0 when it cannot be bought. */
  maxQuantity: number;
  /** The per-order limit that applies to this buyer (before the stock), 0 when there is none. */
  orderLimit: number;
  /** The ceiling is the stock (not the per-order limit). */
  limitedByStock: boolean;
  min: number;
}

const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** Spec section 4: a promotion runs while starts ≤ now < ends. */
export function promotionRuns(p: Pick<PromotionOffer, 'startsAt' | 'endsAt'>, now = new Date()): boolean {
  return time(p.startsAt) <= now.getTime() && now.getTime() < time(p.endsAt);
}

/** The promotion's price applies: it runs, has places left and is below the current price. */
export function promotionApplies(p: PromotionOffer | null, price: number, now = new Date()): p is PromotionOffer {
  return p !== null && promotionRuns(p, now) && p.count - p.sold > 0 && p.priceRial < price;
}

/** How many of a variety can be ordered at retail: stock and the per-order ceiling together. */
export function orderCeiling(stock: number, maxOrderCount: number): number {
  return Math.max(0, Math.min(stock, maxOrderCount > 0 ? maxOrderCount : stock));
}

/**
 * A confirmed partner's per-order limit on the wholesale storefront: the variety's own
 * limit, raised to its largest tier's quantity (a variety limited to 10 with a tier from 50
 * may be ordered up to 50, never 51); 0 (no limit) stays none. quote() bounds it by the stock.
 * Every tier staff set counts, not only those cheaper than one unit today: a promotion or a
 * lowered price hides a tier's price for a while, and must not shrink what a partner's cart
 * may hold (the cart would cut lines down for good).
 */
export function partnerOrderLimit(maxOrderCount: number, tiers: readonly Tier[] | undefined): number {
  if (maxOrderCount <= 0) return 0;
  return Math.max(maxOrderCount, ...(tiers ?? []).map((t) => t.minQuantity));
}

/** The largest tier `count` reaches, when it is cheaper than `base`; else `base`. */
export function tierPriceFor(base: number, tiers: readonly Tier[] | undefined, count: number): number {
  let price = base;
  for (const t of tiers ?? []) if (count >= t.minQuantity && t.priceRial < price) price = t.priceRial;
  return price;
}

export function quote(f: PriceFacts, count: number, now = new Date()): Quote {
  const promo = promotionApplies(f.promotion, f.price, now) ? f.promotion : null;
  let unit = promo ? promo.priceRial : f.price;
  let rule: PriceRule = promo ? 'promotion' : 'retail';
  if (f.partner) {
    const tiered = tierPriceFor(unit, f.tiers, count);
    if (tiered < unit) {
      unit = tiered;
      rule = 'tier';
    }
  }
  const orderLimit = f.partner ? partnerOrderLimit(f.maxOrderCount, f.tiers) : Math.max(0, f.maxOrderCount);
  const maxQuantity = f.buyable && f.stock > 0 ? orderCeiling(f.stock, orderLimit) : 0;
  return {
    unit,
    total: unit * Math.max(0, count),
    before: f.priceMain,
    regular: f.price,
    rule,
    promotionId: rule === 'promotion' ? promo!.id : null,
    maxQuantity,
    orderLimit,
    limitedByStock: orderLimit <= 0 || f.stock < orderLimit,
    min: Math.max(1, f.min ?? 1),
  };
}

/**
 * A partner's price table for the product page: the price from 1 unit (retail or promotion)
 * and each tier that is cheaper than it. Empty for anyone but a partner on the wholesale
 * storefront, or a variety without tiers.
 */
export function partnerTable(f: PriceFacts, now = new Date()): { minQuantity: number; price: number }[] {
  if (!f.partner || !f.tiers?.length) return [];
  return [...f.tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .flatMap((t) => {
      const q = quote(f, t.minQuantity, now);
      return t.minQuantity > 1 && q.rule === 'tier' && q.unit === t.priceRial ? [{ minQuantity: t.minQuantity, price: q.unit }] : [];
    });
}

/**
 * The price shown for a promotion as cards and product pages carry it (spec section 3's
 * `promotion.p_price`, `countPromotion`, `soldPromotionCount`, `endPromotion`): the
 * promotional price while it has places and is below `price`, else `price`.
 */
export function shownPrice(price: number, p: { p_price: number; countPromotion: number; soldPromotionCount: number } | null): number {
  return p && p.countPromotion - p.soldPromotionCount > 0 && p.p_price < price ? p.p_price : price;
}

/**
 * The running promotion as cards and product pages carry it, or null when its price does
 * not apply to `price` (a promotion at or above the price is not shown). A sold-out one is
 * still shown, as ended (spec section 4).
 */
export function shownPromotion(offer: PromotionOffer | null, price: number, now = new Date()): CardPromotion | null {
  if (!offer || !promotionRuns(offer, now) || offer.priceRial >= price) return null;
  return {
    isSetPromotion: true,
    countPromotion: offer.count,
    soldPromotionCount: offer.sold,
    endPromotion: new Date(offer.endsAt).toISOString(),
    appOnly: offer.appOnly,
    p_price: offer.priceRial,
  };
}
