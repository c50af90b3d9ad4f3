import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { categories } from '#modules/catalog/index.ts';
import { cities } from '#modules/geo/index.ts';
import type { ProviderApplication } from './applications.ts';

/** An application's city and categories by name, in the order chosen (the review page and the contract). */
export async function namesOf(db: DbOrTx, app: ProviderApplication): Promise<{ city: string | null; categories: string[] }> {
  const ids = app.categoryIds ?? [];
  const [[city], rows] = await Promise.all([
    app.cityId ? db.select({ name: cities.name }).from(cities).where(eq(cities.id, app.cityId)) : Promise.resolve([]),
    ids.length ? db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)) : Promise.resolve([]),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return { city: city?.name ?? null, categories: ids.map((id) => byId.get(id)).filter((n): n is string => !!n) };
}
