import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database (PGlite) with its trimmed parser table', () => {
  const opened = openDatabase();
  afterAll(async () => (await opened).close());

  it('still reads the arrays, numbers, JSON and timestamps the shop uses', async () => {
    const { db } = await opened;
    const { rows } = (await db.execute(
      sql`select array[1, 2]::int[] as ints, array['ی', 'ک']::text[] as texts, 12::bigint as big, '{"a": 1}'::jsonb as doc,
          timestamptz '2026-11-25 10:00:00+03:30' as at, array[true]::bool[] as flags,
          array[point(1, 2)] as points`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(rows[0]).toMatchObject({ ints: [1, 2], texts: ['ی', 'ک'], doc: { a: 1 }, flags: [true] });
    expect(String(rows[0]!.big)).toBe('12');
    expect(new Date(rows[0]!.at as string).toISOString()).toBe('2026-11-25T06:30:00.000Z');
    // An array type nobody reads comes back as Postgres text instead of failing.
    expect(rows[0]!.points).toBe('{"(1,2)"}');
  });
});
