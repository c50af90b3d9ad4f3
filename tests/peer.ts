import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { limitStore, setLimitStore } from '#server/auth/rate-limit.ts';
import { openRedis, sharedRedis } from '#server/redis/client.ts';
import { RedisLimitStore } from '#server/redis/limit-store.ts';
import { shareState } from '#server/shared-state.ts';
import type { Database } from '#server/db/client.ts';

/**
 * The API suite on two app processes (`npm test`'s api-pg stage sets
 * TEST_API_PEER=1): the test file's own process is one, serving through app.request(); a
 * second (tests/cluster/api-peer.ts) serves the same PostgreSQL database over HTTP. Both
 * share one Redis prefix as the shop's processes do (caches, purges, rate limits), and
 * requests alternate between them, so a code sent by one is checked by the other, a
 * limit counts hits on both, a purge in one empties the other's caches.
 */
export const peerMode = () => process.env.TEST_API_PEER === '1';

const PEER = fileURLToPath(new URL('./cluster/api-peer.ts', import.meta.url));

export interface Peer {
  /**
   * False while the test counts limits in a store only its own process has (a memory store
   * on a test clock): those requests stay in the test's process.
   */
  canServe(): boolean;
  /** Sends one request to the second process, first telling it what the test changed since the last. */
  request(path: string, init: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The settings a test may change at run time and the peer must follow (the rest are the same at spawn). */
const snapshot = () => ({ ...process.env });

/**
 * Joins this test process to a Redis prefix of the file's own, as the shop does with
 * REDIS_URL, and starts the peer on the same database and prefix.
 */
export async function startPeer(database: Database, databaseUrl: string): Promise<Peer> {
  const prefix = `apitest:${randomBytes(6).toString('hex')}:`;
  process.env.REDIS_URL = inject('redisUrl');
  process.env.REDIS_PREFIX = prefix;
  if (!(await shareState(async () => database))) throw new Error('the test process could not join Redis');
  // Limits start as a plain Redis store under the file's prefix (the shop wraps it in a
  // PostgreSQL fallback for Redis outages, which this suite does not stage).
  const limits = await openRedis(process.env.REDIS_URL, prefix);
  setLimitStore(new RedisLimitStore(limits));

  // Type stripping alone cannot run the server code (parameter properties): transform the types.
  const child: ChildProcess = spawn(process.execPath, ['--experimental-transform-types', '--no-warnings', PEER], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`api-peer exited (${code}) before listening`)));
  });
  const base = `http://127.0.0.1:${port}`;

  let env = snapshot();
  let limitPrefix = prefixOf(limitStore());
  const sync = async () => {
    const now = snapshot();
    const changed: Record<string, string | null> = {};
    for (const key of new Set([...Object.keys(env), ...Object.keys(now)])) if (env[key] !== now[key]) changed[key] = now[key] ?? null;
    const currentPrefix = prefixOf(limitStore());
    const body: { env?: Record<string, string | null>; limitPrefix?: string } = {};
    if (Object.keys(changed).length) body.env = changed;
    if (currentPrefix !== limitPrefix && currentPrefix) body.limitPrefix = currentPrefix;
    if (!body.env && !body.limitPrefix) return;
    const res = await fetch(`${base}/__peer/sync`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`api-peer sync: ${res.status}`);
    env = now;
    limitPrefix = currentPrefix;
  };

  let served = 0;
  return {
    canServe: () => prefixOf(limitStore()) !== undefined,
    async request(path, init) {
      await sync();
      served++;
      return send(port, path, init);
    },
    async close() {
      console.log(`[peer] ${served} requests served by the second process`);
      await limits.close();
      await (await sharedRedis())?.close();
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** The key prefix of a Redis limit store; undefined for any other store (the peer keeps its own then). */
function prefixOf(store: unknown): string | undefined {
  if (!(store instanceof RedisLimitStore)) return undefined;
  return (store as unknown as { redis: { prefix: string } }).redis.prefix;
}

/** True for requests the test file's own process answers; the others go to the peer. */
export function alternate(): () => boolean {
  let n = 0;
  return () => n++ % 2 === 0;
}

/**
 * One request to the peer as app.request() would make it: the same Host (localhost, or
 * the test's own), every header as given, redirects not followed. node:http rather than
 * fetch, which would not send a Host of the test's choosing.
 */
async function send(port: number, path: string, init: RequestInit): Promise<Response> {
  const prepared = new Request(new URL(path, 'http://localhost'), init);
  const body = init.body == null ? undefined : Buffer.from(await prepared.arrayBuffer());
  const headers: Record<string, string> = { host: 'localhost' };
  prepared.headers.forEach((value, key) => (headers[key] = value));
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: prepared.method,
        path: new URL(path, 'http://localhost').pathname + new URL(path, 'http://localhost').search,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (value === undefined || key === 'connection' || key === 'keep-alive' || key === 'transfer-encoding' || key === 'date') continue;
            for (const v of Array.isArray(value) ? value : [value]) out.append(key, v);
          }
          const status = res.statusCode ?? 500;
          const nullBody = status === 204 || status === 304 || prepared.method === 'HEAD';
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
