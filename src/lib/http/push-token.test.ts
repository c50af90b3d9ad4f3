import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.ts';
import { PENDING_PUSH_KEY, registerPushToken, sendPendingPushToken } from './push-token.ts';

function setup(failSet = false) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const app = new Hono();
  app.get('/v6/site/guest-device-token', (c) => {
    calls.push({ method: 'GET', path: c.req.path, query: c.req.query('token') ?? '', body: null });
    return c.json({ success: true, data: null });
  });
  app.post('/v6/user/set-device-token', async (c) => {
    calls.push({ method: 'POST', path: c.req.path, query: '', body: await c.req.json() });
    return failSet ? c.json({ success: false, message: 'x' }, 500) : c.json({ success: true, data: null });
  });
  const client = createHttpClient({
    arrayStyle: 'indices',
    baseURL: 'http://shop.test',
    ui: { toast: () => {}, pageError: () => {}, goToLogin: () => {} },
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof fetch,
  });
  const map = new Map<string, string>();
  const store = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
  return { client, calls, map, store };
}

describe('push tokens', () => {
  it('a guest’s token goes to guest-device-token and stays pending until sign-in, then to set-device-token', async () => {
    const { client, calls, map, store } = setup();
    await registerPushToken(client, 'fcm:abcdefghijklmnop', false, store);
    expect(calls).toEqual([{ method: 'GET', path: '/v6/site/guest-device-token', query: 'fcm:abcdefghijklmnop', body: null }]);
    expect(map.get(PENDING_PUSH_KEY)).toBe('fcm:abcdefghijklmnop');
    expect(await sendPendingPushToken(client, store)).toBe(true);
    expect(calls[1]).toEqual({ method: 'POST', path: '/v6/user/set-device-token', query: '', body: { device_token: 'fcm:abcdefghijklmnop' } });
    expect(map.has(PENDING_PUSH_KEY)).toBe(false);
    // Nothing pending: nothing sent.
    expect(await sendPendingPushToken(client, store)).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('keeps the token pending when the send fails', async () => {
    const { client, map, store } = setup(true);
    map.set(PENDING_PUSH_KEY, 'fcm:abcdefghijklmnop');
    expect(await sendPendingPushToken(client, store)).toBe(false);
    expect(map.get(PENDING_PUSH_KEY)).toBe('fcm:abcdefghijklmnop');
  });
});
