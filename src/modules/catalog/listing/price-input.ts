import { formatNumber, toAsciiDigits } from '#lib/digits.ts';

/**
 * The listing's price fields (toman, what people type): Persian, Arabic-Indic or Latin
 * digits, with or without «٬»/«,» grouping, are all accepted; the fields show Persian
 * digits grouped with «٬». Isomorphic: the page renders with it and the filter script
 * reformats and checks as the shopper types.
 */
const MAX_DIGITS = 13;

/** The amount typed: undefined when empty, null when it is not a whole number. */
export function parsePriceInput(raw: string | null | undefined): number | undefined | null {
  const compact = toAsciiDigits(String(raw ?? '')).replace(/[\s,\u066C\u060C\u200C\u200F\u200E]/g, '');
  if (!compact) return undefined;
  if (!/^\d+$/.test(compact) || compact.replace(/^0+(?=\d)/, '').length > MAX_DIGITS) return null;
  return Number(compact);
}

/** What a price field shows: Persian digits grouped with «٬»; text that is not a number is left as typed. */
export function formatPriceInput(raw: string | number | null | undefined): string {
  if (typeof raw === 'number') return formatNumber(raw);
  const value = parsePriceInput(raw);
  return value === undefined ? '' : value === null ? String(raw) : formatNumber(value);
}

/** ASCII digits for the URL (storage and links use ASCII); unparsable text is passed through for the server to drop. */
export function priceQueryValue(raw: string | null | undefined): string {
  const value = parsePriceInput(raw);
  return value === undefined ? '' : value === null ? String(raw) : String(value);
}

/** Why a range finds nothing, in Persian, or null when it is a real range. */
export function priceRangeError(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min === null || max === null) return 'قیمت را فقط با رقم وارد کنید.';
  if (min === undefined || max === undefined || min <= max) return null;
  return `حداقل قیمت (${formatNumber(min)} تومان) از حداکثر قیمت (${formatNumber(max)} تومان) بیشتر است؛ هیچ کالایی هر دو شرط را ندارد. «از» را کمتر از «تا» وارد کنید.`;
}
