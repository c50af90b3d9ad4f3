import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import type { Database } from '../db/client.ts';
import { databaseLimitStore } from './limit-stores.ts';
import { enforceLimits, setLimitStore, memoryLimitStore } from './rate-limit.ts';

/** The database limit store: what several processes count with while Redis is away (PGlite and PostgreSQL). */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  setLimitStore(memoryLimitStore());
  await database.close();
});

describe('rate limits counted in the database', () => {
  it('loses no hit when many arrive at once', async () => {
    const store = databaseLimitStore(async () => database.db);
    const hits = await Promise.all(Array.from({ length: 12 }, () => store.hit('ip:10.0.0.1', 60)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // One window for all: never past its 60 s (a busy machine may take a few seconds for the twelve).
    expect(
      hits.every((h) => h.resetIn >= 50 && h.resetIn <= 60),
      JSON.stringify(hits),
    ).toBe(true);
    expect(await store.count('ip:10.0.0.1')).toBe(12);
    await store.reset('ip:10.0.0.1');
    expect(await store.count('ip:10.0.0.1')).toBe(0);
  });

  it('refuses over the limit with the wait, and starts a new window when the old one ends', async () => {
    const store = databaseLimitStore(async () => database.db);
    setLimitStore(store);
    const limits = [{ key: 'otp:09120000009', max: 2, windowSeconds: 1 }];
    await enforceLimits(limits, 'زیاد');
    await enforceLimits(limits, 'زیاد');
    await expect(enforceLimits(limits, 'زیاد')).rejects.toMatchObject({ status: 429, message: 'زیاد' });
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await store.count('otp:09120000009')).toBe(0);
    await enforceLimits(limits, 'زیاد');
    expect(await store.count('otp:09120000009')).toBe(1);
  });
});
