import { normalizePersian } from '#lib/normalize.ts';

/**
 * A product's search text (products.search_text): every word a shopper may type to find
 * it, normalised like queries (lib/normalize.ts), in two parts:
 *
 *   " <identity> | <context> "
 *
 * The identity is what the product is: its name up to a compatibility phrase («مناسب برای»,
 * «for»: a case *for* an iPhone is not an iPhone), its English name likewise, its brand in
 * both scripts. The context is everything else that should still find it: the compatible
 * models, the leaf category's names, the tags. products.search_vector holds these words as
 * lexemes, the identity's also as '=word' (searchVectorOf below, search/match.ts). Words
 * written with a half-space (لپ‌تاپ, سرخ‌کن) appear both spaced and joined, since shoppers
 * type either.
 */
export const IDENTITY_END = '|';

const COMPAT = /\s(?:مناسب برای|مناسب|سازگار با|مخصوص|for|compatible with)\s/;

export interface SearchableProduct {
  name: string;
  nameEn: string;
  brandName: string;
  brandNameEn: string;
  /**
   * The leaf category's names, Persian and English. Not its parents': «موبایل» or «لپ‌تاپ و
   * کامپیوتر» on every case and mouse would make a kind's word match its whole department.
   */
  categoryNames: string[];
  tags: string[];
}

/** Normalised words of a text; half-spaced compounds also joined (appended after the text). */
export function searchWords(text: string): string {
  const spaced = normalizePersian(text);
  const joined = text
    .split(/\s+/)
    .filter((w) => w.includes('\u200C'))
    .map((w) => normalizePersian(w.replaceAll('\u200C', '')));
  return [spaced, ...joined].filter(Boolean).join(' ').replaceAll(IDENTITY_END, ' ');
}

/** A text split at its first compatibility phrase: [what it is, what it fits]. */
function splitCompat(text: string): [string, string] {
  const m = COMPAT.exec(` ${normalizePersian(text)} `);
  if (!m) return [text, ''];
  // Cut the original text at the same word count, so half-spaces survive for searchWords.
  const words = text.split(/\s+/);
  const before = ` ${normalizePersian(text)} `.slice(0, m.index).trim().split(' ').length;
  return [words.slice(0, before).join(' '), words.slice(before).join(' ')];
}

export function productSearchText(p: SearchableProduct): string {
  const [name, fits] = splitCompat(p.name);
  const [nameEn, fitsEn] = splitCompat(p.nameEn);
  const identity = searchWords([name, nameEn, p.brandName, p.brandNameEn].join(' '));
  const context = searchWords([fits, fitsEn, ...p.categoryNames, ...p.tags].join(' '));
  return ` ${identity} ${IDENTITY_END} ${context} `;
}

/**
 * The lexemes of a search text (products.search_vector is generated with it): every word,
 * and the words of what the product is again as '=word' (search/match.ts).
 */
export const searchVectorOf = (text: string) =>
  `array_to_tsvector(array_remove(string_to_array(btrim(split_part(${text}, '|', 1)), ' ') || string_to_array(regexp_replace(btrim(split_part(${text}, '|', 1)), '(^| )', '\\1=', 'g'), ' ') || string_to_array(btrim(split_part(${text}, '|', 2)), ' '), ''))`;
