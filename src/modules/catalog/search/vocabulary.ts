import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { memoFor } from '#server/cache/memo.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { searchSynonyms } from '../schema.ts';
import { DEFAULT_SYNONYMS } from './default-synonyms.ts';
import { refreshSearchTerms } from './search-terms.ts';

/**
 * What search knows about the shop's language, all of it derived from the catalogue or
 * kept by staff, none of it tied to particular queries:
 * - words: every word of the products' search text (search_terms), to tell a known word
 *   from a typo and to join or split words the way shoppers space them;
 * - synonyms: the editable list (search_synonyms) plus every brand's Persian and English
 *   names;
 * - kinds: what each leaf category's products are called (search_kinds), to tell which
 *   kind of product a query names.
 */
export interface KindPhrase {
  categoryId: number;
  /** Normalised words, half-spaces joined (سرخ‌کن → سرخکن). */
  words: string[];
  /** Views of a typical product of the category (geometric mean): how much shoppers look at this kind. */
  categoryViews: number;
}

export interface Vocabulary {
  words: ReadonlySet<string>;
  /** How many products use each word (search_terms.frequency). */
  frequency: ReadonlyMap<string, number>;
  /** The same words sorted, for prefix look-ups. */
  sorted: readonly string[];
  /** A phrase (spaced, and joined without spaces) → every phrase of its groups. */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** The longest synonym phrase, in words. */
  maxSynonymWords: number;
  kinds: readonly KindPhrase[];
}

/** Normalised like the search text, with half-spaces joined (a kind's name is one word). */
export const joinedForm = (text: string) => normalizePersian(text.replaceAll('\u200C', ''));

/** Built from plain data (tests build one without a database). */
export function buildVocabulary(
  words: Iterable<string> | ReadonlyMap<string, number>,
  groups: readonly (readonly string[])[],
  kinds: KindPhrase[],
): Vocabulary {
  const frequency = words instanceof Map ? (words as ReadonlyMap<string, number>) : new Map([...(words as Iterable<string>)].map((w) => [w, 1]));
  const wordSet = new Set(frequency.keys());
  const synonyms = new Map<string, string[]>();
  let maxSynonymWords = 1;
  for (const group of groups) {
    const phrases = [...new Set(group.map((p) => normalizePersian(p)).filter(Boolean))];
    if (phrases.length < 2) continue;
    for (const p of phrases) {
      maxSynonymWords = Math.max(maxSynonymWords, p.split(' ').length);
      for (const key of new Set([p, p.replaceAll(' ', '')])) {
        const merged = new Set([...(synonyms.get(key) ?? []), ...phrases]);
        synonyms.set(key, [...merged]);
      }
    }
  }
  return { words: wordSet, frequency, sorted: [...wordSet].sort(), synonyms, maxSynonymWords, kinds };
}

