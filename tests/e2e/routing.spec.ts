import { expect, test } from './fixtures';
import { request as httpRequest } from 'node:http';

/**
 * Every redirect rule and guard over real HTTP: exact status and Location, on the retail
 * host and on the wholesale one (WHOLESALE_HOSTS defaults to b2b.localhost).
 */
const port = Number(process.env.E2E_PORT);

function raw(path: string, host = `localhost:${port}`, cookie?: string): Promise<{ status: number; location: string | undefined; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host };
    if (cookie) headers.Cookie = cookie;
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location, setCookie: res.headers['set-cookie'] ?? [] });
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstIds() {
  const res = await fetch(`http://127.0.0.1:${port}/v10/product/index?per-page=1`);
  const card = (await res.json()).data.items[0];
  const cat = await (await fetch(`http://127.0.0.1:${port}/v6/category/view?slug=smartphone`)).json();
  return { productId: card.id as number, productSlug: card.slug as string, categoryId: cat.data.id as number };
}

test.describe('redirects (301) on the retail host', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour does not depend on the viewport');

  test('every URL rule answers 301 with the exact Location', async () => {
    const { productId, productSlug, categoryId } = await firstIds();
    const table: [string, string][] = [
      ['/category/digital-devices', '/main/digital-devices'],
      ['/category/mobile/smartphone?x=1', '/search/category-smartphone?x=1'],
      ['/product/intro/a55?color=1', '/product/intro/a55?color=1&referer=phone-intro&utm_source=phone-intro'],
      [`/products/main?category_id=${categoryId}`, '/search/smartphone'],
      ['/products/main?brand_id=1', '/brand/samsung'],
      [`/products/product-category?ProductSearch%5Bcategory_id%5D=${categoryId}`, '/search/smartphone'],
      [`/products/view?id=${productId}`, `/product/${productSlug}`],
      [`/products/index?p_id=${productId}&ref=sms`, `/product/${productSlug}?ref=sms`],
      ['/search?category=mobile&subCategory1=smartphone&q=x', '/search/mobile/smartphone?q=x'],
      ['/search/mobile/smartphone?q=x', '/search/category-smartphone?q=x'],
      ['/search/mobile/brand/samsung', '/search/category-mobile/samsung'],
      ['/search/digital-devices', '/main/digital-devices'],
      ['/product/compare-product/1/2', '/product/compare?products=1,2'],
      ['/m/shop-7/abc123', '/order-in-person/shop-7?auth_key=abc123'],
      ['/userpanel', '/profile'],
    ];
    for (const [from, to] of table) {
      const res = await raw(from);
      expect({ from, status: res.status, location: res.location }).toEqual({ from, status: 301, location: to });
    }
  });

  test('an id that does not exist is the 404 page, not a broken redirect', async () => {
    for (const path of ['/products/view?id=99999999', '/products/main?brand_id=9999', '/products/main?category_id=abc']) {
      expect((await raw(path)).status).toBe(404);
    }
  });

  test('guards send guests to /auth and remember where they were going', async () => {
    for (const path of ['/shipping', '/cart/complete-profile', '/payment', '/provider/register', '/profile', '/profile/orders', '/b2b/search']) {
      const res = await raw(`${path}?x=1`);
      expect({ path, status: res.status, location: res.location }).toEqual({ path, status: 302, location: '/auth' });
      const cookie = res.setCookie.find((c) => c.startsWith('bz_back='));
      expect(cookie).toContain(encodeURIComponent(`${path}?x=1`));
      expect(cookie).toMatch(/Max-Age=3600/i);
      expect(cookie).toMatch(/HttpOnly/i);
    }
    expect((await raw('/b2b/price-list/x')).location).toBe('/b2b/register');
  });

  test('unmatched routes give the 404 page', async () => {
    expect((await raw('/definitely/not/here')).status).toBe(404);
  });
});

