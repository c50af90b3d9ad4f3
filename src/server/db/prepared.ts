import { is, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { DbOrTx } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * A named server-side statement for a hot read whose plan never changes (the listing's
 * cards). On PGlite, planning a six-table join costs more than running it (~4 of ~6 ms CPU
 * at 200,000 products); a statement prepared once per database is planned a few times and
 * then reuses its generic plan. PGlite binds no parameters to EXECUTE, so the arguments are
 * SQL literals the caller builds from trusted values (intArray). On PostgreSQL (a pool, whose
 * connections would each need it prepared) the same text runs as a plain query.
 */
export interface PreparedStatement {
  (db: DbOrTx, ...args: SQL[]): Promise<unknown>;
}

const dialect = new PgDialect();
/** The statements already prepared per PGlite session client (the database or a transaction). */
const preparedOn = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * `build` gives the statement for its arguments; it must bind no values of its own (its
 * text is prepared once with $1…$n in the arguments' places). `types`: the arguments'
 * PostgreSQL types. `name`: lowercase, unique in the process.
 */
export function preparedStatement(name: string, types: string[], build: (...args: SQL[]) => SQL): PreparedStatement {
  let declaration: string | undefined;
  const declare = () => {
    if (declaration) return declaration;
    const query = dialect.sqlToQuery(build(...types.map((_, i) => sql.raw(`$${i + 1}`))));
    if (query.params.length) throw new Error(`prepared statement ${name} binds values of its own`);
    return (declaration = `prepare ${name}(${types.join(', ')}) as ${query.sql}`);
  };
  return async (db, ...args) => {
    const session = (db as unknown as { session?: unknown }).session;
    if (!is(session, PgliteSession)) return db.execute(build(...args));
    await ensurePrepared(db, (session as unknown as { client: object }).client, name, declare);
    return db.execute(sql`execute ${sql.raw(name)}(${sql.join(args, sql`, `)})`);
  };
}

/**
 * Prepares the statement on this session unless it already is. A transaction has its own
 * client object but shares the database's session, so it asks pg_prepared_statements first
 * (once per client); statements outlive a rolled-back transaction.
 */
function ensurePrepared(db: DbOrTx, client: object, name: string, declare: () => string): Promise<void> {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map<string, Promise<void>>()));
  let ready = names.get(name);
  if (!ready) {
    ready = (async () => {
      const found = rowsOf(await db.execute(sql`select 1 from pg_prepared_statements where name = ${name}`));
      if (!found.length) await db.execute(sql.raw(declare()));
    })();
    names.set(name, ready);
    const known = names;
    ready.catch(() => known.delete(name));
  }
  return ready;
}
