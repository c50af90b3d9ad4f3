import type { SharedRedis } from '../redis/client.ts';

/**
 * A version that moves whenever something shown on catalogue pages changes (a price,
 * stock, a promotion, content). Cached pages and API answers remember the version they
 * were made with and are thrown away once it moves.
 *
 * Two parts: `local` counts this process's own purges (they take effect at once, before
 * any network round trip), and `global` is the shop-wide counter in Redis when several
 * processes share one (REDIS_URL): a purge increments it and publishes the new value, and
 * every process adopts it, so a price change in one process empties the caches of all.
 * Without Redis the global part stays 0 and each process purges its own caches.
 */
let local = 0;
let global = 0;

interface Shared {
  redis: SharedRedis;
  /** Purges sent to Redis and not yet acknowledged: the shared page store is not trusted meanwhile. */
  pending: number;
  /** A purge could not reach Redis: send one when it is back, so no process keeps what it missed. */
  missed: boolean;
}
let shared: Shared | undefined;

/** The version a cached page or answer is compared against (this process's view). */
export const pageVersion = (): string => `${global}.${local}`;

/**
 * The shop-wide version, for entries kept in Redis by one process and served by another;
 * undefined while that cannot be trusted (no Redis, Redis away, a purge in flight).
 */
export function sharedPageVersion(): number | undefined {
  if (!shared || shared.pending > 0 || shared.missed || shared.redis.commands.status !== 'ready') return undefined;
  return global;
}

const counterKey = (redis: SharedRedis) => `${redis.prefix}pages:version`;
const channel = (redis: SharedRedis) => `${redis.prefix}pages:purge`;

// Increment and publish in one step: no process can read the new value before hearing of it.
const PURGE = `local v = redis.call('INCR', KEYS[1]) redis.call('PUBLISH', ARGV[1], v) return v`;

function adopt(value: unknown): void {
  const v = Number(value);
  if (Number.isSafeInteger(v) && v > global) global = v;
}

function purgeShared(s: Shared): void {
  s.pending++;
  s.redis.commands
    .eval(PURGE, 1, counterKey(s.redis), channel(s.redis))
    .then((v) => {
      adopt(v);
      s.missed = false;
    })
    .catch(() => {
      s.missed = true;
    })
    .finally(() => s.pending--);
}

/**
 * Callers purge inside the transaction that changes the data, before it commits: a page
 * rendered in between would be kept with old data under the new version. So every purge
 * is followed by one more a moment later (one pending at a time), after the commit.
 */
export const TRAILING_PURGE_MS = 1_500;
let trailing: ReturnType<typeof setTimeout> | undefined;

function purgeNow(): void {
  local++;
  if (shared) purgeShared(shared);
}

export function purgePages(): void {
  purgeNow();
  trailing ??= setTimeout(() => {
    trailing = undefined;
    purgeNow();
  }, TRAILING_PURGE_MS);
  trailing.unref?.();
}

/**
 * Joins the shop-wide purges (start-up, when REDIS_URL is set): listens for other
 * processes' purges, reads the counter on every (re)connect, and sends a purge this
 * process missed while Redis was away.
 */
export async function sharePurges(redis: SharedRedis): Promise<void> {
  const s: Shared = { redis, pending: 0, missed: false };
  shared = s;
  redis.subscriber.on('message', (from: string, value: string) => {
    if (from === channel(redis)) adopt(value);
  });
  // Either connection may come back first; whichever does last finds both ready.
  const join = async () => {
    if (redis.subscriber.status !== 'ready' || redis.commands.status !== 'ready') return;
    await redis.subscriber.subscribe(channel(redis));
    adopt(await redis.commands.get(counterKey(redis)));
    if (s.missed) purgeShared(s);
  };
  const rejoin = () => void join().catch(() => {});
  redis.subscriber.on('ready', rejoin);
  redis.commands.on('ready', rejoin);
  await join().catch(() => {});
}

/** Tests: back to a process of its own. */
export function stopSharingPurges(): void {
  shared = undefined;
}
