import { expect, test, type APIRequestContext } from '@playwright/test';
import { newMember } from './pages/checkout';

/**
 * Signed-in shoppers as fast as guests: catalogue pages are the same for every visitor of one audience, so a
 * signed-in shopper is served the cached page like a guest, while their own parts (the
 * header's account entry, their recent searches) stay theirs.
 */
async function cacheOf(request: APIRequestContext, url: string): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 6 && !seen.includes('HIT'); i++) {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    seen.push(res.headers()['x-cache'] ?? 'none');
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

test('a signed-in shopper gets cached catalogue pages and still finds their searches recorded', async ({ page, context }) => {
  await newMember(page, context);
  const q = `هدفون ${Date.now() % 100_000}`;
  const url = `/search?q=${encodeURIComponent(q)}`;
  const seen = await cacheOf(page.request, url);
  expect(seen[0]).toBe('MISS');
  expect(seen).toContain('HIT');

  // Served from the cache, the search still went into their recent searches.
  const history = await page.request.get('/v10/search-history/index', { headers: { 'X-Client-Id': 'retail-web' } });
  expect(history.status()).toBe(200);
  expect(JSON.stringify(await history.json())).toContain(q.split(' ')[0]);

  // The page the browser shows is theirs: the header's account entry leads to their profile.
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the catalogue API answers anonymous reads from the cache, whatever the order of the query', async ({ request }) => {
  const stamp = Date.now() % 1_000;
  const seen = await cacheOf(request, `/v10/product/index?per-page=7&page=${stamp}`);
  expect(seen[0]).toBe('MISS');
  const reordered = await request.get(`/v10/product/index?page=${stamp}&per-page=7`);
  expect(reordered.headers()['x-cache']).toBe('HIT');
  // A call with a bearer token is never answered from the cache (its caller may be told 401).
  const bearer = await request.get(`/v10/product/index?per-page=7&page=${stamp}`, { headers: { Authorization: 'Bearer not-a-token' } });
  expect(bearer.status()).toBe(401);
});

test('a seasonal landing is served from the page cache like a product page', async ({ request }) => {
  const seen = await cacheOf(request, '/festival');
  expect(seen).toContain('HIT');
});
