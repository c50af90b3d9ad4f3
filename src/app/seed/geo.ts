import { and, count, eq, isNull } from 'drizzle-orm';
import { normalizePersian } from '#lib/normalize.ts';
import { cities, places, provinces } from '#modules/geo/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { PLACES } from './data/places.ts';
import { PROVINCES } from './data/provinces.ts';
import { insertChunks, resetSequences } from './insert.ts';

export async function seedGeo(db: DbOrTx): Promise<void> {
  await insertChunks(
    db,
    provinces,
    PROVINCES.map((p, i) => ({ id: i + 1, name: p.name, nameEn: p.nameEn, sort: i })),
  );
  let cityId = 0;
  const cityRows = PROVINCES.flatMap((p, i) =>
    p.cities.map((c) => ({
      id: ++cityId,
      provinceId: i + 1,
      name: c.name,
      nameEn: c.nameEn,
      isCapital: c.capital ?? false,
      localPayment: c.localPayment ?? false,
      latitude: c.lat,
      longitude: c.lng,
    })),
  );
  await insertChunks(db, cities, cityRows);
  await resetSequences(db, ['provinces', 'cities']);
  await seedPlaces(db);
}

/** The places of PLACES, each under its city (found by English name), with its search key. */
async function seedPlaces(db: DbOrTx): Promise<number> {
  const cityIds = new Map((await db.select({ id: cities.id, nameEn: cities.nameEn }).from(cities)).map((c) => [c.nameEn, c.id]));
  const rows = PLACES.flatMap((p) => {
    const cityId = cityIds.get(p.city);
    return cityId ? [{ cityId, name: p.name, searchKey: normalizePersian(p.name), kind: p.kind, latitude: p.lat, longitude: p.lng }] : [];
  });
  await insertChunks(db, places, rows);
  return rows.length;
}

/**
 * Databases seeded before cities had coordinates (and before places existed) get both on
 * the next start; a database that has them is left alone (two counts). Cities are matched
 * by province and name, so ids from that older seed do not matter. Returns what it did.
 */
export async function topUpGeo(db: DbOrTx): Promise<{ cities: number; places: number }> {
  const [missing] = await db.select({ n: count() }).from(cities).where(isNull(cities.latitude));
  let filled = 0;
  if (missing?.n) {
    const provinceIds = new Map((await db.select({ id: provinces.id, name: provinces.name }).from(provinces)).map((p) => [p.name, p.id]));
    for (const p of PROVINCES) {
      const provinceId = provinceIds.get(p.name);
      if (!provinceId) continue;
      for (const c of p.cities) {
        const done = await db
          .update(cities)
          .set({ latitude: c.lat, longitude: c.lng })
          .where(and(eq(cities.provinceId, provinceId), eq(cities.name, c.name), isNull(cities.latitude)))
          .returning({ id: cities.id });
        filled += done.length;
      }
    }
  }
  const [placeCount] = await db.select({ n: count() }).from(places);
  const added = placeCount?.n ? 0 : await seedPlaces(db);
  return { cities: filled, places: added };
}
