/**
 * Money is an integer number of rials everywhere (storage, API, arithmetic): see
 * docs/adr/0001-money-in-rials.md. Shoppers read toman (1 toman = 10 rials) in Persian
 * digits; this module is the only place that converts or formats.
 */

export type Rial = number;

const faNumber = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
const faPercent = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });

export const FREE_LABEL = 'رایگان';
export const TOMAN_LABEL = 'تومان';

/** Throws on anything that is not a safe integer: money never becomes a float. */
export function assertRial(value: number): Rial {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer rial amount: ${value}`);
  return value;
}

export function tomanToRial(toman: number): Rial {
  return assertRial(Math.round(toman) * 10);
}

/** Whole toman, rounded toward zero (a rial remainder is never shown to shoppers). */
export function rialToToman(rial: Rial): number {
  return Math.trunc(assertRial(rial) / 10);
}

/** "۱۲۵٬۰۰۰" for 1,250,000 rials: the number only, in toman. */
export function formatTomanNumber(rial: Rial): string {
  return faNumber.format(rialToToman(rial));
}

/** "۱۲۵٬۰۰۰ تومان", or "رایگان" for zero. */
export function formatToman(rial: Rial, options: { freeLabel?: boolean } = {}): string {
  if (rial === 0 && options.freeLabel !== false) return FREE_LABEL;
  return `${formatTomanNumber(rial)} ${TOMAN_LABEL}`;
}

/** An amount taken off (a discount, a code, a gift card): the minus sign reads first, beside the digits, in a Persian line. */
export function formatDiscount(rial: Rial): string {
  return `\u200E−${formatToman(rial)}`;
}

/** Percent off from the main to the discounted price, rounded, 0 when not discounted. */
export function percentOff(main: Rial, off: Rial): number {
  if (main <= 0 || off >= main) return 0;
  return Math.round(((main - off) / main) * 100);
}

export function formatPercent(percent: number): string {
  return `٪${faPercent.format(percent)}`;
}

/** The old price is shown struck through only when it is above the price paid. */
export function hasDiscount(main: Rial, off: Rial): boolean {
  return main > off;
}

export function lineTotal(unit: Rial, count: number): Rial {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`bad count: ${count}`);
  return assertRial(unit * count);
}

export function sumRials(values: readonly Rial[]): Rial {
  return assertRial(values.reduce((a, b) => a + b, 0));
}

/** A percentage of an amount, rounded down to whole rials (discount codes, commissions). */
export function percentOf(amount: Rial, percent: number): Rial {
  return Math.floor((assertRial(amount) * percent) / 100);
}
