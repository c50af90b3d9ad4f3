import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { formatToman } from '#lib/money.ts';
import { COUNT_MESSAGES } from './count-messages.ts';
import type { PriceStep } from './validation.ts';

/**
 * A partner's typed quantity (the wholesale buy box and cart lines): reading what was typed
 * in Persian, Arabic-Indic or ASCII digits, the unit price and line total at that count,
 * and why a count does not fit. Pure and browser-safe: the server renders the first price
 * with it, and the page scripts update it as the partner types.
 *
 * The price comes from the partner's price table (quote.ts's partnerTable, from 1 unit):
 * for any count, the last step it reaches is exactly what quote() charges, since the
 * table holds each tier that is cheaper than everything below it.
 */

/** The number typed, or null when it is not 1–4 digits (the cart's count field takes no more). */
export function readQuantity(text: string): number | null {
  const ascii = toAsciiDigits(text.trim());
  return /^\d{1,4}$/.test(ascii) ? Number(ascii) : null;
}

/** The step a count reaches: the last one from at most `count` units (the first, from 1, otherwise). */
export function stepAt(steps: readonly PriceStep[], count: number): PriceStep | null {
  let reached: PriceStep | null = steps[0] ?? null;
  for (const s of steps) if (s.minQuantity <= count && (!reached || s.minQuantity >= reached.minQuantity)) reached = s;
  return reached;
}

export interface BulkPrice {
  unit: number;
  total: number;
  /** The quantity the unit price starts at (1: the single-unit price). */
  from: number;
}

export function bulkPrice(steps: readonly PriceStep[], count: number): BulkPrice | null {
  const step = stepAt(steps, count);
  return step ? { unit: step.price, total: step.price * Math.max(0, count), from: step.minQuantity } : null;
}

/** Why `count` cannot be ordered (null: it can). `count` null is text that is not a number. */
export function quantityProblem(count: number | null, { min, max }: { min: number; max: number }, partner = true): string | null {
  if (count === null || count < 1) return COUNT_MESSAGES.invalid;
  if (count < min) return COUNT_MESSAGES.min(min);
  if (count > max) return partner ? COUNT_MESSAGES.partnerMax(max) : COUNT_MESSAGES.max(max);
  return null;
}

/** The words beside the field, one set for the server's first paint and the script. */
export const BULK_TEXT = {
  count: 'تعداد',
  countOf: (name: string) => `تعداد ${name}`,
  unit: (rial: number) => `هر عدد ${formatToman(rial, { freeLabel: false })}`,
  total: (rial: number) => `جمع ${formatToman(rial, { freeLabel: false })}`,
  from: (n: number) => (n > 1 ? `قیمت عمده از ${toFaDigits(n)} عدد` : 'قیمت تکی'),
  range: (min: number, max: number) => (min > 1 ? `از ${toFaDigits(min)} تا ${toFaDigits(max)} عدد` : `تا ${toFaDigits(max)} عدد`),
  add: 'افزودن به سبد خرید',
  set: 'ثبت تعداد در سبد',
  setShort: 'ثبت',
  inCart: (n: number) => `${toFaDigits(n)} عدد در سبد خرید شماست`,
} as const;

/** What the three price spans say for `count` (the last valid count stays shown while the text is not a number). */
export function bulkPriceWords(steps: readonly PriceStep[], count: number): { unit: string; total: string; from: string } | null {
  const p = bulkPrice(steps, count);
  return p ? { unit: BULK_TEXT.unit(p.unit), total: BULK_TEXT.total(p.total), from: BULK_TEXT.from(p.from) } : null;
}
