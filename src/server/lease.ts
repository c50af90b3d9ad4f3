import pg from 'pg';
import type { Database } from './db/client.ts';

/**
 * "One process at a time" for background jobs (ARCHITECTURE.md "Scale"). On PostgreSQL a
 * session advisory lock on a connection of its own: the first process to take it runs
 * the job, the others skip this round, and a process that dies loses its connection and
 * so its lock at once (no expiry to wait for). PGlite is one process by construction
 * (its directory is locked), so there every lease is granted.
 *
 * A lease can still be lost mid-run (the lease connection drops), which is why every job
 * stays idempotent and claims its rows with SKIP LOCKED.
 */
export interface Leases {
  /** Runs `work` if no other process holds `name`; resolves false when skipped. */
  run(name: string, work: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** A stable 32-bit key per job name (advisory locks take integers). */
export function leaseKey(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of `bazaar:job:${name}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

export function leasesFor(database: Pick<Database, 'kind' | 'url'>): Leases {
  if (database.kind !== 'postgres' || !database.url) {
    return { run: async (_name, work) => (await work(), true), close: async () => {} };
  }
  const url = database.url;
  let client: Promise<pg.Client> | undefined;
  const connection = () =>
    (client ??= (async () => {
      const c = new pg.Client({ connectionString: url, application_name: 'bazaar-leases' });
      // A dropped connection releases its locks on the server; the next run opens a new one.
      c.on('error', () => forget(c));
      try {
        await c.connect();
      } catch (err) {
        client = undefined;
        throw err;
      }
      return c;
    })());
  const forget = (c: pg.Client) => {
    void client?.then((current) => {
      if (current === c) client = undefined;
    });
  };
  return {
    async run(name, work) {
      const c = await connection();
      const key = leaseKey(name);
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]).catch((err: unknown) => {
        forget(c);
        throw err;
      });
      if (!rows[0]?.ok) return false;
      try {
        await work();
        return true;
      } finally {
        // If the connection is gone, so is the lock.
        await c.query('select pg_advisory_unlock($1)', [key]).catch(() => forget(c));
      }
    },
    async close() {
      const c = client;
      client = undefined;
      await (await c?.catch(() => undefined))?.end().catch(() => {});
    },
  };
}
