import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { preparedStatement } from './prepared.ts';
import { intArray, rowsOf } from './rows.ts';

describe('a prepared statement on the embedded database', () => {
  const opened = openDatabase();
  afterAll(async () => (await opened).close());
  const squares = preparedStatement('test_squares', ['int[]'], (ids) => sql`select n, n * n as sq from unnest(${ids}) as n order by n`);

  it('answers for each call its own arguments', async () => {
    const { db } = await opened;
    expect(rowsOf(await squares(db, intArray([3, 1])))).toEqual([
      { n: 1, sq: 1 },
      { n: 3, sq: 9 },
    ]);
    expect(rowsOf(await squares(db, intArray([2])))).toEqual([{ n: 2, sq: 4 }]);
  });

  it('works inside a transaction, and after one that rolled back', async () => {
    const { db } = await opened;
    await expect(
      db.transaction(async (tx) => {
        expect(rowsOf(await squares(tx, intArray([4])))).toEqual([{ n: 4, sq: 16 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(rowsOf(await squares(db, intArray([5])))).toEqual([{ n: 5, sq: 25 }]);
    const prepared = rowsOf(await db.execute(sql`select count(*)::int as n from pg_prepared_statements where name = 'test_squares'`));
    expect(prepared[0]?.n).toBe(1);
  });

  it('refuses a statement that binds values of its own (they would be lost in the prepared text)', async () => {
    const { db } = await opened;
    const bad = preparedStatement('test_bad', ['int'], (n) => sql`select ${n} + ${1} as x`);
    await expect(bad(db, sql`1`)).rejects.toThrow(/binds values of its own/);
  });
});
