import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { resolve } from 'node:path';
import pg from 'pg';
import type { Database } from './client.ts';

/** Generated SQL under drizzle/ (drizzle-kit generate), applied in order, each once. */
export const MIGRATIONS_DIR = resolve(process.env.MIGRATIONS_DIR ?? 'drizzle');

// Any fixed number: several app processes starting at once migrate one at a time.
const MIGRATION_LOCK = 724_311;

export async function migrate(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    // drizzle's migrator is typed per driver; the Db type is the common supertype.
    await migratePglite(database.db as never, options);
    return;
  }
  // A session-level lock needs one connection of its own (the pool may switch connections).
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(database.db as never, options);
  } finally {
    await lock.end();
  }
}
