import { afterEach, describe, expect, it, vi } from 'vitest';
import { forget, MAX_ENTRIES, memo, memoFor, memoSize, SWEEP_PER_INSERT } from './memo.ts';

describe('memo', () => {
  afterEach(() => {
    forget();
    vi.useRealTimers();
  });

  it('loads once per key until the time is up', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 42);
    expect(await Promise.all([memo('k', 1000, load), memo('k', 1000, load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1001);
    await memo('k', 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    await expect(memo('bad', 1000, async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await memo('bad', 1000, async () => 'ok')).toBe('ok');
  });

  it('drops expired entries when a new key is stored', async () => {
    vi.useFakeTimers();
    const owner = {};
    await Promise.all(['a', 'b', 'c'].map((k) => memoFor(owner, k, 1000, async () => k)));
    expect(memoSize(owner)).toBe(3);
    vi.advanceTimersByTime(1001);
    expect(await memoFor(owner, 'd', 1000, async () => 'd')).toBe('d');
    expect(memoSize(owner)).toBe(1);
    await memo('x', 1000, async () => 1);
    vi.advanceTimersByTime(1001);
    await memo('y', 1000, async () => 2);
    expect(memoSize()).toBe(1);
  });

  it('keeps at most MAX_ENTRIES keys, evicting the oldest', async () => {
    const owner = {};
    for (let i = 0; i <= MAX_ENTRIES; i++) await memoFor(owner, `k${i}`, 60_000, async () => i);
    expect(memoSize(owner)).toBe(MAX_ENTRIES);
    const load = vi.fn(async () => -1);
    expect(await memoFor(owner, `k${MAX_ENTRIES}`, 60_000, load)).toBe(MAX_ENTRIES);
    expect(load).not.toHaveBeenCalled();
    expect(await memoFor(owner, 'k0', 60_000, load)).toBe(-1);
  });

  it('drops only a few expired entries per insert, never walking the whole map', async () => {
    vi.useFakeTimers();
    const owner = {};
    for (let i = 0; i < MAX_ENTRIES - 1; i++) await memoFor(owner, `old${i}`, 1000, async () => i);
    vi.advanceTimersByTime(1001);
    await memoFor(owner, 'new0', 60_000, async () => 0);
    expect(memoSize(owner)).toBe(MAX_ENTRIES - 1 - SWEEP_PER_INSERT + 1);
    // Later inserts keep sweeping until every expired entry is gone.
    for (let i = 1; i < MAX_ENTRIES - 1; i++) await memoFor(owner, `new${i}`, 60_000, async () => i);
    expect(memoSize(owner)).toBe(MAX_ENTRIES - 1);
    const load = vi.fn(async () => -1);
    expect(await memoFor(owner, 'new1', 60_000, load)).toBe(1);
    expect(load).not.toHaveBeenCalled();
  });
});
