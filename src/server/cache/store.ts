/**
 * A key-value cache with expiry, behind an interface so a shared implementation (Redis
 * when REDIS_URL is set, ARCHITECTURE.md "Scale") can replace the in-process default
 * without touching callers. Methods are async for that reason. Values must be
 * JSON-serialisable (a networked store would serialise them).
 */
export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

interface Entry {
  value: unknown;
  expires: number;
}

export interface MemoryStoreOptions {
  /** Least recently used entries are dropped beyond this many (default 1,000). */
  maxEntries?: number;
  /** Milliseconds clock (tests pass a fake one). */
  now?: () => number;
}

/** In-process LRU: a Map keeps insertion order, so re-inserting on read marks "recently used". */
export class MemoryStore implements CacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxEntries = 1000, now = Date.now }: MemoryStoreOptions = {}) {
    this.maxEntries = Math.max(1, maxEntries);
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires <= this.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value as T;
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    if (!(ttlSeconds > 0)) return;
    this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

let shared: CacheStore | undefined;

/** The process-wide store (the in-process LRU until a shared one is configured). */
export function cacheStore(): CacheStore {
  return (shared ??= new MemoryStore());
}

/** Replace the process-wide store (a Redis adapter at start-up; tests). */
export function setCacheStore(store: CacheStore | undefined): void {
  shared = store;
}

/**
 * The cached value for `key`, or `load()` stored for `ttlSeconds`. A TTL of 0 (or less)
 * disables caching. A failing cache never fails the request: the value is loaded instead.
 */
export async function cached<T>(store: CacheStore, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  if (!(ttlSeconds > 0)) return load();
  const hit = await store.get<T>(key).catch(() => undefined);
  if (hit !== undefined) return hit;
  const value = await load();
  await store.set(key, value, ttlSeconds).catch(() => undefined);
  return value;
}

/** A TTL in whole seconds from an environment value; `fallback` when unset or invalid. */
export function ttlFromEnv(raw: string | undefined, fallback: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  return /^\d{1,9}$/.test(text) ? Number(text) : fallback;
}
