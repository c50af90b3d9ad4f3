import { toAsciiDigits } from './digits.ts';

/**
 * Persian text normalisation for search keys (shared/domain/IRAN.md A8). Keep the
 * original text for display; compare and index only the normalised form.
 */
const ARABIC_YEH = /[\u064A\u0649]/g; // ي ى
const ARABIC_KAF = /\u0643/g; // ك
const ALEF_FORMS = /[\u0623\u0625\u0671\u0622]/g; // أ إ ٱ آ
const HEH_FORMS = /[\u0629\u06C0]/g; // ة ۀ
const MARKS = /[\u064B-\u065F\u0670\u0640\u200B\u200D-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const ZWNJ = /\u200C/g;

export function normalizePersian(input: string): string {
  return toAsciiDigits(
    input
      .normalize('NFKC')
      .replace(ARABIC_YEH, 'ی')
      .replace(ARABIC_KAF, 'ک')
      .replace(ALEF_FORMS, 'ا')
      .replace(HEH_FORMS, 'ه')
      .replace(MARKS, '')
      .replace(ZWNJ, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Light normalisation for form input (names, addresses): Arabic letters to Persian,
 * digits to ASCII, trimmed. Unlike the search key it keeps ZWNJ, alef-madda and case.
 */
export function normalizeInput(input: string): string {
  return toAsciiDigits(input.replace(ARABIC_YEH, 'ی').replace(ARABIC_KAF, 'ک')).trim();
}
