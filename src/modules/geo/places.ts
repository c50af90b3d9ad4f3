import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { normalizePersian } from '#lib/normalize.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { cities, places, provinces } from './schema.ts';
import type { PlaceHit, PlaceKind } from './validation.ts';
import { escapeLike } from '#server/db/like.ts';

/**
 * The address search and its reverse over our own data (cities and `places`), with no
 * foreign map service (docs/adr/0009-address-location.md). Text is compared on the
 * normaliser's keys (IRAN.md A8), so «ونك» finds «ونک» and «گیشا» finds «گیشا».
 */
const LIMIT = 20;
/** A point this close to a place is "at" it; farther, the reverse search names the city. */
const NEAR_PLACE_M = 4000;

const PLACE_HIT = {
  id: places.id,
  title: places.name,
  kind: places.kind,
  city_id: cities.id,
  city: cities.name,
  province_id: provinces.id,
  province: provinces.name,
  latitude: places.latitude,
  longitude: places.longitude,
};

const placeRows = (db: DbOrTx) =>
  db.select(PLACE_HIT).from(places).innerJoin(cities, eq(cities.id, places.cityId)).innerJoin(provinces, eq(provinces.id, cities.provinceId));

/** Cities with a centre, as hits (about two hundred rows: filtered in memory). */
async function cityHits(db: DbOrTx, where?: SQL): Promise<PlaceHit[]> {
  const rows = await db
    .select({ id: cities.id, title: cities.name, province_id: provinces.id, province: provinces.name, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(isNotNull(cities.latitude), where));
  return rows.map((r) => ({ ...r, kind: 'city' as const, city_id: r.id, city: r.title, latitude: r.latitude!, longitude: r.longitude! }));
}

/**
 * Places (and, without a city filter, cities) whose name holds every word of `q`, best
 * first: names that start with the text, then by trigram word similarity. When no name
 * holds every word, near spellings (word similarity) still answer.
 */
export async function searchPlaces(db: DbOrTx, q: string, cityId?: number): Promise<PlaceHit[]> {
  const key = normalizePersian(q);
  const words = key.split(' ').filter(Boolean).slice(0, 6);
  if (words.length === 0) return [];
  const inCity = cityId === undefined ? undefined : eq(places.cityId, cityId);
  const allWords = sql.join(
    words.map((w) => sql`${places.searchKey} like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
  const rank = sql`(${places.searchKey} like ${`${escapeLike(key)}%`}) desc, word_similarity(${key}, ${places.searchKey}) desc, ${places.name}`;
  let found: PlaceHit[] = (await placeRows(db).where(and(allWords, inCity)).orderBy(rank).limit(LIMIT)) as PlaceHit[];
  if (found.length === 0) {
    found = (await placeRows(db)
      .where(and(sql`${key} <% ${places.searchKey}`, inCity))
      .orderBy(rank)
      .limit(LIMIT)) as PlaceHit[];
  }
  if (cityId !== undefined) return found;
  const towns = (await cityHits(db))
    .map((c) => ({ c, name: normalizePersian(c.title) }))
    .filter(({ name }) => words.every((w) => name.includes(w)))
    .sort((a, b) => Number(b.name.startsWith(key)) - Number(a.name.startsWith(key)) || a.name.length - b.name.length)
    .map(({ c }) => c);
  return [...towns, ...found].slice(0, LIMIT);
}

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
}

/** Squared planar distance scaled for the latitude: enough to order nearby points. */
const nearness = (lat: SQL | unknown, lng: SQL | unknown, at: { latitude: number; longitude: number }) =>
  sql`power(${lat} - ${at.latitude}, 2) + power((${lng} - ${at.longitude}) * ${Math.cos((at.latitude * Math.PI) / 180)}, 2)`;

/**
 * What is at a point inside Iran: the nearest place of the nearest city when it is within
 * a few kilometres, else that city itself. `distance` is in metres from the point.
 */
export async function nearestPlace(db: DbOrTx, at: { latitude: number; longitude: number }): Promise<(PlaceHit & { distance: number }) | null> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(isNotNull(cities.latitude))
    .orderBy(nearness(cities.latitude, cities.longitude, at))
    .limit(1);
  if (!city) return null;
  const [place] = (await placeRows(db)
    .where(eq(places.cityId, city.id))
    .orderBy(nearness(places.latitude, places.longitude, at))
    .limit(1)) as PlaceHit[];
  const near = place && distanceM(at.latitude, at.longitude, place.latitude, place.longitude) <= NEAR_PLACE_M ? place : undefined;
  const hit = near ?? (await cityHits(db, eq(cities.id, city.id)))[0]!;
  return { ...hit, kind: hit.kind as PlaceKind, distance: distanceM(at.latitude, at.longitude, hit.latitude, hit.longitude) };
}
