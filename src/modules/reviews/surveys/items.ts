import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { rowsOf } from '#server/db/rows.ts';
import { products } from '#modules/catalog/index.ts';
import { surveyItems } from '../schema.ts';

export interface SurveyItem {
  id: number;
  title: string;
}

export const PRODUCT_NOT_FOUND = 'این کالا پیدا نشد';

/**
 * The rating criteria of a product (`/v10/survey-items/index`): those of its nearest
 * category that has its own (the leaf, then its parents), else the shop's defaults.
 * 404 for a product that does not exist.
 */
export async function surveyItemsOf(db: DbOrTx, productId: number): Promise<SurveyItem[]> {
  const [product] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const rows = await db.execute(sql`
    with recursive chain as (
      select id, parent_id, 0 as depth from categories where id = ${product.categoryId}
      union all
      select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id
    ),
    nearest as (
      select min(chain.depth) as depth from chain join survey_items si on si.category_id = chain.id
    )
    select si.id, si.title from survey_items si join chain on si.category_id = chain.id
    where chain.depth = (select depth from nearest)
    order by si.sort, si.id`);
  const own = rowsOf(rows);
  if (own.length) return own.map((r) => ({ id: Number(r.id), title: String(r.title) }));
  return db
    .select({ id: surveyItems.id, title: surveyItems.title })
    .from(surveyItems)
    .where(isNull(surveyItems.categoryId))
    .orderBy(asc(surveyItems.sort), asc(surveyItems.id));
}
