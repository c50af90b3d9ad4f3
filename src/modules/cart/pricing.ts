/**
 * The cart's arithmetic, pure (docs/adr/0006-cart.md). All amounts are integer rials.
 *
 * - total_price_main: what the lines cost at their main (list) prices;
 * - total_cost: what they cost at today's prices (each line's unit price is catalog/prices/quote.ts's);
 * - total_discount: product discounts plus the discount code;
 * - send_cost: free from FREE_SHIPPING_FROM, else a flat rate (the shipping step refines it by city);
 * - a gift card pays part of what is left, it is not a discount;
 * - total_payment: total_cost − discount code + send_cost − gift card;
 * - total_coin: loyalty coins this purchase earns, one per COIN_STEP of goods.
 */

export const FREE_SHIPPING_FROM_RIAL = 5_000_000;
export const SHIPPING_COST_RIAL = 450_000;
export const COIN_STEP_RIAL = 1_000_000;

/** Loyalty coins a purchase of these goods earns (docs/adr/0011): one per COIN_STEP_RIAL. */
export const coinsFor = (goodsRial: number) => Math.max(0, Math.floor(goodsRial / COIN_STEP_RIAL));

export interface PricedLine {
  count: number;
  available: boolean;
  priceMain: number;
  price: number;
}

export interface DiscountRule {
  kind: 'percent' | 'fixed';
  value: number;
  minCartRial: number;
  maxDiscountRial: number | null;
}

export interface Totals {
  total_price_main: number;
  total_cost: number;
  total_discount: number;
  send_cost: number;
  total_payment: number;
  total_coin: number;
  discountAmount: number;
  giftAmount: number;
}

/** What a code takes off a cart of this cost (0 below its minimum). */
export function discountAmount(rule: DiscountRule, cost: number): number {
  if (cost <= 0 || cost < rule.minCartRial) return 0;
  const raw = rule.kind === 'percent' ? Math.floor((cost * rule.value) / 100) : rule.value;
  const capped = rule.maxDiscountRial != null ? Math.min(raw, rule.maxDiscountRial) : raw;
  return Math.max(0, Math.min(capped, cost));
}

/** The cart's estimate; the shipping step prices each dispatch by the address's city (checkout/dispatches.ts). */
export function shippingCost(cost: number, freeFrom = FREE_SHIPPING_FROM_RIAL): number {
  if (cost <= 0) return 0;
  return cost >= freeFrom ? 0 : SHIPPING_COST_RIAL;
}

export function cartTotals(
  lines: readonly PricedLine[],
  discount: DiscountRule | null,
  giftBalance: number | null,
  freeFrom = FREE_SHIPPING_FROM_RIAL,
): Totals {
  let main = 0;
  let cost = 0;
  for (const line of lines) {
    if (!line.available || line.count <= 0) continue;
    main += line.priceMain * line.count;
    cost += line.price * line.count;
  }
  const codeAmount = discount ? discountAmount(discount, cost) : 0;
  const send = shippingCost(cost, freeFrom);
  const due = cost - codeAmount + send;
  const giftAmount = giftBalance ? Math.min(giftBalance, due) : 0;
  return {
    total_price_main: main,
    total_cost: cost,
    total_discount: Math.max(0, main - cost) + codeAmount,
    send_cost: send,
    total_payment: due - giftAmount,
    total_coin: coinsFor(cost),
    discountAmount: codeAmount,
    giftAmount,
  };
}

/** The per-order ceiling belongs to the one price rule (catalog/prices/quote.ts). */
export { orderCeiling } from '#modules/catalog/index.ts';
