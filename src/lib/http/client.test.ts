import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, readPagination, type TokenStore } from './client.ts';
import { HttpError, NO_RESPONSE } from './errors.ts';
import { serializeQuery } from './query.ts';

/** A small fake of our API: it answers per path, and records what it received. */
function fakeServer() {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const app = new Hono();
  app.use(async (c, next) => {
    seen.push({ url: c.req.url, headers: Object.fromEntries(c.req.raw.headers) });
    await next();
  });
  app.get('/ok', (c) => c.json({ success: true, data: { hello: 'سلام' } }));
  app.post('/form', (c) => c.json({ success: false, message: 'اطلاعات معتبر نیست', data: [{ field: 'mobile', message: 'شماره موبایل معتبر نیست' }] }, 422));
  app.get('/boom', (c) => c.json({ success: false, message: 'مشکلی در سرور رخ داده است', data: { status: 500 } }, 500));
  app.get('/nested', (c) => c.json({ success: false, data: { message: 'پیام داخلی' } }, 409));
  app.get('/bare', (c) => c.body(null, 503));
  app.get('/me', (c) =>
    c.req.header('Authorization') === 'Bearer fresh' ? c.json({ success: true, data: { id: 7 } }) : c.json({ success: false, message: 'x' }, 401),
  );
  app.get('/slow', async (c) => {
    await new Promise((r) => setTimeout(r, 300));
    return c.json({ success: true, data: 1 });
  });
  // Like the real fetch, give up as soon as the caller's signal aborts.
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const aborted = new Promise<never>((_, reject) => {
      const signal = init?.signal;
      const fail = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail);
    });
    return Promise.race([app.fetch(request), aborted]);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

function setup(overrides: { tokens?: TokenStore; dev?: boolean; fetch?: typeof fetch; arrayStyle?: 'indices' | 'brackets' } = {}) {
  const server = fakeServer();
  const ui = { toast: vi.fn(), pageError: vi.fn(), goToLogin: vi.fn() };
  const client = createHttpClient({
    arrayStyle: overrides.arrayStyle ?? 'indices',
    baseURL: 'http://shop.test',
    context: () => ({
      clientId: 'retail-web',
      business: false,
      deviceType: 'mobile',
      os: 1,
      utmSource: 'sms',
      utmCampaign: 'yalda',
      referer: 'https://google.com',
      slug: 'galaxy-a55',
    }),
    tokens: overrides.tokens,
    ui,
    fetch: overrides.fetch ?? server.fetch,
    dev: overrides.dev,
  });
  return { client, ui, server };
}

describe('query serialisation', () => {
  it('writes arrays with indices for the authenticated client and brackets for the public one', () => {
    expect(serializeQuery({ ids: [1, 2], page: 2 }, 'indices')).toBe('ids[0]=1&ids[1]=2&page=2');
    expect(serializeQuery({ ids: [1, 2] }, 'brackets')).toBe('ids[]=1&ids[]=2');
    expect(serializeQuery({ Ship: { city_id: 3 }, q: 'گوشی', skip: undefined }, 'brackets')).toBe(`Ship[city_id]=3&q=${encodeURIComponent('گوشی')}`);
  });

  it('sends them that way on the wire', async () => {
    const auth = setup();
    await auth.client.get('/ok', { query: { ids: [5, 6] } });
    expect(decodeURIComponent(auth.server.seen[0]!.url)).toContain('/ok?ids[0]=5&ids[1]=6');
    const pub = setup({ arrayStyle: 'brackets' });
    await pub.client.get('/ok', { query: { ids: [5, 6] } });
    expect(decodeURIComponent(pub.server.seen[0]!.url)).toContain('/ok?ids[]=5&ids[]=6');
  });
});

