import { eq } from 'drizzle-orm';
import { categories } from '#modules/catalog/index.ts';
import { surveyItems } from '#modules/reviews/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { CATEGORY_CRITERIA, DEFAULT_CRITERIA } from '../data/review-criteria.ts';

/**
 * Rating criteria: the shop's defaults and each main category's own. Not demo data:
 * nobody can review without them, in production too. Once: a shop that has criteria
 * keeps them, so a database seeded before reviews existed can be topped up with this.
 */
export async function seedSurveyItems(db: DbOrTx): Promise<number> {
  if ((await db.select({ id: surveyItems.id }).from(surveyItems).limit(1)).length) return 0;
  const mains = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.level, 1));
  const rows: (typeof surveyItems.$inferInsert)[] = DEFAULT_CRITERIA.map((title, sort) => ({ categoryId: null, title, sort }));
  for (const main of mains) {
    for (const [sort, title] of (CATEGORY_CRITERIA[main.slug] ?? []).entries()) rows.push({ categoryId: main.id, title, sort });
  }
  await db.insert(surveyItems).values(rows);
  return rows.length;
}
