import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { skipHomePopup } from './pages/home-popup.ts';

/**
 * The hardening over real HTTP and in Chromium: bad input is a quiet 4xx, every page
 * passes its Content-Security-Policy and carries the security headers, the Host header
 * never reaches absolute URLs or the page cache, the brand page prints no stray `true`,
 * and partner prices are shown to confirmed partners only.
 */
const port = Number(process.env.E2E_PORT);
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function raw(
  path: string,
  { method = 'GET', host = `localhost:${port}`, cookie, body }: { method?: string; host?: string; cookie?: string; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host };
    if (cookie) headers.Cookie = cookie;
    if (body) headers['Content-Type'] = 'application/json';
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function sessionOf(mobile: string, host = `localhost:${port}`): Promise<string> {
  const res = await raw('/v6/register/login-by-password', { method: 'POST', host, body: JSON.stringify({ mobile, password: 'bazaar123', ...CLIENT }) });
  expect(res.status).toBe(200);
  const cookies = res.headers['set-cookie'] as string[];
  return cookies.find((c) => c.startsWith('bz_session='))!.split(';')[0]!;
}

async function productSlug(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/v10/product/index?per-page=1&available=1`);
  return (await res.json()).data.items[0].slug as string;
}

test.describe('HTTP hardening', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour does not depend on the viewport');

  test('bad bytes and odd requests are a 4xx, never a 500', async () => {
    expect((await raw('/search?q=%00')).status).toBe(400);
    expect((await raw('/search/category-smartphone?brand=a%00b')).status).toBe(400);
    expect((await raw(`/product/${await productSlug()}?variety=%01`)).status).toBe(400);
    expect((await raw('/%ff')).status).toBe(400);
    expect((await raw('/_image?href=/favicon.svg&w=100&f=webp')).status).toBe(404);
    const trace = await raw('/', { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
  });

  test('a hostile Host header is refused and never reaches robots.txt, the sitemap or canonical links', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/']) {
      const res = await raw(path, { host: 'evil.example' });
      expect({ path, status: res.status }).toEqual({ path, status: 421 });
      expect(res.body).not.toContain('evil.example');
    }
    // The cache was not poisoned: our own hosts still get our own origin.
    const robots = await raw('/robots.txt');
    expect(robots.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect(robots.body).not.toContain('evil');
    const wholesale = await raw('/robots.txt', { host: `b2b.localhost:${port}` });
    expect(wholesale.body).toContain(`Sitemap: http://b2b.localhost:${port}/sitemap.xml`);
    const sitemap = await raw('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:${port}/sitemaps/static.xml</loc>`);
    const home = await raw('/');
    expect(home.body).toContain(`<link rel="canonical" href="http://localhost:${port}/"`);
  });

  test('pages carry a CSP that forbids framing, and the other security headers; signed-in pages are not stored', async () => {
    const home = await raw('/');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("'unsafe-inline' 'sha");
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['strict-transport-security']).toBeUndefined();
    const auth = await raw('/auth');
    expect(String(auth.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const session = await sessionOf('09120000001');
    const profile = await raw('/profile', { cookie: session });
    expect(profile.status).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const cart = await raw('/v10/cart/index', { cookie: session });
    expect(cart.headers['cache-control']).toBe('no-store');
  });

  test('a brand page prints no stray «true» in its filter panel', async () => {
    const res = await raw('/brand/samsung');
    expect(res.status).toBe(200);
    const form = /<form[^>]*data-filter-form[\s\S]*?<\/form>/.exec(res.body)![0];
    expect(form.replace(/<[^>]+>/g, ' ')).not.toMatch(/\btrue\b/);
  });

  test('partner price tiers are for confirmed partners only, on the wholesale host', async () => {
    const host = `b2b.localhost:${port}`;
    const tiers = (html: string) => html.includes('قیمت هر عدد');
    const partnerCookie = await sessionOf('09120000002', host);
    const customerCookie = await sessionOf('09120000001', host);
    // A product with partner tiers, as the partner sees it.
    const list = await (await fetch(`http://127.0.0.1:${port}/v10/product/index?per-page=50&available=1`)).json();
    let slug = '';
    let partner: Raw | undefined;
    for (const item of list.data.items as { slug: string }[]) {
      partner = await raw(`/product/${item.slug}/wholesale`, { host, cookie: partnerCookie });
      if (tiers(partner.body)) {
        slug = item.slug;
        break;
      }
    }
    expect(slug, 'a seeded product with partner price tiers').not.toBe('');
    expect(partner!.headers['cache-control']).toBe('no-store');
    const customer = await raw(`/product/${slug}/wholesale`, { host, cookie: customerCookie });
    expect(customer.status).toBe(200);
    expect(tiers(customer.body)).toBe(false);
    expect(customer.body).toContain('فقط برای همکاران تأییدشده');
    // Asking again after the partner, the customer is not served the partner's page from any cache.
    expect(tiers((await raw(`/product/${slug}/wholesale`, { host, cookie: customerCookie })).body)).toBe(false);
  });
});

/** Collects CSP violations the page reports (the DOM event and Chromium's console message). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(t: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

test('home, listing, product, cart, auth and profile pages run with no CSP violation', async ({ page }) => {
  await skipHomePopup(page);
  const violations = await watchCsp(page);
  const slug = await productSlug();
  for (const path of ['/', '/search/category-smartphone', `/product/${slug}`, '/cart', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('load');
  }
  // The cart page's inline first-paint script (allowed by its hash) and its own script ran.
  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('data-cart-ready', '');
  await page.request.post('/v6/register/login-by-password', { data: { mobile: '09120000003', password: 'bazaar123', ...CLIENT } });
  await page.goto('/profile');
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
});
