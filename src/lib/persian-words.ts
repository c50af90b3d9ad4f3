/**
 * A whole number in Persian words, as invoices and cheques write amounts:
 * 1,250,000 → "یک میلیون و دویست و پنجاه هزار". Every group is joined with «و»; a
 * group of one reads «یک هزار», «یک میلیون» (the formal style of invoices, so no word is
 * ever implied). Safe integers only: money never becomes a float.
 */
const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
/** Short scale, as Iranian banks and invoices use it. */
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'تریلیون', 'کوادریلیون'];
const AND = ' و ';

/** 1–999 in words. */
function belowThousand(n: number): string {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h) words.push(HUNDREDS[h]!);
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else {
    const t = Math.floor(rest / 10);
    const o = rest % 10;
    if (t) words.push(TENS[t]!);
    if (o) words.push(ONES[o]!);
  }
  return words.join(AND);
}

export function numberToPersianWords(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer: ${value}`);
  if (value === 0) return 'صفر';
  if (value < 0) return `منفی ${numberToPersianWords(-value)}`;
  const groups: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group) groups.unshift(scale ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
  }
  return groups.join(AND);
}
