import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client.ts';

/** PostgreSQL takes at most 65,535 parameters per statement: insert in chunks. */
export async function insertChunks<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][], size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/**
 * Inserts rows through one JSON parameter (json_to_recordset) rather than a bind
 * parameter per value: for narrow rows by the ten thousand it is several times faster,
 * as PGlite spends its time on the parameters (json, not jsonb: read once, it need not
 * be built). Every row sets the columns the first row sets (the rest take their
 * defaults); values go as JSON (dates as ISO strings).
 */
export async function insertJson<T extends PgTable>(db: DbOrTx, table: T, rows: T['$inferInsert'][], size = 20_000): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  // A record definition takes types, not serial pseudo-types.
  const typeOf = (t: string) => ({ serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' })[t] ?? t;
  const shape = sql.raw(columns.map(([, c]) => `"${c.name}" ${typeOf(c.getSQLType())}`).join(', '));
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(
      rows.slice(i, i + size).map((row) => Object.fromEntries(columns.map(([key, c]) => [c.name, (row as Record<string, unknown>)[key]]))),
    );
    await db.execute(sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as x(${shape})`);
  }
}

/** After inserting explicit ids, move each serial sequence past the largest id. */
export async function resetSequences(db: DbOrTx, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
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
      and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name.replaceAll('"', '""')}"`));
  const result = await work();
  for (const { definition } of rows) await tx.execute(sql.raw(definition));
  return result;
}

/**
 * Runs a bulk load with the foreign keys from `from` to `to` dropped, then adds them back
 * from their own definitions (pg_get_constraintdef), which checks every row in one join:
 * a foreign key is otherwise a trigger per inserted row, most of the cost of loading many
 * narrow rows (review scores). Dropping a key locks the table it points to until commit,
 * so `to` names only tables the same transaction fills (the catalogue being reseeded):
 * a key to users stays, as every signed-in request reads that table. One transaction: a
 * failure leaves every key in place.
 */
export async function withoutForeignKeys<T>(tx: DbOrTx, { from, to }: { from: readonly string[]; to: readonly string[] }, work: () => Promise<T>): Promise<T> {
  const list = (names: readonly string[]) =>
    sql.join(
      names.map((t) => sql`${t}::regclass`),
      sql`, `,
    );
  const { rows } = (await tx.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    where c.contype = 'f' and c.conrelid in (${list(from)}) and c.confrelid in (${list(to)})
    order by c.conname`)) as unknown as { rows: { table: string; name: string; definition: string }[] };
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  for (const k of rows) await tx.execute(sql.raw(`alter table ${k.table} drop constraint ${quoted(k.name)}`));
  const result = await work();
  for (const k of rows) await tx.execute(sql.raw(`alter table ${k.table} add constraint ${quoted(k.name)} ${k.definition}`));
  return result;
}
