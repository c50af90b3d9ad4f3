import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attributionContext,
  attributionCookieLine,
  attributionCookies,
  DEVICE_COOKIE,
  pageSlug,
  REFERRER_COOKIE,
  serverAttributionCookies,
  UTM_COOKIE,
} from './attribution.ts';
import { REAL_USER_KEY } from './acting.ts';

/** A page as the browser clients read it: address, cookies, the layout's #bz-client and data-page-slug. */
function fakePage({ href, cookie = '', slug }: { href: string; cookie?: string; slug?: string }) {
  const seen: Record<string, string>[] = [];
  const store = new Map<string, string>();
  vi.stubGlobal('location', { href, pathname: new URL(href).pathname, search: new URL(href).search });
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('document', {
    cookie,
    getElementById: (id: string) => (id === 'bz-client' ? { textContent: JSON.stringify({ clientId: 'retail-web', business: false }) } : null),
    querySelector: (selector: string) => (selector === '[data-page-slug]' && slug ? { dataset: { pageSlug: slug } } : null),
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    void input;
    seen.push(Object.fromEntries(new Headers(init?.headers)));
    return new Response(JSON.stringify({ success: true, data: null }), { headers: { 'Content-Type': 'application/json' } });
  });
  return { seen, store };
}

async function freshClients() {
  vi.resetModules();
  return import('./index.ts');
}

afterEach(() => vi.unstubAllGlobals());

describe('the browser clients send what the page knows', () => {
  beforeEach(() => vi.resetModules());

  it('sends the campaign from the address, the first-touch referrer cookie and the product slug', async () => {
    const page = fakePage({
      href: 'https://shop.test/product/galaxy-a55/features?utm_source=sms&utm_campaign=yalda',
      cookie: `${REFERRER_COOKIE}=${encodeURIComponent('https://www.google.com/')}; bz_cart_count=2`,
    });
    const { api, publicApi } = await freshClients();
    await api.get('/v6/product/view');
    await publicApi.get('/v6/product/view');
    for (const headers of page.seen) {
      expect(headers).toMatchObject({
        'x-client-id': 'retail-web',
        'x-business': '0',
        'x-device-type': 'mobile',
        'x-os': '1',
        'x-utm-source': 'sms',
        'x-utm-campaign': 'yalda',
        'x-referer': 'https://www.google.com/',
        'x-slug': 'galaxy-a55',
      });
    }
  });

  it('falls back to the first-touch campaign cookie, and prefers the slug the layout wrote', async () => {
    const page = fakePage({ href: 'https://shop.test/search/phones', cookie: `${UTM_COOKIE}=${encodeURIComponent('instagram|noruz')}`, slug: 'mobile-phones' });
    const { api } = await freshClients();
    await api.get('/v6/product/search');
    expect(page.seen[0]).toMatchObject({ 'x-utm-source': 'instagram', 'x-utm-campaign': 'noruz', 'x-slug': 'mobile-phones' });
    expect(page.seen[0]!['x-referer']).toBeUndefined();
  });

  it('sends no slug or campaign on a page without them', async () => {
    const page = fakePage({ href: 'https://shop.test/cart' });
    const { api } = await freshClients();
    await api.get('/v10/cart/index');
    expect(Object.keys(page.seen[0]!).filter((h) => /utm|slug|referer|real/.test(h))).toEqual([]);
  });

  it('in login-as mode sends the operator’s id and token, and stops once the acting cookie is gone', async () => {
    const page = fakePage({ href: 'https://shop.test/profile', cookie: 'bz_acting=x' });
    const { api, rememberRealUser } = await freshClients();
    rememberRealUser({ real_user_id: 3, real_token: 'operator-token-123' });
    await api.get('/v6/profile/identity');
    expect(page.seen[0]).toMatchObject({ 'x-real-user-id': '3', 'x-real-token': 'operator-token-123' });
    (globalThis.document as { cookie: string }).cookie = '';
    await api.get('/v6/profile/identity');
    expect(page.seen[1]!['x-real-user-id']).toBeUndefined();
    expect(page.store.has(REAL_USER_KEY)).toBe(false);
  });

  it('keeps nothing from a login-as answer that carries no token (a cookie session)', async () => {
    const page = fakePage({ href: 'https://shop.test/', cookie: 'bz_acting=x' });
    const { api, rememberRealUser } = await freshClients();
    rememberRealUser({ real_user_id: 3 });
    await api.get('/v6/profile/identity');
    expect(page.seen[0]!['x-real-user-id']).toBeUndefined();
  });
});

