import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import type { Database } from '#server/db/client.ts';
import { withoutIndexes } from './insert.ts';

/** Bulk seeding drops the catalogue's plain indexes and builds the very same ones after (PGlite and PostgreSQL). */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const indexes = async (db: Database['db']) =>
  (
    (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename in ('products', 'varieties') order by indexname`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    }
  ).rows;

describe('loading without indexes', () => {
  it('keeps the constraint indexes during the load and rebuilds the others exactly', async () => {
    const before = await indexes(database.db);
    expect(before.some((i) => i.indexname === 'products_search_vector_idx')).toBe(true);
    const during = await database.db.transaction((tx) => withoutIndexes(tx, ['products', 'varieties'], async () => indexes(tx as never)));
    expect(during.map((i) => i.indexname).sort()).toEqual(
      ['products_pkey', 'products_slug_unique', 'varieties_pkey'].filter((n) => before.some((i) => i.indexname === n)),
    );
    expect(await indexes(database.db)).toEqual(before);
  });

  it('leaves every index in place when the load fails', async () => {
    const before = await indexes(database.db);
    await expect(database.db.transaction((tx) => withoutIndexes(tx, ['products'], async () => Promise.reject(new Error('load failed'))))).rejects.toThrow(
      'load failed',
    );
    expect(await indexes(database.db)).toEqual(before);
  });
});
