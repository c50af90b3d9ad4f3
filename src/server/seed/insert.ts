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
