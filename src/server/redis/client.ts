import { Redis, type RedisOptions } from 'ioredis';
import { onShutdown } from '../shutdown.ts';

/**
 * The shop's Redis connections when REDIS_URL is set (ARCHITECTURE.md "Scale"): one for
 * commands and one for pub/sub (a subscribed connection can do nothing else).
 *
 * Commands fail at once while Redis is away (no offline queue, one retry): every caller
 * has a fallback (the in-process cache, the PostgreSQL limit store), and a request must
 * never wait for a Redis that is restarting. ioredis keeps reconnecting in the background.
 */
export interface SharedRedis {
  commands: Redis;
  subscriber: Redis;
  /** Key prefix of this shop (REDIS_PREFIX, default "bz:"); tests give each run its own. */
  prefix: string;
  close(): Promise<void>;
}

const OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  // Back off to one attempt every 2 s while Redis is down; never give up.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  lazyConnect: true,
};

/** How long start-up waits for Redis before serving with the in-process fallbacks. */
const READY_TIMEOUT_MS = 3_000;

let logged = false;
function logOnce(err: Error) {
  if (logged) return;
  logged = true;
  console.error(`[redis] unavailable (${err.message}); serving with in-process caches and PostgreSQL limits until it is back`);
}

function connection(url: string, name: string): Redis {
  const client = new Redis(url, { ...OPTIONS, connectionName: name });
  // Without a listener ioredis reports every failed reconnect as an unhandled error.
  client.on('error', logOnce);
  client.on('ready', () => {
    if (logged) console.error(`[redis] ${name} connection is back`);
    logged = false;
  });
  return client;
}

/** Opens both connections and waits (briefly) until they are ready; never throws for a Redis that is down. */
export async function openRedis(url: string, prefix = 'bz:'): Promise<SharedRedis> {
  const commands = connection(url, 'bazaar');
  const subscriber = connection(url, 'bazaar-sub');
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS).unref());
  await Promise.race([Promise.allSettled([commands.connect(), subscriber.connect()]), timeout]);
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      commands.disconnect();
      subscriber.disconnect();
    },
  };
}

let shared: Promise<SharedRedis | undefined> | undefined;

/** The process's Redis from REDIS_URL, or undefined when unset (everything stays in-process). */
export function sharedRedis(): Promise<SharedRedis | undefined> {
  return (shared ??= (async () => {
    const url = process.env.REDIS_URL?.trim();
    if (!url) return undefined;
    const redis = await openRedis(url, process.env.REDIS_PREFIX?.trim() || 'bz:');
    onShutdown('database', 'the Redis connections', () => redis.close());
    return redis;
  })());
}

/** True when a command can be sent now (connected and ready). */
export const isReady = (client: Redis) => client.status === 'ready';