describe('headers', () => {
  it('sends the spec headers and a bearer token when one exists', async () => {
    const tokens: TokenStore = { get: () => 'abc', refresh: async () => null, clear: () => {} };
    const { client, server } = setup({ tokens });
    expect(await client.get('/ok')).toEqual({ success: true, data: { hello: 'سلام' } });
    const h = server.seen[0]!.headers;
    expect(h).toMatchObject({
      authorization: 'Bearer abc',
      'x-client-id': 'retail-web',
      'x-business': '0',
      'x-device-type': 'mobile',
      'x-os': '1',
      'x-utm-source': 'sms',
      'x-utm-campaign': 'yalda',
      'x-referer': 'https://google.com',
      'x-slug': 'galaxy-a55',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { client, server } = setup();
    await client.get('/ok');
    expect(server.seen[0]!.headers.authorization).toBeUndefined();
  });
});

describe('error policy (spec section 8)', () => {
  it('puts 422 messages on form fields, and toasts when there is no form', async () => {
    const { client, ui } = setup();
    const setError = vi.fn();
    await expect(client.post('/form', { mobile: '1' }, { form: { setError } })).rejects.toMatchObject({ kind: 'validation', handled: true });
    expect(setError).toHaveBeenCalledWith('mobile', { type: 'server', message: 'شماره موبایل معتبر نیست' });
    expect(ui.toast).not.toHaveBeenCalled();
    await expect(client.post('/form', {})).rejects.toBeInstanceOf(HttpError);
    expect(ui.toast).toHaveBeenCalledWith('شماره موبایل معتبر نیست');
  });

  it('toasts the body message, data.message, an override, or status and text', async () => {
    const { client, ui } = setup();
    await client.get('/boom').catch(() => {});
    expect(ui.toast).toHaveBeenLastCalledWith('مشکلی در سرور رخ داده است');
    await client.get('/nested').catch(() => {});
    expect(ui.toast).toHaveBeenLastCalledWith('پیام داخلی');
    await client.get('/boom', { statusMessages: { 500: 'بعداً تلاش کنید' } }).catch(() => {});
    expect(ui.toast).toHaveBeenLastCalledWith('بعداً تلاش کنید');
    await client.get('/bare').catch(() => {});
    expect(ui.toast).toHaveBeenLastCalledWith('۵۰۳ سایت در حال حاضر در دسترس نیست');
  });

  it('can report through a callback, the error page, or not at all', async () => {
    const { client, ui } = setup();
    const onError = vi.fn();
    await client.get('/boom', { mode: 'callback', onError }).catch(() => {});
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    await client.get('/boom', { mode: 'page' }).catch(() => {});
    expect(ui.pageError).toHaveBeenCalledWith('مشکلی در سرور رخ داده است', 500);
    const err = await client.get('/boom', { mode: 'rethrow' }).catch((e: HttpError) => e);
    expect(err).toMatchObject({ status: 500, handled: false });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('says no response was received when the network fails', async () => {
    const { client, ui } = setup({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(client.get('/ok')).rejects.toMatchObject({ kind: 'no-response' });
    expect(ui.toast).toHaveBeenCalledWith(NO_RESPONSE);
  });

  it('stays silent for cancelled and timed-out calls', async () => {
    const { client, ui } = setup();
    const abort = new AbortController();
    const pending = client.get('/slow', { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(client.get('/slow', { timeout: 20 })).rejects.toMatchObject({ kind: 'cancelled' });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('ignores a 401 without a token (and throws it in development)', async () => {
    const { client, ui } = setup();
    await expect(client.get('/me')).rejects.toMatchObject({ kind: 'unauthorized', handled: true });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.goToLogin).not.toHaveBeenCalled();
    const dev = setup({ dev: true });
    await expect(dev.client.get('/me')).rejects.toMatchObject({ kind: 'unauthorized', handled: false });
  });
});

describe('token refresh', () => {
  it('refreshes once for concurrent 401s, and each request retries once', async () => {
    let current = 'stale';
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 30));
      current = 'fresh';
      return current;
    });
    const { client, server } = setup({ tokens: { get: () => current, refresh, clear: vi.fn() } });
    const results = await Promise.all([client.get('/me'), client.get('/me'), client.get('/me')]);
    expect(results).toEqual([1, 2, 3].map(() => ({ success: true, data: { id: 7 } })));
    expect(refresh).toHaveBeenCalledOnce();
    expect(server.seen.filter((s) => s.headers.authorization === 'Bearer fresh')).toHaveLength(3);
    expect(server.seen).toHaveLength(6);
  });

  it('treats a failed refresh as 401: clears the token and goes to login', async () => {
    const clear = vi.fn();
    const { client, ui } = setup({ tokens: { get: () => 'stale', refresh: async () => null, clear } });
    await expect(client.get('/me')).rejects.toMatchObject({ kind: 'unauthorized', handled: true });
    expect(clear).toHaveBeenCalledOnce();
    expect(ui.goToLogin).toHaveBeenCalledOnce();
  });
});

describe('pagination', () => {
  it('reads the X-Pagination headers, or _meta when they are missing', () => {
    const headers = new Headers({
      'X-Pagination-Page-Count': '4',
      'X-Pagination-Current-Page': '2',
      'X-Pagination-Per-Page': '20',
      'X-Pagination-Total-Count': '71',
    });
    expect(readPagination(headers)).toEqual({ pageCount: 4, currentPage: 2, perPage: 20, totalCount: 71 });
    expect(readPagination(new Headers(), { _meta: { pageCount: 1, currentPage: 1, perPage: 50, totalCount: 3 } })).toEqual({
      pageCount: 1,
      currentPage: 1,
      perPage: 50,
      totalCount: 3,
    });
  });
});
