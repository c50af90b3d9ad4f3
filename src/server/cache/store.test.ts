import { describe, expect, it } from 'vitest';
import { cached, MemoryStore, ttlFromEnv } from './store.ts';

describe('MemoryStore', () => {
  it('returns what was set until the TTL passes', async () => {
    let now = 1_000;
    const store = new MemoryStore({ now: () => now });
    await store.set('a', { x: 1 }, 10);
    expect(await store.get('a')).toEqual({ x: 1 });
    now += 9_999;
    expect(await store.get('a')).toEqual({ x: 1 });
    now += 1;
    expect(await store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const store = new MemoryStore({ maxEntries: 2 });
    await store.set('a', 1, 60);
    await store.set('b', 2, 60);
    await store.get('a'); // a is now the most recently used
    await store.set('c', 3, 60);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe(1);
    expect(await store.get('c')).toBe(3);
    expect(store.size).toBe(2);
  });

  it('does not keep values with a zero TTL, and deletes on request', async () => {
    const store = new MemoryStore();
    await store.set('a', 1, 0);
    expect(await store.get('a')).toBeUndefined();
    await store.set('b', 2, 60);
    await store.delete('b');
    expect(await store.get('b')).toBeUndefined();
  });
});

describe('cached', () => {
  it('loads once and serves the stored value afterwards', async () => {
    const store = new MemoryStore();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cached(store, 'k', 60, load)).toBe(1);
    expect(await cached(store, 'k', 60, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('always loads when the TTL is 0', async () => {
    const store = new MemoryStore();
    let loads = 0;
    const load = async () => ++loads;
    await cached(store, 'k', 0, load);
    expect(await cached(store, 'k', 0, load)).toBe(2);
  });

  it('still answers when the store fails', async () => {
    const broken = {
      get: async () => Promise.reject(new Error('down')),
      set: async () => Promise.reject(new Error('down')),
      delete: async () => undefined,
    };
    expect(await cached(broken, 'k', 60, async () => 'v')).toBe('v');
  });
});

describe('ttlFromEnv', () => {
  it('reads whole seconds and falls back otherwise', () => {
    expect(ttlFromEnv(undefined, 43200)).toBe(43200);
    expect(ttlFromEnv('', 43200)).toBe(43200);
    expect(ttlFromEnv('0', 43200)).toBe(0);
    expect(ttlFromEnv(' 600 ', 43200)).toBe(600);
    expect(ttlFromEnv('-5', 43200)).toBe(43200);
    expect(ttlFromEnv('1e3', 43200)).toBe(43200);
  });
});