describe('attribution cookies (a day long)', () => {
  const url = (s: string) => new URL(s);

  it('sets the device type, and the first external referrer and campaign, on the first visit only', () => {
    const first = attributionCookies({
      url: url('https://shop.test/product/x?utm_source=sms&utm_campaign=yalda'),
      referrer: 'https://www.google.com/search?q=x',
      userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)',
    });
    expect(first).toEqual([
      { name: DEVICE_COOKIE, value: 'tablet' },
      { name: REFERRER_COOKIE, value: 'https://www.google.com/search' },
      { name: UTM_COOKIE, value: 'sms|yalda' },
    ]);
    const cookie = first.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join('; ');
    expect(attributionCookies({ url: url('https://shop.test/?utm_source=other'), referrer: 'https://bing.com/', cookie })).toEqual([]);
  });

  it('takes the campaign source when there is no external referrer, and ignores our own pages', () => {
    expect(attributionCookies({ url: url('https://shop.test/?utm_source=push'), referrer: 'https://shop.test/cart', cookie: 'bz_device=mobile' })).toEqual([
      { name: REFERRER_COOKIE, value: 'push' },
      { name: UTM_COOKIE, value: 'push|' },
    ]);
    expect(attributionCookies({ url: url('https://shop.test/'), referrer: 'https://shop.test/cart', cookie: 'bz_device=mobile' })).toEqual([]);
  });

  it('writes 86,400-second cookies page scripts can read', () => {
    expect(attributionCookieLine(REFERRER_COOKIE, 'https://google.com/', true)).toBe(
      'bz_ref=https%3A%2F%2Fgoogle.com%2F; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    );
  });

  it('reads the slug of product, listing and content addresses', () => {
    expect(pageSlug('/product/galaxy-a55')).toBe('galaxy-a55');
    expect(pageSlug('/cute-category/%D9%85%D9%88%D8%A8%D8%A7%DB%8C%D9%84')).toBe('موبایل');
    expect(pageSlug('/category/cuteCategory/lipstick')).toBe('lipstick');
    expect(pageSlug('/b2b/brand/samsung')).toBe('samsung');
    expect(pageSlug('/product/compare')).toBeUndefined();
    expect(pageSlug('/profile/orders')).toBeUndefined();
    expect(attributionContext(url('https://shop.test/'), '')).toEqual({ utmSource: undefined, utmCampaign: undefined, referer: undefined });
  });
});

describe('the page middleware’s attribution cookies', () => {
  const request = new Request('https://shop.test/profile?utm_source=sms&utm_campaign=yalda', {
    headers: { Referer: 'https://www.google.com/', 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' },
  });

  it('are set on answers the page cache never keeps (a redirect, a personal page)', () => {
    const redirect = serverAttributionCookies(request, new Response(null, { status: 302 }), true);
    expect(redirect).toEqual([
      'bz_device=mobile; Path=/; Max-Age=86400; SameSite=Lax; Secure',
      'bz_ref=https%3A%2F%2Fwww.google.com%2F; Path=/; Max-Age=86400; SameSite=Lax; Secure',
      'bz_utm=sms%7Cyalda; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    ]);
    const personal = new Response('<html>', { status: 200, headers: { 'Cache-Control': 'private, no-store' } });
    expect(serverAttributionCookies(request, personal, false)).toHaveLength(3);
  });

  it('are left off a cacheable page, whose Set-Cookie would keep it out of the page cache', () => {
    expect(serverAttributionCookies(request, new Response('<html>', { status: 200 }), true)).toEqual([]);
  });
});
