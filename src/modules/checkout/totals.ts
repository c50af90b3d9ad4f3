import { coinsFor } from '#modules/cart/index.ts';

/**
 * An order's totals (pure, integer rials): what the checkout shows and what placement
 * writes come from this one function, so they can never disagree.
 * total = goods − discount code + shipping; the gift card pays part of the total (it is a
 * tender, not a discount); what is left is paid online.
 */
export interface TotalsInput {
  priceMain: number;
  goods: number;
  discountCode: number;
  sendCosts: readonly number[];
  giftBalance: number;
}

export interface OrderTotals {
  priceMain: number;
  goods: number;
  discountCode: number;
  send: number;
  total: number;
  gift: number;
  payable: number;
  coins: number;
}

export function orderTotals(i: TotalsInput): OrderTotals {
  const send = i.sendCosts.reduce((a, b) => a + b, 0);
  const discountCode = Math.min(i.discountCode, i.goods);
  const total = i.goods - discountCode + send;
  const gift = Math.max(0, Math.min(i.giftBalance, total));
  return { priceMain: i.priceMain, goods: i.goods, discountCode, send, total, gift, payable: total - gift, coins: coinsFor(i.goods) };
}