test.describe('the wholesale host', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour does not depend on the viewport');
  const b2b = `b2b.localhost:${port}`;

  test('search paths move under /b2b and keep only price sorts', async () => {
    const table: [string, string][] = [
      ['/search/category-smartphone', '/b2b/search/category-smartphone'],
      ['/search/mobile/smartphone?sort=newest', '/b2b/search/category-smartphone'],
      ['/b2b/search/category-smartphone?sort=most-viewed&page=2', '/b2b/search/category-smartphone?page=2'],
    ];
    for (const [from, to] of table) expect((await raw(from, b2b)).location).toBe(to);
  });

  test('everything but the open pages needs sign-in, and guests go to /b2b/register', async () => {
    // /search itself first moves under /b2b (a 301), then the guard applies.
    expect((await raw('/search?q=x', b2b)).location).toBe('/b2b/search?q=x');
    for (const path of ['/b2b/search?q=x', '/product/anything', '/main/digital-devices', '/b2b/search/category-smartphone?sort=price']) {
      const res = await raw(path, b2b);
      expect({ path, status: res.status, location: res.location }).toEqual({ path, status: 302, location: '/b2b/register' });
    }
    expect((await raw('/', b2b)).status).toBe(200);
    // Open pages are not guarded. The OAuth callback without a code answers with its own
    // redirect to /auth (a Persian error), never the guard's /b2b/register.
    for (const path of ['/auth', '/b2b/register']) expect((await raw(path, b2b)).status).not.toBe(302);
    expect((await raw('/oauth/callback', b2b)).location ?? '').not.toBe('/b2b/register');
  });

  test('pages show the wholesale branding and the partner panel entry; the retail shop does not', async ({ request }) => {
    const wholesale = await (await request.get('/', { headers: { Host: b2b } })).text();
    expect(wholesale).toContain('بازار عمده');
    expect(wholesale).toContain('پنل همکار');
    expect(wholesale).toContain('"clientId":"wholesale-web"');
    const retail = await (await request.get('/')).text();
    expect(retail).not.toContain('پنل همکار');
    expect(retail).toContain('"clientId":"retail-web"');
  });
});

test.describe('hostile input never leaves our origin nor causes a 500', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour does not depend on the viewport');

  test('redirect targets stay on the origin', async () => {
    for (const path of [
      '/category//evil.com',
      '/category/%2F%2Fevil.com',
      '/m/%2F%2Fevil.com/k',
      '/search/a/%2F%2Fevil.com',
      '/userpanel?next=//evil.com',
      '/category/%5C%5Cevil.com',
    ]) {
      const res = await raw(path);
      expect(res.status).toBeLessThan(500);
      if (res.location) {
        expect(res.location.startsWith('/')).toBe(true);
        expect(res.location.startsWith('//')).toBe(false);
        expect(res.location.startsWith('/\\')).toBe(false);
      }
    }
  });

  test('a remembered path is always local', async () => {
    for (const path of ['/profile?back=//evil.com', '/profile/%2F%2Fevil.com']) {
      const cookie = (await raw(path)).setCookie.find((c) => c.startsWith('bz_back='))!;
      const value = decodeURIComponent(cookie.split(';')[0]!.slice('bz_back='.length));
      expect(value.startsWith('/')).toBe(true);
      expect(value.startsWith('//')).toBe(false);
    }
  });

  test('malformed encoding and absurd lengths answer 4xx', async () => {
    expect((await raw('/search/%E0%A4%A')).status).toBe(400);
    expect((await raw(`/search/${'a'.repeat(5000)}`)).status).toBe(404);
    expect((await raw('/%')).status).toBeLessThan(500);
  });
});

/** Signs a demo account in through the API and returns its session cookie. */
async function sessionOf(mobile: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/v6/register/login-by-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'bazaar123', client_id: 'retail-web', client_secret: 'retail-web-secret' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bz_session='))!;
  return cookie.split(';')[0]!;
}

test.describe('guards for signed-in visitors', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour does not depend on the viewport');

  test('a signed-in customer is kept off guest-only pages and out of the partner area', async () => {
    const customer = await sessionOf('09120000001');
    expect(await raw('/auth', undefined, customer)).toMatchObject({ status: 302, location: '/' });
    expect(await raw('/login', undefined, customer)).toMatchObject({ status: 302, location: '/' });
    expect(await raw('/b2b/search/category-smartphone', undefined, customer)).toMatchObject({ status: 302, location: '/b2b/register' });
    expect((await raw('/profile', undefined, customer)).status).not.toBe(302);
  });

  test('a confirmed partner enters the partner area, on the wholesale host too', async () => {
    const partner = await sessionOf('09120000002');
    expect((await raw('/b2b/search/category-smartphone?sort=price', undefined, partner)).status).toBe(200);
    expect((await raw('/b2b/search/category-smartphone?sort=price', `b2b.localhost:${port}`, partner)).status).toBe(200);
  });

  test('after signing in the shopper continues to the remembered page', async () => {
    const remembered = (await raw('/profile/orders?tab=2')).setCookie.find((c) => c.startsWith('bz_back='))!.split(';')[0]!;
    const session = await sessionOf('09120000001');
    expect(await raw('/auth/continue', undefined, `${remembered}; ${session}`)).toMatchObject({ status: 302, location: '/profile/orders?tab=2' });
    expect(await raw('/auth/continue', undefined, session)).toMatchObject({ status: 302, location: '/profile' });
  });
});
