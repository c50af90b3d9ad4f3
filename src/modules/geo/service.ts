import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import { cities, provinces } from './schema.ts';

export async function listProvinces(db: DbOrTx) {
  return db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.sort));
}

/** Cities of a province, capital first; an unknown province has none. The centre is the map pin's fallback. */
export async function listCities(db: DbOrTx, provinceId: number) {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      localPayment: cities.localPayment,
      province_id: cities.provinceId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(eq(cities.provinceId, provinceId))
    .orderBy(asc(cities.id));
}
