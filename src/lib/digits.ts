/** Persian (U+06F0–06F9) and Arabic-Indic (U+0660–0669) digits, in order 0–9. */
const FA = '۰۱۲۳۴۵۶۷۸۹';
const AR = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits to ASCII; everything else is left as it is. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** ASCII digits to Persian digits, for display. Accepts numbers too. */
export function toFaDigits(input: string | number | bigint): string {
  return String(input).replace(/[0-9]/g, (d) => FA[Number(d)]!);
}

/** True when the string has only digits of any of the three scripts. */
export function isDigits(input: string): boolean {
  return /^[0-9\u06F0-\u06F9\u0660-\u0669]+$/.test(input);
}

export { FA as PERSIAN_DIGITS, AR as ARABIC_INDIC_DIGITS };

const faInteger = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });

/** A whole number in Persian digits with grouping: 12345 → "۱۲٬۳۴۵". */
export function formatNumber(n: number): string {
  return faInteger.format(n);
}
