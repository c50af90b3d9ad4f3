import { sql, type SQL } from 'drizzle-orm';

/**
 * Persian alphabetical order for product names in SQL, the same on PGlite and PostgreSQL
 * whatever the database's locale: code-point order puts پ چ ژ ک گ ی after the Arabic
 * letters, so the key maps each Persian letter (with its Arabic twins) to a private-use
 * character in alphabet order, Persian digits to ASCII, drops ZWNJ, and compares the
 * result bytewise (COLLATE "C"). The products_name_sort_idx index is built on the very
 * same expression, so the price list reads names in index order.
 */
const ALPHABET: string[][] = [
  ['آ'],
  ['ا', 'أ', 'إ'],
  ['ب'],
  ['پ'],
  ['ت'],
  ['ث'],
  ['ج'],
  ['چ'],
  ['ح'],
  ['خ'],
  ['د'],
  ['ذ'],
  ['ر'],
  ['ز'],
  ['ژ'],
  ['س'],
  ['ش'],
  ['ص'],
  ['ض'],
  ['ط'],
  ['ظ'],
  ['ع'],
  ['غ'],
  ['ف'],
  ['ق'],
  ['ک', 'ك'],
  ['گ'],
  ['ل'],
  ['م'],
  ['ن'],
  ['و', 'ؤ'],
  ['ه', 'ة'],
  ['ی', 'ي', 'ئ'],
];
const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ZWNJ = '\u200c';

const from = ALPHABET.flat().join('') + FA_DIGITS + ZWNJ;
// translate() deletes characters of `from` that have no counterpart: ZWNJ goes last.
const to = ALPHABET.flatMap((letters, i) => letters.map(() => String.fromCharCode(0xe000 + i))).join('') + '0123456789';

/** The sort key of a name column (a literal expression: index and query must match exactly). */
export const persianNameKey = (column: SQL | string): SQL =>
  sql`(translate(${typeof column === 'string' ? sql.raw(column) : column}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)}) collate "C")`;

/** The same key in JavaScript, for tests and in-memory sorting. */
export function persianNameKeyOf(name: string): string {
  let out = '';
  for (const ch of name) {
    const i = from.indexOf(ch);
    if (i === -1) out += ch;
    else if (i < to.length) out += to[i];
  }
  return out;
}
