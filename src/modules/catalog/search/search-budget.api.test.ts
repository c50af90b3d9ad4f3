import { Hono, type Context, type Next } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { pageCache } from '#server/http/page-cache.ts';
import { SEARCH_LIMIT_MESSAGE, searchCost, searchPageBudget } from './search-budget.ts';

const t = useTestApi();
// A small budget, so a test spends it in a few calls (the peer process, if any, follows the setting).
const BUDGET = 6;
const before = process.env.SEARCH_UNITS_PER_MINUTE;
beforeAll(() => {
  process.env.SEARCH_UNITS_PER_MINUTE = String(BUDGET);
});
afterAll(() => {
  if (before === undefined) delete process.env.SEARCH_UNITS_PER_MINUTE;
  else process.env.SEARCH_UNITS_PER_MINUTE = before;
});
beforeEach(async () => setLimitStore(await freshLimitStore()));

let addresses = 0;
const address = () => ({ 'x-bazaar-client-ip': `192.0.2.${++addresses}` });
const search = (q: string, headers: Record<string, string>, path = '/v10/product/index') =>
  t.call('GET', `${path}?q=${encodeURIComponent(q)}&per-page=2`, undefined, headers);
/** Forty words in 80 characters: within the 100 the listing reads. */
const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => 'ابپتثجچحخدذرزژسشصضطظ'[i % 20]).join(' ');

describe('the search budget of an address (uncached search work)', () => {
  it('answers 429 with the error shape, Persian and Retry-After once an address spends it; another address searches on', async () => {
    const spender = address();
    for (let i = 0; i < BUDGET; i++) expect((await search(`گوشی ${i}`, spender)).status).toBe(200);
    const refused = await search('گوشی سامسونگ', spender);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      message: SEARCH_LIMIT_MESSAGE,
      data: { name: expect.any(String), status: 429, message: SEARCH_LIMIT_MESSAGE },
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The filter sheet's live count runs the same search: refused as well.
    expect((await search('گوشی', spender, '/v6/product/count')).status).toBe(429);
    // Browsing without words is not search work.
    expect((await t.call('GET', '/v10/product/index?per-page=2', undefined, spender)).status).toBe(200);

    const other = address();
    expect((await search('گوشی سامسونگ', other)).status).toBe(200);
  });

  it('charges a long query more: forty words cost four of a short query', async () => {
    expect(searchCost('گوشی')).toBe(1);
    expect(searchCost(FORTY_WORDS)).toBe(4);
    expect(searchCost('')).toBe(0);

    const long = address();
    expect((await search(FORTY_WORDS, long)).status).toBe(200);
    expect((await search('گوشی', long)).status).toBe(200);
    expect((await search('هدفون', long)).status).toBe(200);
    expect((await search('یخچال', long)).status).toBe(429);

    // The same three short queries from an address that sent no long one are well within the budget.
    const short = address();
    for (const q of ['گوشی', 'هدفون', 'یخچال', 'لپ تاپ']) expect((await search(q, short)).status).toBe(200);
  });
});

describe('search pages behind the page cache', () => {
  let renders = 0;
  const app = () => {
    const a = new Hono();
    a.use(pageCache({ ttlMs: 60_000, cacheable: () => true, audienceOf: () => 'guest' }));
    // As fetch.ts's astroPage: render another page for this request.
    const rewrite = async (c: Context, _next: Next, path: string) => {
      c.res = c.html(`<p>${path}</p>`, 429);
    };
    a.use(searchPageBudget(rewrite));
    a.get('/search', (c) => {
      renders++;
      return c.html(`<p>نتایج ${c.req.query('q')}</p>`);
    });
    return a;
  };
  const settle = () => new Promise((r) => setTimeout(r, 20));

  it('charges only a page rendered afresh: a cached page costs nothing; over budget, the friendly 429 page', async () => {
    const a = app();
    const get = (q: string, ip: string) => a.request(`/search?q=${encodeURIComponent(q)}`, { headers: { 'x-bazaar-client-ip': ip } });
    expect((await get('گوشی', '198.51.100.1')).status).toBe(200);
    await settle();
    // The same page, again and again: served from the cache, never charged.
    for (let i = 0; i < BUDGET * 2; i++) expect((await get('گوشی', '198.51.100.1')).headers.get('X-Cache')).toBe('HIT');
    expect(renders).toBe(1);
    for (let i = 1; i < BUDGET; i++) expect((await get(`گوشی ${i}`, '198.51.100.1')).status).toBe(200);
    const refused = await get('گوشی تازه', '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('/error/429');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await get('گوشی تازه', '198.51.100.2')).status).toBe(200);
  });
});
