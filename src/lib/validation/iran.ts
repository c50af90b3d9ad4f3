import { toAsciiDigits } from '../digits.ts';

/**
 * Iranian identifiers as pure predicates (shared/domain/IRAN.md part A, with its test
 * vectors in iran.test.ts). Every function accepts Persian/Arabic digits and ignores
 * spaces and dashes, as people type them.
 */
const clean = (input: string) => toAsciiDigits(input).replace(/[\s\-‐–]/g, '');

/** کد ملی: 10 digits, mod 11 check digit, not all the same digit (A1). */
export function isValidNationalCode(input: string): boolean {
  const code = clean(input);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const d = [...code].map(Number);
  const s = d.slice(0, 9).reduce((sum, digit, i) => sum + digit * (10 - i), 0);
  const r = s % 11;
  return r < 2 ? d[9] === r : d[9] === 11 - r;
}

const LEGAL_WEIGHTS = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];

/** شناسه ملی اشخاص حقوقی: 11 digits, weighted mod 11 (A2). */
export function isValidLegalId(input: string): boolean {
  const id = clean(input);
  if (!/^\d{11}$/.test(id) || /^0+$/.test(id) || /^\d{3}0{6}/.test(id)) return false;
  const d = [...id].map(Number);
  const k = d[9]! + 2;
  let r = LEGAL_WEIGHTS.reduce((sum, w, i) => sum + (d[i]! + k) * w, 0) % 11;
  if (r === 10) r = 0;
  return r === d[10];
}

/** Issuer BINs of Iranian banks (A3); a Luhn-valid foreign card is still refused. */
export const CARD_BINS: Readonly<Record<string, string>> = {
  '603799': 'ملی ایران',
  '589210': 'سپه',
  '603769': 'صادرات',
  '610433': 'ملت',
  '991975': 'ملت',
  '585983': 'تجارت',
  '627353': 'تجارت',
  '603770': 'کشاورزی',
  '639217': 'کشاورزی',
  '628023': 'مسکن',
  '627760': 'پست بانک',
  '621986': 'سامان',
  '622106': 'پارسیان',
  '627884': 'پارسیان',
  '639194': 'پارسیان',
  '502229': 'پاسارگاد',
  '639347': 'پاسارگاد',
  '627412': 'اقتصاد نوین',
  '627488': 'کارآفرین',
  '502910': 'کارآفرین',
  '636214': 'آینده',
  '502806': 'شهر',
  '504706': 'شهر',
  '589463': 'رفاه',
  '627648': 'توسعه صادرات',
  '627961': 'صنعت و معدن',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The bank that issued a card, from its first six digits. */
export function bankOfCard(input: string): string | undefined {
  return CARD_BINS[clean(input).slice(0, 6)];
}

/** شماره کارت: 16 digits, Luhn, and an Iranian bank's BIN (A3). */
export function isValidCardNumber(input: string): boolean {
  const card = clean(input);
  return /^\d{16}$/.test(card) && luhn(card) && bankOfCard(card) !== undefined;
}

/** "IR" + 24 digits, upper-case, with the prefix added when it was left out. */
export function normalizeSheba(input: string): string {
  const s = clean(input).toUpperCase();
  return /^\d{24}$/.test(s) ? `IR${s}` : s;
}

/** شبا: IR + 24 digits, ISO 7064 mod 97-10 (A4). */
export function isValidSheba(input: string): boolean {
  const sheba = normalizeSheba(input);
  if (!/^IR\d{24}$/.test(sheba)) return false;
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let rem = 0;
  for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
  return rem === 1;
}

/**
 * Bank codes of a Sheba (digits 5–7, A4) → bank, with the names CARD_BINS uses where both
 * have the bank, so a card and a Sheba can be checked to be of the same bank.
 */
export const SHEBA_BANKS: Readonly<Record<string, string>> = {
  '010': 'مرکزی',
  '011': 'صنعت و معدن',
  '012': 'ملت',
  '013': 'رفاه',
  '014': 'مسکن',
  '015': 'سپه',
  '016': 'کشاورزی',
  '017': 'ملی ایران',
  '018': 'تجارت',
  '019': 'صادرات',
  '020': 'توسعه صادرات',
  '021': 'پست بانک',
  '022': 'توسعه تعاون',
  '051': 'موسسه اعتباری توسعه',
  '052': 'قوامین',
  '053': 'کارآفرین',
  '054': 'پارسیان',
  '055': 'اقتصاد نوین',
  '056': 'سامان',
  '057': 'پاسارگاد',
  '058': 'سرمایه',
  '059': 'سینا',
  '060': 'مهر ایران',
  '061': 'شهر',
  '062': 'آینده',
  '063': 'انصار',
  '064': 'گردشگری',
  '065': 'حکمت ایرانیان',
  '066': 'دی',
  '069': 'ایران زمین',
  '070': 'رسالت',
  '073': 'موسسه اعتباری کوثر',
  '075': 'موسسه اعتباری ملل',
  '078': 'خاورمیانه',
  '079': 'مهر اقتصاد',
  '080': 'موسسه اعتباری نور',
  '090': 'مهر ایران',
  '095': 'ایران و ونزوئلا',
};

/** The bank code of a Sheba (IR + 2 check digits + these 3), whatever its check digits. */
export function shebaBankCode(input: string): string | undefined {
  return /^IR\d{2}(\d{3})\d{19}$/.exec(normalizeSheba(input))?.[1];
}

/** The bank that holds a Sheba's account, from its bank code. */
export function bankOfSheba(input: string): string | undefined {
  const code = shebaBankCode(input);
  return code === undefined ? undefined : SHEBA_BANKS[code];
}

/** Mobile in any common form (09…, +989…, 00989…, 989…, Persian digits) to 09…, or null (A5). */
export function normalizeMobile(input: string): string | null {
  const m = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(clean(input).replace(/[()]/g, ''));
  return m ? `0${m[1]}` : null;
}

export function isValidMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}

const AREA_CODES = new Set('11 13 17 21 23 24 25 26 28 31 34 35 38 41 44 45 51 54 56 58 61 66 71 74 76 77 81 83 84 86 87'.split(' '));

/** Landline: 0 + a province area code + 8 digits; +98/0098 accepted for the 0 (A6). */
export function isValidLandline(input: string): boolean {
  const m = /^(?:\+98|0098|0)(\d{2})(\d{8})$/.exec(clean(input));
  return m !== null && AREA_CODES.has(m[1]!);
}

/** کد پستی: 10 digits, no 0 or 2 in the first five, first four not all the same (A7). */
export function isValidPostalCode(input: string): boolean {
  return /^(?!(\d)\1{3})[13-9]{5}\d{5}$/.test(clean(input));
}

export { clean as cleanDigits };
