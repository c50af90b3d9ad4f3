import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf, type Row } from '#server/db/rows.ts';
import { IDENTITY_END, productSearchText } from './document.ts';
import { refreshSearchVocabulary, seedSynonyms } from './vocabulary.ts';

const BATCH = 2000;

/** A product's search text from a row of p.name, p.name_en, p.tags, b.name as brand, b.name_en as brand_en, c.name as category, c.name_en as category_en. */
export const searchTextOfRow = (r: Row) =>
  productSearchText({
    name: String(r.name),
    nameEn: String(r.name_en),
    brandName: String(r.brand),
    brandNameEn: String(r.brand_en),
    categoryNames: [String(r.category), String(r.category_en)],
    tags: (r.tags as string[] | null) ?? [],
  });

/**
 * Rewrites every product's search text from its name, brand, category and tags (after the
 * document's shape changes, or an import that wrote products without it), in id order and
 * in batches, each its own statement: safe to stop and run again.
 */
export async function reindexSearchText(db: DbOrTx): Promise<number> {
  let done = 0;
  for (let after = 0; ;) {
    const rows = rowsOf(
      await db.execute(sql`
        select p.id, p.name, p.name_en, p.tags, b.name as brand, b.name_en as brand_en, c.name as category, c.name_en as category_en
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        where p.id > ${after} order by p.id limit ${BATCH}`),
    );
    if (!rows.length) return done;
    const values = rows.map((r) => sql`(${num(r.id)}::int, ${searchTextOfRow(r)})`);
    await db.execute(sql`update products p set search_text = v.t from (values ${sql.join(values, sql`, `)}) v(id, t) where p.id = v.id`);
    done += rows.length;
    after = num(rows[rows.length - 1]!.id);
  }
}

/**
 * What a database seeded or imported before search understood queries lacks: search text
 * in the current shape, the kinds and the vocabulary, the default synonyms. Idempotent;
 * answers what it did, for the start-up log.
 */
export async function topUpSearch(db: DbOrTx): Promise<string | null> {
  const [old] = rowsOf(await db.execute(sql`select 1 from products where position(${IDENTITY_END} in search_text) = 0 limit 1`));
  const [kinds] = rowsOf(await db.execute(sql`select 1 from search_kinds limit 1`));
  const [anyProduct] = rowsOf(await db.execute(sql`select 1 from products limit 1`));
  await seedSynonyms(db);
  if (!anyProduct || (!old && kinds)) return null;
  const reindexed = old ? await reindexSearchText(db) : 0;
  await refreshSearchVocabulary(db);
  return reindexed ? `rewrote the search text of ${reindexed} products and rebuilt the search vocabulary` : 'rebuilt the search vocabulary';
}
