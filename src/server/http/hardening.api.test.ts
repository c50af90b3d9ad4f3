import { and, eq, gt } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { findOrCreateUser } from '#modules/account/identity.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { rememberedPathCookie } from '#routing/remembered-path.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { sessionCookies } from '../auth/session.ts';

/** Headers on API answers, one set of cookie flags, and cookie-session changes from our pages only. */
const t = useTestApi();
let web = '';
let bearer = '';
let varietyId = 0;

beforeAll(async () => {
  const user = await findOrCreateUser(t.db, '09121110001');
  const login = await issueLogin(t.db, user.id, CLIENT.client_id);
  web = login.web;
  bearer = login.tokens.access_token;
  const [v] = await t.db
    .select({ id: varieties.id })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(varieties.isActive, true), eq(products.status, 1), gt(varieties.stock, 3), gt(varieties.maxOrderCount, 3), eq(varieties.minOrderCount, 1)))
    .orderBy(varieties.id)
    .limit(1);
  varietyId = v!.id;
});

const saved = process.env.SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = saved;
});

describe('security headers on API answers', () => {
  it('forbid framing and sniffing, cut referrers, and keep personal answers out of every cache', async () => {
    const res = await t.call('GET', '/v10/cart/index');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    const mine = await t.call('GET', '/v6/profile/identity', undefined, { Authorization: `Bearer ${bearer}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('no-store');
  });

  it('send HSTS only when the shop is served over TLS (SITE_URL https)', async () => {
    process.env.SITE_URL = 'https://shop.example';
    const res = await t.app.request('http://shop.example/v6/brand/index', { headers: { Host: 'shop.example' } });
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });
});

describe('cookies of the session family carry the same flags wherever they are set', () => {
  it('bz_user from /v6/profile/insert is Secure outside local development, like the sign-in cookies', async () => {
    const body = JSON.stringify({ first_name: 'سارا', last_name: 'محمدی', sex: 0, birthday: '1995-03-21', national_code: '0013542419' });
    const res = await t.app.request('http://shop.example/v6/profile/insert', {
      method: 'POST',
      headers: { Host: 'shop.example', 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
      body,
    });
    expect(res.status).toBe(200);
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('bz_user='))!;
    const [, signInHint] = sessionCookies('x', 'سارا', true);
    expect(hint).toBe(signInHint);
    expect(hint).toMatch(/; Secure/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('bz_back has the same flags as the session cookie', () => {
    const flags = (cookie: string) =>
      cookie
        .split('; ')
        .slice(1)
        .filter((f) => !f.startsWith('Max-Age'))
        .sort();
    expect(flags(rememberedPathCookie('/profile', true))).toEqual(flags(sessionCookies('x', 'y', true)[0]!));
  });
});

describe('changes made with the session cookie come from our pages only', () => {
  const change = (headers: Record<string, string>) =>
    t.call('GET', `/v10/cart/change?id=${varietyId}&count=1`, undefined, { Cookie: `bz_session=${web}`, ...headers });

  it('refuses a GET cart change with no proof of origin, or another site as Referer/Origin', async () => {
    await t.call('POST', '/v10/cart/add', { id: varietyId, count: 2 }, { Authorization: `Bearer ${bearer}` });
    for (const headers of [
      {},
      { Referer: 'https://evil.example/page' },
      { Origin: 'https://evil.example' },
      { 'X-Client-Id': 'retail-web', 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      expect({ headers, status: (await change(headers)).status }).toEqual({ headers, status: 403 });
    }
    const post = await t.call('POST', '/v10/cart/add', { id: varietyId }, { Cookie: `bz_session=${web}` });
    expect(post.status).toBe(403);
  });

  it('accepts the islands (X-Client-Id), same-origin Referer or Origin; bearer clients need nothing', async () => {
    for (const headers of [{ 'X-Client-Id': 'retail-web' }, { Referer: 'http://localhost/cart' }, { Origin: 'http://localhost' }] as Record<string, string>[]) {
      expect({ headers, status: (await change(headers)).status }).toEqual({ headers, status: 200 });
    }
    const app = await t.call('GET', `/v10/cart/change?id=${varietyId}&count=1`, undefined, { Authorization: `Bearer ${bearer}` });
    expect(app.status).toBe(200);
  });
});