/** Index of the first sorted word not below `prefix`. */
function lowerBound(v: Vocabulary, prefix: string): number {
  let lo = 0;
  let hi = v.sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v.sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some catalogue word starts with `prefix` (binary search over the sorted words). */
export function hasWordStartingWith(v: Vocabulary, prefix: string): boolean {
  const at = lowerBound(v, prefix);
  return at < v.sorted.length && v.sorted[at]!.startsWith(prefix);
}

async function loadVocabulary(db: DbOrTx): Promise<Vocabulary> {
  const [terms, synonymRows, brandRows, kindRows] = await Promise.all([
    db.execute(sql`select term, frequency from search_terms`),
    db.execute(sql`select terms from search_synonyms`),
    db.execute(sql`select name, name_en from brands`),
    db.execute(sql`select category_id, phrase, category_views from search_kinds`),
  ]);
  const groups: string[][] = [
    ...rowsOf(synonymRows).map((r) => r.terms as string[]),
    ...rowsOf(brandRows).map((r) => [String(r.name), String(r.name_en), joinedForm(String(r.name))]),
  ];
  const kinds = rowsOf(kindRows).map((r) => ({ categoryId: num(r.category_id), words: String(r.phrase).split(' '), categoryViews: num(r.category_views) }));
  return buildVocabulary(new Map(rowsOf(terms).map((r) => [String(r.term), num(r.frequency)])), groups, kinds);
}

/** The vocabulary, reloaded every five minutes (staff edits and catalogue refreshes show up then). */
export function vocabulary(db: DbOrTx): Promise<Vocabulary> {
  return memoFor(db, 'search:vocabulary', 300_000, () => loadVocabulary(db));
}

/** Seeds the default synonym list into an empty table (a shop's own edits are never overwritten). */
export async function seedSynonyms(db: DbOrTx): Promise<void> {
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from search_synonyms`));
  if (num(row?.n) > 0) return;
  await db.insert(searchSynonyms).values(DEFAULT_SYNONYMS.map((group) => ({ terms: group.map((p) => normalizePersian(p)) })));
}

/** A noun counts as a kind's name when at least this share of its products start with it. */
const NOUN_SHARE = 0.15;

/**
 * Rebuilds the derived vocabulary after seeding or a catalogue import: the words
 * (search_terms) and the kinds (search_kinds). A kind's phrases are its category's
 * names, split at «و» and «&» (قاب و کاور گوشی names two things), and the nouns its
 * products' names start with (the words before the brand: «گوشی موبایل سامسونگ …»).
 */
export async function refreshSearchVocabulary(db: DbOrTx): Promise<void> {
  await refreshSearchTerms(db);
  const [leafRows, nounRows] = await Promise.all([
    db.execute(sql`
      select c.id, c.name, c.name_en, count(p.id)::int as products,
        -- The typical product's views (geometric mean): a few viral products do not make a kind popular.
        exp(avg(ln(1 + p.view_count)))::float8 as views
      from categories c join products p on p.category_id = c.id and p.status <> 0
      group by c.id`),
    db.execute(sql`
      select p.category_id, trim(substr(p.name, 1, strpos(p.name, b.name) - 1)) as noun, count(*)::int as n
      from products p join brands b on b.id = p.brand_id
      where p.status <> 0 and strpos(p.name, b.name) > 1
      group by 1, 2`),
  ]);
  const leaves = new Map(
    rowsOf(leafRows).map((r) => [num(r.id), { name: String(r.name), nameEn: String(r.name_en), products: num(r.products), views: num(r.views) }]),
  );
  const phrases = new Map<string, { categoryId: number; phrase: string; products: number; categoryViews: number }>();
  // Category names list things (قاب و کاور گوشی); product nouns are one name (سرویس پخت و پز).
  const add = (categoryId: number, text: string, products: number, isList: boolean) => {
    const leaf = leaves.get(categoryId)!;
    for (const part of isList ? text.split(/\s+و\s+|\s*[&،,]\s*|\s+and\s+/) : [text]) {
      const phrase = joinedForm(part);
      const key = `${categoryId}:${phrase}`;
      if (phrase && !phrases.has(key)) phrases.set(key, { categoryId, phrase, products, categoryViews: Math.round(leaf.views) });
    }
  };
  for (const [id, leaf] of leaves) {
    add(id, leaf.name, 0, true);
    add(id, leaf.nameEn, 0, true);
  }
  for (const r of rowsOf(nounRows)) {
    const leaf = leaves.get(num(r.category_id));
    if (leaf && num(r.n) >= leaf.products * NOUN_SHARE) add(num(r.category_id), String(r.noun), num(r.n), false);
  }
  await db.execute(sql`delete from search_kinds`);
  const rows = [...phrases.values()];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db.execute(
      sql`insert into search_kinds (category_id, phrase, products, category_views) values ${sql.join(
        chunk.map((r) => sql`(${r.categoryId}, ${r.phrase}, ${r.products}, ${r.categoryViews})`),
        sql`, `,
      )}`,
    );
  }
}
