import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { users } from '#modules/account/schema.ts';
import { addresses } from '#modules/addresses/schema.ts';
import { cities, places } from '#modules/geo/schema.ts';
import { appMeta } from '#server/db/meta.ts';
import type { Database } from '#server/db/client.ts';
import { PLACES } from './data/places.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { topUpGeo } from './geo.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('geography seed', () => {
  it('gives every city a centre and seeds the places with normalised search keys', async () => {
    const db = database.db;
    expect((await db.select({ n: count() }).from(cities).where(isNull(cities.latitude)))[0]!.n).toBe(0);
    const rows = await db.select().from(places);
    expect(rows).toHaveLength(PLACES.length);
    expect(rows.find((p) => p.name === 'سعادت‌آباد')?.searchKey).toBe('سعادت اباد');
  });

  it('fills what a database seeded before coordinates lacks, once', async () => {
    const db = database.db;
    await db.update(cities).set({ latitude: null, longitude: null });
    await db.delete(places);
    const first = await topUpGeo(db);
    expect(first.cities).toBeGreaterThan(190);
    expect(first.places).toBe(PLACES.length);
    const [tehran] = await db.select().from(cities).where(eq(cities.id, 1));
    expect(tehran).toMatchObject({ name: 'تهران', latitude: expect.closeTo(35.69, 1), longitude: expect.closeTo(51.39, 1) });
    expect(await topUpGeo(db)).toEqual({ cities: 0, places: 0 });
    expect((await db.select({ n: count() }).from(places))[0]!.n).toBe(PLACES.length);
  });

  it('gives the demo customer two addresses once, and not again after they are deleted', async () => {
    const db = database.db;
    const [customer] = await db.select().from(users).where(eq(users.mobile, '09120000001'));
    const book = await db.select().from(addresses).where(eq(addresses.userId, customer!.id));
    expect(book).toHaveLength(2);
    expect(book.filter((a) => a.isMain)).toHaveLength(1);
    await db.delete(addresses).where(eq(addresses.userId, customer!.id));
    expect(await seedDemoAddresses(db)).toBe(0);
    // A database from before the address book (no mark yet) gets them on its next start.
    await db.delete(appMeta).where(eq(appMeta.key, 'demo_addresses_seeded'));
    expect(await seedDemoAddresses(db)).toBe(2);
    expect(await seedDemoAddresses(db)).toBe(0);
  });
});
