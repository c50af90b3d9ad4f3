import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** PostgreSQL takes at most 65,535 parameters per statement: insert in chunks. */
export async function insertChunks<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** After inserting explicit ids, move each serial sequence past the largest id. */
export async function resetSequences(db: DbOrTx, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`),
    );
  }
}

/**
 * Runs a bulk load with the tables' plain indexes dropped, then builds them again from
 * their own definitions (pg_indexes). Building an index once over a million rows is many
 * times faster than updating it a million times, and the seed also rewrites every product
 * row once more (its listing card). Indexes behind constraints (primary keys, unique)
 * stay: the load relies on them. One transaction: a failure leaves every index in place.
 */
export async function withoutIndexes<T>(tx: DbOrTx, tables: readonly string[], work: () => Promise<T>): Promise<T> {
  const { rows } = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name.replaceAll('"', '""')}"`));
  const result = await work();
  for (const { definition } of rows) await tx.execute(sql.raw(definition));
  return result;
}
