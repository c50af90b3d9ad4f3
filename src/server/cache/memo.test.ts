import { afterEach, describe, expect, it, vi } from 'vitest';
import { forget, memo } from './memo.ts';

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
});
