import { eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { cities } from './schema.ts';
import { GEO_MESSAGES, type CityRef } from './validation.ts';

/** The shopper's selected city (spec section 3 "Selected city"; the location picker sets it). */
export async function cityRefOf(db: DbOrTx, cityId: number): Promise<CityRef | null> {
  const [city] = await db.select({ id: cities.id, name: cities.name, localPayment: cities.localPayment }).from(cities).where(eq(cities.id, cityId));
  return city ?? null;
}

export async function selectedCityOf(db: DbOrTx, userId: number): Promise<CityRef | null> {
  const [user] = await db.select({ cityId: users.selectedCityId }).from(users).where(eq(users.id, userId));
  return user?.cityId ? cityRefOf(db, user.cityId) : null;
}

/** Sets the selected city; an unknown city is a 422 on `city_id`. */
export async function setSelectedCity(db: DbOrTx, userId: number, cityId: number): Promise<CityRef> {
  const city = await cityRefOf(db, cityId);
  if (!city) throw validationError([{ field: 'city_id', message: GEO_MESSAGES.city }]);
  await db.update(users).set({ selectedCityId: city.id, updatedAt: new Date() }).where(eq(users.id, userId));
  return city;
}
