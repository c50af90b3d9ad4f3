import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { intArray, num, rowsOf } from '#server/db/rows.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { IDENTITY_END } from '../search/document.ts';
import { searchTextOfRow } from '../search/reindex.ts';

/**
 * Rebuilds the search documents of some products (search_text, name_search) the way the
 * seed and reindex.ts write them, after staff changed what they are made of: a product's
 * name, tags, category or brand, or a category's or brand's names. Run in the change's
 * transaction, so search never disagrees with the product page.
 *
 * The new words also join search_terms (only words it lacks, frequency from these
 * products): otherwise a query for a product's new name is taken for a typo and "corrected"
 * to some other word. The full rebuild (refreshSearchVocabulary) recounts them later.
 */
const BATCH = 500;

export async function refreshSearchDocuments(db: DbOrTx, productIds: readonly number[]): Promise<void> {
  for (let i = 0; i < productIds.length; i += BATCH) {
    const rows = rowsOf(
      await db.execute(sql`
        select p.id, p.name, p.name_en, p.tags, p.status, b.name as brand, b.name_en as brand_en, c.name as category, c.name_en as category_en
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id = any(${intArray(productIds.slice(i, i + BATCH))})`),
    );
    if (!rows.length) continue;
    const docs = rows.map((r) => ({
      id: num(r.id),
      live: num(r.status) !== 0,
      text: searchTextOfRow(r),
      names: normalizePersian(`${String(r.name)} ${String(r.name_en)}`),
    }));
    await db.execute(sql`
      update products p set search_text = v.t, name_search = v.n
      from (values ${sql.join(
        docs.map((d) => sql`(${d.id}::int, ${d.text}, ${d.names})`),
        sql`, `,
      )}) v(id, t, n)
      where p.id = v.id`);
    await addTerms(
      db,
      docs.filter((d) => d.live).map((d) => d.text),
    );
  }
}

/** Words search_terms lacks, as refreshSearchTerms (search-terms.ts) would count them. */
async function addTerms(db: DbOrTx, texts: string[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(text.split(' '))) if (word.length >= 2 && word !== IDENTITY_END) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  if (!counts.size) return;
  await db.execute(sql`
    insert into search_terms (term, frequency)
    values ${sql.join(
      [...counts].map(([term, n]) => sql`(${term}, ${n})`),
      sql`, `,
    )}
    on conflict (term) do nothing`);
}
