/**
 * A tiny in-process cache for data every page needs (the category menu): one value per
 * key for `ttlMs`, concurrent callers share one load, a failed load is not kept.
 */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

const entries = new Map<string, Entry<unknown>>();

export function memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  entries.set(key, { value, expires: now + ttlMs });
  value.catch(() => entries.delete(key));
  return value;
}

/** Drop one key, or every key with a prefix (after an admin change, in tests). */
export function forget(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

const scoped = new WeakMap<object, Map<string, Entry<unknown>>>();

/** Like memo, but per owner object (a database): tests with fresh databases never share values. */
export function memoFor<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let map = scoped.get(owner);
  if (!map) scoped.set(owner, (map = new Map()));
  const now = Date.now();
  const hit = map.get(key) as Entry<T> | undefined;
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  map.set(key, { value, expires: now + ttlMs });
  value.catch(() => map.delete(key));
  return value;
}
