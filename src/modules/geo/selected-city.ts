import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { cities } from './schema.ts';
import type { CityRef } from './validation.ts';

/** The shopper's selected city (spec section 3 "Selected city"; the location picker sets it). */
export async function cityRefOf(db: DbOrTx, cityId: number): Promise<CityRef | null> {
  const [city] = await db.select({ id: cities.id, name: cities.name, localPayment: cities.localPayment }).from(cities).where(eq(cities.id, cityId));
  return city ?? null;
}
