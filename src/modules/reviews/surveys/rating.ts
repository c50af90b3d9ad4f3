import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { intArray } from '#server/db/rows.ts';

/**
 * Sets products.survey_average and survey_count (what the cards, the product page and its
 * JSON-LD show) from the product's approved reviews: the mean of their scores to one
 * decimal, and how many there are. Call it in the transaction that publishes, edits,
 * hides or refuses a review, so the numbers never stand without reviews behind them;
 * with no ids it recomputes every product (the seed).
 */
export async function refreshProductRatings(db: DbOrTx, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  purgePages();
  const only = productIds ? sql`where p.id = any(${intArray(productIds)})` : sql``;
  await db.execute(sql`
    update products set survey_average = r.average, survey_count = r.n
    from (
      select p.id, coalesce(round(avg(rv.score)::numeric, 1), 0)::real as average, count(rv.id)::int as n
      from products p left join reviews rv on rv.product_id = p.id and rv.state = 'approved'
      ${only}
      group by p.id
    ) r
    where products.id = r.id and (products.survey_average <> r.average or products.survey_count <> r.n)`);
}
