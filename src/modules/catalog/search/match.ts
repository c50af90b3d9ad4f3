import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Unit } from './query.ts';

/**
 * Matching over products.search_vector (the lexemes of search_text, catalog/schema.ts) with
 * its GIN index. A catalogue word matches whole; any other word of three letters or more
 * as a prefix (what is typed so far: سامسو finds سامسونگ), a shorter one whole (لب is not
 * لباسشویی); a phrase needs all its words. The
 * identity lexemes ('=word') are what a product is, not what it fits: a case for an iPhone
 * has 'iphone' but not '=iphone'. Lexemes are quoted in tsquery's own syntax, so no
 * parser or dictionary touches them.
 */
const quoted = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

function formQuery(form: string, exact: boolean, identityOnly: boolean): string {
  const words = form.split(' ').filter(Boolean);
  return words.map((w) => `${quoted(identityOnly ? `=${w}` : w)}${!exact && w.length >= 3 ? ':*' : ''}`).join(' & ');
}

/** The tsquery text for every unit in one of its forms; `identityOnly` (or a unit's `identity`): in what products are. */
export function unitsQuery(units: readonly Unit[], identityOnly = false): string {
  return units
    .map((u) => `(${[...new Set(u.forms)].map((f) => `(${formQuery(f, u.exact?.includes(f) ?? false, identityOnly || Boolean(u.identity))})`).join(' | ')})`)
    .join(' & ');
}

/** The units, each to be found in what a product is (plan.ts: does the shop sell the thing named?). */
export const asIdentity = (units: readonly Unit[]): Unit[] => units.map((u) => ({ ...u, identity: true }));

/** One unit that any of the units' forms fills, in what a product is. */
export const anyAsIdentity = (units: readonly Unit[]): Unit => ({
  text: units.map((u) => u.text).join(' '),
  forms: units.flatMap((u) => u.forms),
  exact: units.flatMap((u) => u.exact ?? []),
  identity: true,
});

/** Products that have every unit in one of its forms. */
export function unitsMatch(units: readonly Unit[], identityOnly = false): SQL {
  if (units.length === 0) return sql`true`;
  return sql`p.search_vector @@ ${unitsQuery(units, identityOnly)}::tsquery`;
}

/**
 * Runs text-search statements with sequential scans off. The planner prices matching a
 * product's lexemes row by row far below what reading every (wide, toasted) product row
 * costs, so with a LIMIT it walks the whole table hoping to stop early, and for words that
 * match nothing it never does; the GIN index is always the better path for a text search.
 */
export function indexScansOnly<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}
