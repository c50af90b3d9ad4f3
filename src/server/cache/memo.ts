/**
 * A tiny in-process cache for data every page needs (the category menu): one value per
 * key for `ttlMs`, concurrent callers share one load, a failed load is not kept.
 * Keys can be open-ended (listing facets per filter set), so every insert sweeps expired
 * entries and a map never holds more than MAX_ENTRIES (the oldest insert goes first).
 */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

type Entries = Map<string, Entry<unknown>>;

/** Upper bound on the keys one map keeps. */
export const MAX_ENTRIES = 500;

const entries: Entries = new Map();

function cached<T>(map: Entries, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = map.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  for (const [k, entry] of map) if (entry.expires <= now) map.delete(k);
  while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  const value = load();
  const entry: Entry<T> = { value, expires: now + ttlMs };
  map.set(key, entry);
  // Only this entry: a newer load stored under the same key in the meantime stays.
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  return cached(entries, key, ttlMs, load);
}

/** Drop one key, or every key with a prefix (after an admin change, in tests). */
export function forget(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

const scoped = new WeakMap<object, Entries>();

/** Like memo, but per owner object (a database): tests with fresh databases never share values. */
export function memoFor<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let map = scoped.get(owner);
  if (!map) scoped.set(owner, (map = new Map()));
  return cached(map, key, ttlMs, load);
}

/** How many keys are held (the shared map, or one owner's): for tests. */
export function memoSize(owner?: object): number {
  return owner ? (scoped.get(owner)?.size ?? 0) : entries.size;
}
