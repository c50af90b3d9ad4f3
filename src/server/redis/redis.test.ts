import { Redis } from 'ioredis';
import { afterEach, beforeAll, describe, expect, it, inject } from 'vitest';
import { testRedis } from '#tests/harness.ts';
import { fallbackLimitStore } from '../auth/limit-stores.ts';
import { enforceLimits, memoryLimitStore, setLimitStore, type LimitStore } from '../auth/rate-limit.ts';
import { pageVersion, purgePages, sharedPageVersion, sharePurges, stopSharingPurges } from '../cache/page-version.ts';
import { cached } from '../cache/store.ts';
import { redisResponses } from '../http/shared-responses.ts';
import { RedisCacheStore } from './cache-store.ts';
import type { SharedRedis } from './client.ts';
import { RedisLimitStore } from './limit-store.ts';

/**
 * The stores several app processes share, against a real Redis (the run's throwaway one).
 * Two connection pairs under one prefix stand for two processes.
 */
let one: SharedRedis;
let two: SharedRedis;
beforeAll(async () => {
  one = await testRedis();
  two = await testRedis();
  // The same shop: the second "process" uses the first one's prefix.
  two = { ...two, prefix: one.prefix };
});

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the shared cache store', () => {
  it('keeps JSON values for their TTL, shared by every process', async () => {
    const a = new RedisCacheStore(one);
    const b = new RedisCacheStore(two);
    await a.set('suggest:گوشی', { items: [1, 2], q: 'گوشی' }, 60);
    expect(await b.get('suggest:گوشی')).toEqual({ items: [1, 2], q: 'گوشی' });
    expect(await one.commands.ttl(`${one.prefix}cache:suggest:گوشی`)).toBeGreaterThan(55);
    await b.delete('suggest:گوشی');
    expect(await a.get('suggest:گوشی')).toBeUndefined();
  });

  it('loads the value itself when Redis is unreachable, never failing the caller', async () => {
    const down = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 0 });
    const store = new RedisCacheStore({ commands: down, subscriber: down, prefix: 'x:', close: async () => {} });
    expect(await cached(store, 'k', 60, async () => 'loaded')).toBe('loaded');
    down.disconnect();
  });
});

describe('shared rate limits', () => {
  afterEach(() => setLimitStore(memoryLimitStore()));

  it('counts the hits of every process in one window', async () => {
    const a = new RedisLimitStore(one);
    const b = new RedisLimitStore(two);
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('otp:09120000001', 60)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.every((h) => h.resetIn > 0 && h.resetIn <= 60)).toBe(true);
    expect(await b.count('otp:09120000001')).toBe(20);
    await a.reset('otp:09120000001');
    expect(await b.count('otp:09120000001')).toBe(0);
  });

  it('refuses the request over the limit whichever process it reaches', async () => {
    const a = new RedisLimitStore(one);
    const b = new RedisLimitStore(two);
    const limits = [{ key: 'send:09120000002', max: 3, windowSeconds: 60 }];
    for (const store of [a, b, a]) {
      setLimitStore(store);
      await enforceLimits(limits, 'تعداد درخواست‌ها زیاد است');
    }
    setLimitStore(b);
    await expect(enforceLimits(limits, 'تعداد درخواست‌ها زیاد است')).rejects.toMatchObject({ status: 429 });
  });

  it('opens a new window when the old one ends', async () => {
    const a = new RedisLimitStore(one);
    expect((await a.hit('short', 1)).count).toBe(1);
    expect((await a.hit('short', 1)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await a.hit('short', 1)).count).toBe(1);
  });

  it('keeps limits enforced by the fallback store while Redis fails', async () => {
    const failing: LimitStore = {
      hit: async () => Promise.reject(new Error('Connection is closed.')),
      reset: async () => Promise.reject(new Error('Connection is closed.')),
      count: async () => Promise.reject(new Error('Connection is closed.')),
    };
    const noticed: unknown[] = [];
    setLimitStore(fallbackLimitStore(failing, memoryLimitStore(), (err) => noticed.push(err)));
    const limits = [{ key: 'send:09120000003', max: 2, windowSeconds: 60 }];
    await enforceLimits(limits, 'زیاد');
    await enforceLimits(limits, 'زیاد');
    await expect(enforceLimits(limits, 'زیاد')).rejects.toMatchObject({ status: 429 });
    expect(noticed.length).toBe(3);
  });
});

describe('shop-wide purges', () => {
  afterEach(() => stopSharingPurges());

  it('adopts a purge published by another process, and publishes its own', async () => {
    await sharePurges(one);
    await until(() => sharedPageVersion() !== undefined);
    const before = pageVersion();
    // Another process purges (the same script purgePages() runs).
    const otherVersion = await two.commands.incr(`${one.prefix}pages:version`);
    await two.commands.publish(`${one.prefix}pages:purge`, String(otherVersion));
    await until(() => pageVersion() !== before);
    expect(sharedPageVersion()).toBe(otherVersion);

    const heard: string[] = [];
    const listener = new Redis(inject('redisUrl'));
    await listener.subscribe(`${one.prefix}pages:purge`);
    listener.on('message', (_channel, value) => heard.push(value));
    purgePages();
    await until(() => heard.length > 0);
    expect(Number(heard[0])).toBe(otherVersion + 1);
    expect(Number(await two.commands.get(`${one.prefix}pages:version`))).toBeGreaterThanOrEqual(otherVersion + 1);
    listener.disconnect();
  });
});

describe('the shared page store', () => {
  it('gives one process the answer another stored, per shop-wide version', async () => {
    const a = redisResponses(one);
    const b = redisResponses(two);
    const body = new TextEncoder().encode('<p>صفحه</p>');
    await a.set('https://shop/page|br|guest|', 7, { body, status: 200, headers: [['content-type', 'text/html; charset=utf-8']] }, 60_000);
    const found = await b.get('https://shop/page|br|guest|', 7);
    expect(found?.response.status).toBe(200);
    expect(found?.response.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
    expect(new TextDecoder().decode(found?.response.body)).toBe('<p>صفحه</p>');
    expect(found!.ttlMs).toBeGreaterThan(55_000);
    // A purge moves the version: the old answer is not found any more.
    expect(await b.get('https://shop/page|br|guest|', 8)).toBeUndefined();
  });
});

it('uses the Redis the run provides', () => {
  expect(inject('redisUrl')).toMatch(/^redis:\/\//);
});
