import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { findOrCreateUser } from '#modules/account/identity.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { setLimitStore } from '../auth/rate-limit.ts';
import { rowsOf } from '../db/rows.ts';
import { API_PREFIXES } from '#app/api.ts';
import { BAD_TEXT_MESSAGE, badTextField, badUrlField, isBadText } from './bad-text.ts';

/**
 * Bad bytes: a NUL byte (PostgreSQL refuses it in text) or another control character
 * in any query parameter or body field is the client's mistake: 400/422, never a 500, and
 * nothing in the error log. Every API route is swept, as a guest and signed in.
 */
const t = useTestApi();
let bearer = '';
let ipCounter = 0;
const ip = () => ({ 'x-bazaar-client-ip': `198.51.100.${(++ipCounter % 250) + 1}` });

/** Names the endpoints read as text (search, slugs, names, codes, descriptions…). */
const TEXT_NAMES = [
  'q',
  'query',
  'term',
  'slug',
  'id',
  'name',
  'first_name',
  'last_name',
  'national_code',
  'birthday',
  'sex',
  'mobile',
  'code',
  'password',
  'email',
  'description',
  'url',
  'price',
  'sort',
  'brand',
  'category',
  'token',
  'device_token',
  'discount_code',
  'type',
  'expand',
];
const NUL = '\u0000';
const query = TEXT_NAMES.map((n) => `${n}=%00`).join('&');
const body = Object.fromEntries(TEXT_NAMES.map((n) => [n, `a${NUL}b`]));

const routes = () => [
  ...new Map(
    t.app.routes
      .filter((r) => API_PREFIXES.some((p) => r.path.startsWith(`${p}/`)) && !r.path.includes('*') && !r.path.includes(':') && r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, r]),
  ).values(),
];

beforeAll(async () => {
  const user = await findOrCreateUser(t.db, '09121110000');
  bearer = (await issueLogin(t.db, user.id, CLIENT.client_id)).tokens.access_token;
});
beforeEach(async () => setLimitStore(await freshLimitStore()));
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
});

describe('bad text', () => {
  it('knows NUL, other controls and lone surrogates; allows tab and newlines', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001f', '\u007f', 'x\ud800y', '\udc00']) expect(isBadText(bad)).toBe(true);
    for (const good of ['گوشی سامسونگ', 'a\tb', 'line\r\nline', '😀', '']) expect(isBadText(good)).toBe(false);
    expect(badTextField({ a: 'ok', Ship: [{ city: 'x\u0000' }] })).toBe('Ship.0.city');
    expect(badTextField({ ['k\u0000']: 'v' })).toBe('body');
    expect(badUrlField(new URL('http://x/search?q=%00'))).toBe('q');
    expect(badUrlField(new URL('http://x/%ff'))).toBe('path');
    expect(badUrlField(new URL('http://x/product/a%00b'))).toBe('path');
    expect(badUrlField(new URL('http://x/search?q=%D8%B3%D9%84%D8%A7%D9%85'))).toBeNull();
  });
});

describe('NUL in the API', () => {
  it('the search, suggestions and product index answer 422 on q, not 500', async () => {
    for (const path of [
      '/v6/product/search?q=%00',
      '/v10/product/index?q=%00',
      '/v6/product/filter?q=a%00',
      '/v6/product/count?q=%00',
      '/v6/brand/view?slug=%00',
    ]) {
      const res = await t.call('GET', path, undefined, ip());
      expect({ path, status: res.status }).toEqual({ path, status: 422 });
      expect(res.body.data[0]).toMatchObject({ message: BAD_TEXT_MESSAGE });
    }
    expect((await t.call('GET', '/v6/product/search?q=%00', undefined, ip())).body.data[0].field).toBe('q');
    expect(errors).not.toHaveBeenCalled();
  });

  it('profile fields and the unfair-pricing report answer 422 naming the field', async () => {
    const auth = { Authorization: `Bearer ${bearer}`, ...ip() };
    const profile = await t.call(
      'POST',
      '/v6/profile/insert',
      { first_name: `سارا${NUL}`, last_name: 'محمدی', sex: 2, birthday: '1990-01-01', is_foreign: 1 },
      auth,
    );
    expect(profile.status).toBe(422);
    expect(profile.body.data).toEqual([{ field: 'first_name', message: BAD_TEXT_MESSAGE }]);

    const [row] = rowsOf(await t.db.execute(sql`select v.id from varieties v join products p on p.id = v.product_id where p.status = 1 order by v.id limit 1`));
    const report = await t.call('POST', '/v6/product/unfair-pricing', { id: Number(row!.id), description: `ارزان${NUL}تر` }, ip());
    expect(report.status).toBe(422);
    expect(report.body.data).toEqual([{ field: 'description', message: BAD_TEXT_MESSAGE }]);
    // Forms too, and a lone surrogate in JSON.
    const form = await t.app.request('/v6/product/unfair-pricing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ip() },
      body: `id=${row!.id}&url=https%3A%2F%2Fx.ir%2F%00`,
    });
    expect(form.status).toBe(422);
    const surrogate = await t.call('POST', '/v6/product/unfair-pricing', `{"id":${row!.id},"description":"\\ud800"}`, ip());
    expect(surrogate.status).toBe(422);
    expect(errors).not.toHaveBeenCalled();
  });

  it('every API route, guest or signed in, refuses NUL in the query and the body without a 5xx or an error log', async () => {
    const list = routes();
    expect(list.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of list) {
      for (const auth of [{}, { Authorization: `Bearer ${bearer}` }] as Record<string, string>[]) {
        const inQuery = await t.call(route.method, `${route.path}?${query}`, undefined, { ...auth, ...ip() });
        if (inQuery.status !== 422) failures.push(`${route.method} ${route.path}?… → ${inQuery.status}`);
        if (route.method === 'GET') continue;
        const inBody = await t.call(route.method, route.path, body, { ...auth, ...ip() });
        if (inBody.status >= 500) failures.push(`${route.method} ${route.path} body → ${inBody.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a broken percent-encoding in an API path is a quiet 400', async () => {
    const res = await t.call('GET', '/v6/product/%ff', undefined, ip());
    expect(res.status).toBe(400);
    expect(errors).not.toHaveBeenCalled();
  });
});
