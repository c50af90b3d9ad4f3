import { normalizePersian } from '#lib/normalize.ts';
import { BLOCKED_WORDS } from './blocked-words.ts';
import { longestSpelledDigits } from './spelled-digits.ts';

/**
 * The automatic half of moderation (docs/adr/0022-reviews-and-moderation.md): a text is approved as it
 * is written when it is plain (no link, no phone number or other long number, no markup,
 * no blocked word); anything else waits for staff in the decisions inbox, with the
 * reasons shown there. Pure, so the rule is one table of tests (rule.test.ts).
 *
 * Texts are matched in the search key's normal form (Persian and Arabic digits to ASCII,
 * ي/ك to ی/ک, ZWNJ to a space), so "۰۹۱۲ ۳۴۵ ۶۷۸۹" and "www .shop. ir" tricks are caught
 * as well as the plain spellings; a number spelled out in words counts as its digits.
 */
export type HoldReason = 'link' | 'phone' | 'markup' | 'word' | 'bidi';

export const HOLD_REASON_TEXT: Readonly<Record<HoldReason, string>> = {
  link: 'پیوند یا نشانی اینترنتی',
  phone: 'شمارهٔ تلفن یا عدد طولانی (با رقم یا با حروف)',
  markup: 'کد یا برچسب HTML',
  word: 'واژهٔ نامناسب یا تبلیغاتی',
  bidi: 'نویسه‌های پنهان تغییر جهت متن (وارونه‌نمایی)',
};

const LINK = /(https?:|ftp:|www\s*\.|\b[a-z0-9-]+\s*\.\s*(ir|com|net|org|io|me|co|info|shop|store|online|site|xyz|app|link)\b|t\.me\b|@[a-z0-9_.]{3,})/i;
// Phone numbers with any separators: a run of 8 or more digits once spaces, dashes, dots and brackets are dropped.
// Written in words, or words and digits mixed: spelled-digits.ts.
const LONG_NUMBER = /\d{8,}/;
const SEPARATORS = /[\s\-.()+_/]/g;
const MARKUP = /<\s*[a-z!/?]|&#|&[a-z]+;|javascript\s*:|data\s*:\s*text/i;
/**
 * Embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): they make the
 * text read differently from what it holds («‮ri.pohs‬» shows as shop.ir), and a plain
 * review never needs them; the LRM/RLM marks Persian keyboards do type are left alone.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Eight digits are the shortest phone number a writer would give (a Tehran landline). */
const PHONE_DIGITS = 8;

/** Why the texts cannot be approved automatically; none: they are plain. */
export function holdReasons(...texts: readonly string[]): HoldReason[] {
  const reasons = new Set<HoldReason>();
  for (const raw of texts) {
    if (!raw) continue;
    const text = normalizePersian(raw);
    if (MARKUP.test(raw)) reasons.add('markup');
    if (BIDI_CONTROLS.test(raw)) reasons.add('bidi');
    if (LINK.test(text)) reasons.add('link');
    if (LONG_NUMBER.test(text.replace(SEPARATORS, '')) || longestSpelledDigits(text) >= PHONE_DIGITS) reasons.add('phone');
    const words = ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
    if (BLOCKED_WORDS.some((w) => words.includes(` ${w} `))) reasons.add('word');
  }
  return [...reasons];
}

export const isPlainText = (...texts: readonly string[]) => holdReasons(...texts).length === 0;
