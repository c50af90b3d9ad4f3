import { assertRial, lineTotal, sumRials, type Rial } from '#lib/money.ts';

/**
 * The arithmetic of an invoice (factor), pure and isomorphic, in integer rials.
 *
 * Tax: Iran's VAT is 10 % and our shelf prices already include it (what the shopper sees
 * is what they pay). So the invoice adds no tax; it shows the VAT contained in the total:
 * floor(total × 10 / 110). Rounding down keeps the stated tax from ever exceeding what
 * the total can contain; the rial lost to rounding stays in the net amount.
 */
export const VAT_PERCENT = 10;

export function includedVat(total: Rial): Rial {
  return Math.floor((assertRial(total) * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/**
 * The part of an order's discount code that falls on some of its goods (one dispatch's
 * invoice, or what is left after a dispatch was cancelled): proportional, rounded down,
 * the same rule as flows/cancel-order.ts uses for the amount owed back. The whole order's
 * goods get the whole discount.
 */
export function codeShare(orderCode: Rial, goods: Rial, orderGoods: Rial): Rial {
  if (orderGoods <= 0 || goods >= orderGoods) return assertRial(orderCode);
  return Math.floor((assertRial(orderCode) * assertRial(goods)) / orderGoods);
}

export interface InvoiceLineInput {
  count: number;
  /** Unit price before the product's own discount. */
  priceMain: Rial;
  /** Unit price paid. */
  price: Rial;
}

export interface InvoiceTotals {
  /** Σ unit price before discount × count. */
  priceMain: Rial;
  /** What the products' own discounts took off. */
  lineDiscount: Rial;
  /** Σ price × count: the goods after their discounts. */
  goods: Rial;
  /** The discount code's share. */
  codeDiscount: Rial;
  shipping: Rial;
  /** goods − codeDiscount + shipping: the invoice's amount, VAT included. */
  total: Rial;
  /** The VAT contained in `total`. */
  vat: Rial;
  /** total − vat. */
  net: Rial;
}

export function invoiceTotals(lines: readonly InvoiceLineInput[], { shipping, codeDiscount }: { shipping: Rial; codeDiscount: Rial }): InvoiceTotals {
  const priceMain = sumRials(lines.map((l) => lineTotal(l.priceMain, l.count)));
  const goods = sumRials(lines.map((l) => lineTotal(l.price, l.count)));
  const code = Math.min(assertRial(codeDiscount), goods);
  const total = goods - code + assertRial(shipping);
  const vat = includedVat(total);
  return { priceMain, lineDiscount: priceMain - goods, goods, codeDiscount: code, shipping, total, vat, net: total - vat };
}
