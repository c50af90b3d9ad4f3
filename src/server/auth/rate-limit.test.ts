import { describe, expect, it } from 'vitest';
import { memoryLimitStore } from './rate-limit.ts';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('memoryLimitStore', () => {
  it('counts hits per window and starts over when the window ends', async () => {
    const time = clock();
    const store = memoryLimitStore({ now: time.now });
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetIn: 60 });
    time.advance(30_000);
    expect(await store.hit('k', 60)).toEqual({ count: 2, resetIn: 30 });
    expect(await store.count('k')).toBe(2);
    time.advance(30_000);
    expect(await store.count('k')).toBe(0);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetIn: 60 });
    await store.reset('k');
    expect(await store.count('k')).toBe(0);
  });

  it('stays under its cap through 300,000 distinct keys while a hot key keeps its count', async () => {
    const cap = 10_000;
    const store = memoryLimitStore({ maxWindows: cap, now: clock().now });
    let hot = 0;
    for (let i = 0; i < 300_000; i++) {
      await store.hit(`flood:${i}`, 900);
      if (i % 1000 === 0) {
        hot = (await store.hit('pw:ip:hot', 900)).count;
        expect(store.size).toBeLessThanOrEqual(cap);
      }
    }
    expect(hot).toBe(300);
    expect(await store.count('pw:ip:hot')).toBe(300);
    expect(store.size).toBe(cap);
  });

  it('never evicts the window being hit, even at a cap of one', async () => {
    const store = memoryLimitStore({ maxWindows: 1, now: clock().now });
    await store.hit('a', 60);
    expect((await store.hit('a', 60)).count).toBe(2);
    expect((await store.hit('b', 60)).count).toBe(1);
    expect(store.size).toBe(1);
  });

  it('does work per hit that does not grow with the number of windows held', async () => {
    const time = clock();
    const store = memoryLimitStore({ maxWindows: 1_000_000, now: time.now });
    /** Work done by `n` new windows, after `held` windows (half of them expired) are in. */
    async function workPerHit(held: number, prefix: string): Promise<number> {
      for (let i = 0; i < held / 2; i++) await store.hit(`${prefix}:short:${i}`, 60);
      for (let i = 0; i < held / 2; i++) await store.hit(`${prefix}:long:${i}`, 3600);
      time.advance(61_000);
      const before = store.visited;
      for (let i = 0; i < 1000; i++) await store.hit(`${prefix}:new:${i}`, 900);
      return (store.visited - before) / 1000;
    }
    // A bounded sweep (a few windows) per hit, whether 1,000 or 150,000 windows are held.
    expect(await workPerHit(1_000, 'small')).toBeLessThanOrEqual(10);
    expect(await workPerHit(150_000, 'large')).toBeLessThanOrEqual(10);
    // The sweep still reclaims expired windows: far fewer than everything inserted is held.
    time.advance(3_600_000);
    for (let i = 0; i < 200_000; i++) await store.hit(`after:${i % 10}`, 60);
    expect(store.size).toBeLessThan(1000);
  });
});
