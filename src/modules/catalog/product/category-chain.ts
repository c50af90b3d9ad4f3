import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

/**
 * Each product's category and the categories above it, as slugs from the leaf up: what a
 * rule by category (returns' per-category windows) needs without knowing the tree. One
 * recursive query for any number of products; a product without a category has none.
 */
export async function categoryChainsOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(productIds)];
  const chains = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return chains;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      with recursive chain(product_id, category_id, depth) as (
        select p.id, p.category_id, 0 from products p where p.id in (${list}) and p.category_id is not null
        union all
        select chain.product_id, c.parent_id, chain.depth + 1 from chain join categories c on c.id = chain.category_id where c.parent_id is not null
      )
      select chain.product_id as product_id, c.slug as slug from chain join categories c on c.id = chain.category_id order by chain.product_id, chain.depth
    `),
  );
  for (const row of rows) chains.get(Number(row.product_id))?.push(String(row.slug));
  return chains;
}
