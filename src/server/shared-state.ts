import { limitStore, setLimitStore } from './auth/rate-limit.ts';
import { databaseLimitStore, fallbackLimitStore } from './auth/limit-stores.ts';
import { sharePurges } from './cache/page-version.ts';
import { setCacheStore } from './cache/store.ts';
import type { Database } from './db/client.ts';
import type { SharedResponses } from './http/shared-responses.ts';
import { redisResponses } from './http/shared-responses.ts';
import { RedisCacheStore } from './redis/cache-store.ts';
import { sharedRedis } from './redis/client.ts';
import { RedisLimitStore } from './redis/limit-store.ts';

/**
 * What several app processes share when REDIS_URL is set (ARCHITECTURE.md "Scale", README
 * "Running several processes"): the cache store (search suggestions and the like), the
 * rate limits, the page and API answer cache (L2) and its purges. Without REDIS_URL
 * nothing changes: every store stays in-process.
 *
 * While Redis is away the shop keeps serving: caches miss (each process renders for
 * itself), purges are sent once it is back, and limits are counted in PostgreSQL (or in
 * the process, on PGlite, which is one process anyway).
 */
let responses: SharedResponses | undefined;

/** The shared page and API answer store, once Redis is configured. */
export const sharedResponses = (): SharedResponses | undefined => responses;

let fallbackNoted = 0;
const noteFallback = (err: unknown) => {
  // At most one line a minute: a Redis outage must not flood the log.
  if (Date.now() - fallbackNoted < 60_000) return;
  fallbackNoted = Date.now();
  console.error(`[redis] limits counted in the fallback store while Redis fails (${(err as Error)?.message ?? err})`);
};

export async function shareState(database: () => Promise<Database>): Promise<boolean> {
  const redis = await sharedRedis();
  if (!redis) return false;
  setCacheStore(new RedisCacheStore(redis));
  const { kind, db } = await database();
  const fallback = kind === 'postgres' ? databaseLimitStore(async () => db) : limitStore();
  setLimitStore(fallbackLimitStore(new RedisLimitStore(redis), fallback, noteFallback));
  responses = redisResponses(redis);
  await sharePurges(redis);
  return true;
}
