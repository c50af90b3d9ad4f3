import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createApi } from '#app/api.ts';
import { memoryLimitStore, type LimitStore } from '#server/auth/rate-limit.ts';
import { openRedis, type SharedRedis } from '#server/redis/client.ts';
import { RedisLimitStore } from '#server/redis/limit-store.ts';
import { alternate, peerMode, startPeer } from './peer.ts';

/**
 * A fresh, migrated, seeded database for one test file (cloned from the run's template:
 * about 0.3 s on PGlite), and the API wired to it for `app.request()`.
 */
export async function freshDatabase(): Promise<Database> {
  return (await freshDatabaseAt()).database;
}

/** freshDatabase, with its PostgreSQL URL (none on PGlite). */
async function freshDatabaseAt(): Promise<{ database: Database; url?: string }> {
  const template = inject('pgTemplate');
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (template && pgUrl) {
    const name = `${inject('pgRunId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return { database: await openDatabase({ url: url.href }), url: url.href };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return { database: await openDatabase({ loadDataDir: new Blob([dump]) }) };
}

export async function testApi() {
  const { database, url } = await freshDatabaseAt();
  const own = createApi({ database: async () => database });
  // TEST_API_PEER=1 (on PostgreSQL): every other request goes to a second app process (tests/peer.ts).
  const peer = peerMode() && url ? await startPeer(database, url) : undefined;
  const here = alternate();
  let pinned = 0;
  const app: typeof own = peer
    ? Object.assign(Object.create(own) as typeof own, {
        request: ((input: string | URL | Request, init?: RequestInit) =>
          typeof input !== 'string' || pinned > 0 || here() || !peer.canServe()
            ? own.request(input, init)
            : peer.request(input, init ?? {})) as typeof own.request,
      })
    : own;
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await peer?.close();
      await database.close();
    },
    /**
     * Runs `fn` with every request answered by the test's own process: for a check of that
     * process's insides (its log, its cache store), which the second process does not share.
     */
    async inOwnProcess<T>(fn: () => Promise<T>): Promise<T> {
      pinned++;
      try {
        return await fn();
      } finally {
        pinned--;
      }
    },
    /** JSON request helper: returns status, headers and the parsed body. */
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const res = await app.request(path, {
        method,
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let json: any;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = text;
      }
      return { status: res.status, headers: res.headers, body: json };
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof testApi>>;

/** Registers a fresh API and database for the current test file; use the returned object in tests. */
export function useTestApi(): TestApi {
  const t = {} as TestApi;
  beforeAll(async () => {
    Object.assign(t, await testApi());
  });
  afterAll(() => t.close());
  return t;
}

/**
 * A Redis connection pair of the run's test Redis (tests/setup/db-template.ts) under a key
 * prefix of its own, so test files never see each other's keys; closed after the file.
 */
export async function testRedis(): Promise<SharedRedis> {
  const redis = await openRedis(inject('redisUrl'), `test:${randomBytes(6).toString('hex')}:`);
  afterAll(() => redis.close());
  return redis;
}

let limitsRedis: Promise<SharedRedis> | undefined;

/**
 * Clean rate-limit counters for one test. With TEST_LIMITS=redis (the PostgreSQL run of
 * `npm test`) they are Redis counters under a fresh prefix, so the API suite runs on the
 * store several processes share; otherwise the in-process store.
 */
export async function freshLimitStore(): Promise<LimitStore> {
  if (process.env.TEST_LIMITS !== 'redis') return memoryLimitStore();
  const redis = await (limitsRedis ??= testRedis());
  return new RedisLimitStore({ ...redis, prefix: `${redis.prefix}${randomBytes(4).toString('hex')}:` });
}
