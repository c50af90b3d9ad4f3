import { Hono, type Context } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { purgePages } from '../cache/page-version.ts';
import { compress } from './compress.ts';
import { pageCache } from './page-cache.ts';

let renders = 0;
/** As in src/fetch.ts: the session cookie names an audience; "personal" stands for a call never cached. */
const audienceOf = (c: Context) => {
  const session = /bz_session=(\w+)/.exec(c.req.header('Cookie') ?? '')?.[1];
  return session === 'personal' ? undefined : session === 'partner' ? 'partner' : session ? 'shopper' : 'guest';
};
function app(ttlMs = 60_000) {
  const a = new Hono();
  a.use(pageCache({ ttlMs, cacheable: (p) => !p.startsWith('/cart'), audienceOf }));
  a.use(compress());
  a.get('/page', (c) => {
    renders++;
    return c.html(`<p>${'صفحه '.repeat(300)} ${renders}</p>`);
  });
  a.get('/cart', (c) => c.html(`<p>${++renders}</p>`));
  a.get('/cookie', (c) => {
    renders++;
    c.header('Set-Cookie', 'x=1');
    return c.html('<p>x</p>');
  });
  a.get('/mine', (c) => {
    renders++;
    c.header('Cache-Control', 'no-store');
    return c.html('<p>your review</p>');
  });
  a.get('/missing', (c) => {
    renders++;
    return c.html('<p>404</p>', 404);
  });
  return a;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('page cache', () => {
  beforeEach(() => {
    renders = 0;
  });

  it('renders once and serves the stored page after, compressed per encoding', async () => {
    const a = app();
    const first = await a.request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const firstBody = await first.arrayBuffer();
    await settle();
    const second = await a.request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(second.headers.get('Content-Encoding')).toBe('br');
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(firstBody))).toBe(true);
    expect(renders).toBe(1);
    // gzip clients get their own copy.
    await (await a.request('/page', { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
    expect(renders).toBe(2);
  });

  it('serves signed-in shoppers the stored page of their audience, a partner their own', async () => {
    const a = app();
    const page = async (cookie?: string) => {
      const res = await a.request('/page', { headers: cookie ? { Cookie: cookie } : {} });
      const text = await res.text();
      await settle();
      return { cache: res.headers.get('X-Cache'), text };
    };
    const shopper = await page('a=1; bz_session=abc');
    expect(shopper.cache).toBe('MISS');
    expect(await page('bz_session=def')).toEqual({ cache: 'HIT', text: shopper.text });
    expect((await page()).cache).toBe('MISS');
    expect((await page('bz_session=partner')).cache).toBe('MISS');
    expect((await page('bz_session=partner')).cache).toBe('HIT');
    expect(renders).toBe(3);
  });

  it('keys by the query in a canonical order, and keeps JSON answers too (the API marks them no-store for clients)', async () => {
    const a = app();
    a.get('/api', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ n: ++renders });
    });
    expect(await (await a.request('/api?b=2&a=1')).json()).toEqual({ n: 1 });
    await settle();
    const again = await a.request('/api?a=1&b=2');
    expect(again.headers.get('X-Cache')).toBe('HIT');
    expect(await again.json()).toEqual({ n: 1 });
    expect(await (await a.request('/api?a=1&b=3')).json()).toEqual({ n: 2 });
  });

  it('is bypassed by personal calls, personal paths, pages marked no-store, cookies set, and errors', async () => {
    const a = app();
    for (let i = 0; i < 2; i++) {
      await (await a.request('/page', { headers: { Cookie: 'a=1; bz_session=personal' } })).text();
      await (await a.request('/mine', { headers: { Cookie: 'bz_session=shopper1' } })).text();
      await (await a.request('/cart')).text();
      await (await a.request('/cookie')).text();
      await (await a.request('/missing')).text();
      await settle();
    }
    expect(renders).toBe(10);
  });

  it('forgets pages when the catalogue changes, and when they expire', async () => {
    const a = app();
    await (await a.request('/page')).text();
    await settle();
    purgePages();
    expect((await a.request('/page')).headers.get('X-Cache')).toBe('MISS');
    const short = app(1);
    await (await short.request('/page')).text();
    await new Promise((r) => setTimeout(r, 30));
    expect((await short.request('/page')).headers.get('X-Cache')).toBe('MISS');
  });
});

describe('page cache keys and bounds', () => {
  it('keys by the configured origin, so a hostile Host header neither poisons nor splits it', async () => {
    renders = 0;
    const a = new Hono();
    a.use(pageCache({ ttlMs: 60_000, cacheable: () => true, audienceOf, originOf: () => 'https://shop.example' }));
    a.get('/page', (c) => c.html(`<p>${++renders} ${c.req.header('Host')}</p>`));
    const first = await a.request('http://shop.example/page', { headers: { Host: 'shop.example' } });
    expect(await first.text()).toBe('<p>1 shop.example</p>');
    await settle();
    const other = await a.request('http://evil.example/page', { headers: { Host: 'evil.example' } });
    expect(other.headers.get('X-Cache')).toBe('HIT');
    expect(await other.text()).toBe('<p>1 shop.example</p>');
  });

  it('stays within its entry and byte bounds whatever the requests', async () => {
    renders = 0;
    const a = new Hono();
    a.use(pageCache({ ttlMs: 60_000, cacheable: () => true, audienceOf, maxEntries: 1000, maxBytes: 10_000 }));
    a.get('/page', (c) => c.html(`<p>${'x'.repeat(1000)}${++renders}</p>`));
    for (let i = 0; i < 40; i++) {
      await (await a.request(`/page?v=${i}`)).text();
      await settle();
    }
    // Only the newest (about 9 of 1 KB) are kept: the oldest are gone, the newest hit.
    expect((await a.request('/page?v=0')).headers.get('X-Cache')).toBe('MISS');
    expect((await a.request('/page?v=39')).headers.get('X-Cache')).toBe('HIT');
    let hits = 0;
    for (let i = 0; i < 40; i++) if ((await a.request(`/page?v=${i}`)).headers.get('X-Cache') === 'HIT') hits++;
    expect(hits).toBeLessThanOrEqual(10);
  });
});
