import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { config } from '../config.ts';
import { onShutdown } from '../shutdown.ts';
import { lockDataDir } from './dir-lock.ts';

// No schema is handed to drizzle: the code writes its queries with the query builder and SQL,
// never drizzle's relational `db.query.*`, so the infrastructure need not know every module's
// tables (the schema index is composition: src/app/schema.ts, read by drizzle-kit).
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Services take either: a function of (db | tx, input) runs inside a caller's transaction too. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (postgres only), for work that needs its own connection. */
  url?: string;
  /** PGlite only: the data directory as a tarball (tests clone a migrated template from it). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL URL; without one PGlite is used. */
  url?: string;
  /** PGlite directory; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.PG_POOL_MAX ?? 10),
    });
    // A broken idle connection must not take the process down.
    pool.on('error', (err) => console.error('[db] idle client error', err.message));
    return { db: drizzleNodePg({ client: pool }) as unknown as Db, kind: 'postgres', url: options.url, close: () => pool.end() };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  keepParsersWeRead(client);
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * drizzle hands PGlite its own parsers with every query, and PGlite then copies its whole
 * parser table into a new one for that query: ~320 entries, one per array type in the
 * catalogue, ~60 µs a query (a trivial query costs ~100 µs without it). The table keeps
 * the base types and the arrays our schema and SQL read (integer arrays of the listing
 * cards, text, and the types drizzle reads as strings); any other array comes back as
 * Postgres text, which drizzle's array columns parse too.
 */
const ARRAYS_WE_READ = new Set([1000, 1005, 1007, 1009, 1015, 1016, 1021, 1022, 1231, 1115, 1182, 1185, 1187, 199, 3807, 2951]);

function keepParsersWeRead(client: PGlite): void {
  const kept: PGlite['parsers'] = {};
  for (const [key, parse] of Object.entries(client.parsers)) {
    if (key in types.parsers || ARRAYS_WE_READ.has(Number(key))) kept[key] = parse;
  }
  client.parsers = kept;
}

/** The database the running server uses: PostgreSQL when DATABASE_URL is set, else ./data/pglite. */
export function openConfiguredDatabase(): Promise<Database> {
  return config.databaseUrl ? openDatabase({ url: config.databaseUrl }) : openDatabase({ dataDir: join(config.dataDir, 'pglite') });
}

let shared: Promise<Database> | undefined;
let forgetShutdown: (() => void) | undefined;

/** One database per process, opened on first use, closed when the server stops (shutdown.ts). */
export function getDatabase(): Promise<Database> {
  if (!shared) {
    shared = openConfiguredDatabase().catch((err) => {
      shared = undefined;
      throw err;
    });
    forgetShutdown ??= onShutdown('database', 'the database', closeSharedDatabase);
  }
  return shared;
}

export async function closeSharedDatabase(): Promise<void> {
  const current = shared;
  shared = undefined;
  forgetShutdown?.();
  forgetShutdown = undefined;
  if (current) await (await current).close();
}
