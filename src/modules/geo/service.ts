import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
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

/** Every province with its cities (capital first), for a plain form's one grouped city list. */
export async function provincesWithCities(db: DbOrTx) {
  const rows = await db
    .select({ provinceId: provinces.id, province: provinces.name, id: cities.id, name: cities.name })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .orderBy(asc(provinces.sort), asc(cities.id));
  const groups = new Map<number, { id: number; name: string; cities: { id: number; name: string }[] }>();
  for (const r of rows) {
    const group = groups.get(r.provinceId) ?? { id: r.provinceId, name: r.province, cities: [] };
    group.cities.push({ id: r.id, name: r.name });
    groups.set(r.provinceId, group);
  }
  return [...groups.values()];
}
