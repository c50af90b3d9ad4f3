import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { IDENTITY_END } from './document.ts';

/**
 * Typo tolerance through the catalogue's own vocabulary. Matching a misspelt word
 * against every product's text re-reads tens of thousands of rows in a big catalogue;
 * correcting the word against the few thousand distinct words (search_terms) and then
 * searching exactly is fast and also tells the shopper what was searched.
 */
const MIN_LENGTH = 3;
/** Two-letter words are kept too: they join into longer ones (لپ + تاپ). */
const MIN_TERM_LENGTH = 2;

/** Rebuild the vocabulary from the products' search text (after seeding or imports). */
export async function refreshSearchTerms(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    insert into search_terms (term, frequency)
    select w, count(*)::int from products p, regexp_split_to_table(p.search_text, ' ') w
    where p.status <> 0 and length(w) >= ${MIN_TERM_LENGTH} and w <> ${IDENTITY_END}
    group by w`);
}

/**
 * The tokens with each unknown word (not part of any catalogue word) replaced by the
 * closest catalogue word, or null when nothing needed or allowed correcting.
 */
export async function correctTokens(db: DbOrTx, tokens: string[]): Promise<string[] | null> {
  let changed = false;
  const out: string[] = [];
  for (const token of tokens) {
    if (token.length < MIN_LENGTH) {
      out.push(token);
      continue;
    }
    const known = rowsOf(await db.execute(sql`select 1 from search_terms where term like ${`%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} limit 1`));
    if (known.length) {
      out.push(token);
      continue;
    }
    const [best] = rowsOf(
      await db.execute(sql`
        select term from search_terms where term % ${token}
        order by similarity(term, ${token}) desc, frequency desc limit 1`),
    );
    if (!best) return null;
    out.push(String(best.term));
    changed = true;
  }
  return changed ? out : null;
}

/**
 * The catalogue word closest to a misspelt one (trigram similarity, then frequency), or null.
 * It keeps the numbers typed: a model number is not a typo of another (s24 is not s25, nor
 * iphone 15 an iphone 16), and a shop without the model says so rather than swapping it.
 */
export async function closestTerm(db: DbOrTx, word: string): Promise<string | null> {
  if (word.length < MIN_LENGTH) return null;
  const [best] = rowsOf(
    await db.execute(sql`
      select term from search_terms where term % ${word} and regexp_replace(term, '[^0-9]', '', 'g') = ${word.replace(/[^0-9]/g, '')}
      order by similarity(term, ${word}) desc, frequency desc limit 1`),
  );
  return best ? String(best.term) : null;
}
