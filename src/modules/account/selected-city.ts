import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { cityRefOf, GEO_MESSAGES, type CityRef } from '#modules/geo/index.ts';
import { users } from './schema.ts';

// The selected city is a column of the user (spec section 3 "Selected city"): account owns
// the row and writes it; geo only says which city an id is.

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
