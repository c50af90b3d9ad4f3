import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import type { Database } from './db/client.ts';
import { leaseKey, leasesFor } from './lease.ts';

/** Background jobs run in one process at a time: on PostgreSQL through advisory locks. */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
};

describe('job leases', () => {
  it('lets one of two processes run a job while the other skips it, then either may run it again', async () => {
    const a = leasesFor(database);
    const b = leasesFor(database);
    try {
      const running = gate();
      const finish = gate();
      const first = a.run('alerts', async () => {
        running.open();
        await finish.opened;
      });
      await running.opened;
      let ranTwice = false;
      const second = await b.run('alerts', async () => {
        ranTwice = true;
      });
      if (database.kind === 'postgres') {
        expect(second).toBe(false);
        expect(ranTwice).toBe(false);
        // Another job is not held up by this one.
        expect(await b.run('holds', async () => {})).toBe(true);
      } else {
        // PGlite is one process (its directory is locked): every lease is granted.
        expect(second).toBe(true);
      }
      finish.open();
      expect(await first).toBe(true);
      expect(await b.run('alerts', async () => {})).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('frees the lease when the job fails', async () => {
    const a = leasesFor(database);
    try {
      await expect(a.run('clean-up', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await a.run('clean-up', async () => {})).toBe(true);
    } finally {
      await a.close();
    }
  });

  it('names every job with its own stable key', () => {
    expect(leaseKey('alerts')).toBe(leaseKey('alerts'));
    expect(leaseKey('alerts')).not.toBe(leaseKey('holds'));
    expect(Number.isInteger(leaseKey('alerts'))).toBe(true);
  });
});
