import { describe, expect, it } from 'vitest';
import { onShutdown, runShutdown } from './shutdown.ts';

describe('runShutdown', () => {
  it('stops the background work before closing the database, and reports a failure without skipping the rest', async () => {
    const order: string[] = [];
    onShutdown('database', 'db', async () => void order.push('database'));
    onShutdown('work', 'slow job', () => new Promise<void>((resolve) => setTimeout(() => (order.push('slow job'), resolve()), 20)));
    onShutdown('work', 'broken job', () => Promise.reject(new Error('boom')));
    const logged: string[] = [];
    expect(await runShutdown((line) => logged.push(line))).toBe(false);
    expect(order).toEqual(['slow job', 'database']);
    expect(logged).toEqual(['[bazaar] stopping broken job failed:']);
    // Each hook runs once.
    expect(await runShutdown()).toBe(true);
    expect(order).toHaveLength(2);
  });

  it('skips a hook removed before the stop', async () => {
    let ran = false;
    const forget = onShutdown('work', 'gone', () => void (ran = true));
    forget();
    await runShutdown();
    expect(ran).toBe(false);
  });
});
