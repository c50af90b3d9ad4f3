/**
 * A tiny in-process cache for data every page needs (the category menu): one value per
 * key for `ttlMs`, concurrent callers share one load, a failed load is not kept.
 * Keys can be open-ended (listing facets per filter set), so a map never holds more than
 * MAX_ENTRIES (the oldest insert goes first) and every insert drops a few expired entries
 * from the old end: bounded work per call, never a walk over the whole map.
 */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

type Entries = Map<string, Entry<unknown>>;

/** Upper bound on the keys one map keeps. */
export const MAX_ENTRIES = 500;
/** Expired entries an insert drops at most (more than the one it adds, so expiry keeps up). */
export const SWEEP_PER_INSERT = 8;

const entries: Entries = new Map();

function cached<T>(map: Entries, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = map.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  // Re-inserted at the new end: the map stays in insertion order for the sweep and the cap.
  if (hit) map.delete(key);
  let budget = SWEEP_PER_INSERT;
  for (const [k, entry] of map) {
    if (budget-- <= 0 || entry.expires > now) break;
    map.delete(k);
  }
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
  if (!map) scoped.set(owner, (map = new Map<string, Entry<unknown>>()));
  return cached(map, key, ttlMs, load);
}

/** How many keys are held (the shared map, or one owner's): for tests. */
export function memoSize(owner?: object): number {
  return owner ? (scoped.get(owner)?.size ?? 0) : entries.size;
}

/** Drop one owner's keys with a prefix (a staff change to what they hold: the category tree, the brands). */
export function forgetFor(owner: object, prefix = ''): void {
  const map = scoped.get(owner);
  if (map) for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
}
