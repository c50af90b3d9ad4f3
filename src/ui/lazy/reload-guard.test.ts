import { describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './on-intent.ts';
import { RELOAD_KEY, reloadForFailedChunk } from './reload-guard.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('chunk-reload guard (a failed lazy module reloads the page, at most once a minute)', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memory();
    const reload = vi.fn();
    let now = 1_000_000;
    const guard = () => reloadForFailedChunk({ storage, reload, now: () => now, online: () => true });
    expect(guard()).toBe(true);
    expect(storage.map.get(RELOAD_KEY)).toBe('1000000');
    now += 30_000;
    expect(guard()).toBe(false);
    now += 29_999;
    expect(guard()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    now += 2;
    expect(guard()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline or without storage to remember it in', () => {
    const reload = vi.fn();
    expect(reloadForFailedChunk({ storage: memory(), reload, online: () => false })).toBe(false);
    expect(reloadForFailedChunk({ storage: null, reload, online: () => true })).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForFailedChunk({ storage: full, reload, online: () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is what the lazy loader does when a page module cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFail = vi.fn(() => true);
    const doc = new EventTarget() as unknown as Document;
    const load = loadOnIntent(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { onFail }, doc);
    await load();
    await load();
    expect(onFail).toHaveBeenCalledOnce();
    const fine = vi.fn(() => true);
    await loadOnIntent(() => Promise.resolve(), { onFail: fine }, doc)();
    expect(fine).not.toHaveBeenCalled();
  });
});
