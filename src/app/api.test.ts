import { describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE } from '#server/http/bad-text.ts';
import { useTestApi } from '#tests/harness.ts';
import { peerMode } from '#tests/peer.ts';

const t = useTestApi();

describe('API shell', () => {
  it('answers the health check after asking the database', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    // With a second process (TEST_API_PEER) both share a Redis; alone, there is none.
    expect(res.body).toEqual({ success: true, data: { status: 'ok', redis: peerMode() ? 'ok' : 'off' } });
  });

  it.each(['/v6/nothing/here', '/v8/x', '/v10/site/unknown', '/oauth2/nope', '/v6'])('answers %s with a JSON 404 in the envelope', async (path) => {
    const res = await t.call('POST', path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.body).toEqual({
      success: false,
      message: 'مورد درخواستی یافت نشد',
      data: { name: 'Not Found', message: 'مورد درخواستی یافت نشد', code: 0, status: 404 },
    });
  });
});

describe('malformed requests get a Persian 4xx, never a 500', () => {
  it('bad JSON is a 400', async () => {
    const res = await t.call('POST', '/v6/newsletter/subscribe', '{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('بدنه درخواست JSON معتبر نیست');
  });

  it('a JSON array or string instead of an object is a 400', async () => {
    expect((await t.call('POST', '/v6/newsletter/subscribe', '[1,2]')).status).toBe(400);
    expect((await t.call('POST', '/v6/newsletter/subscribe', '"x"')).status).toBe(400);
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.request('/v6/newsletter/subscribe', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: '<a/>' });
    expect(res.status).toBe(415);
    expect((await res.json()).success).toBe(false);
  });

  it('a body over 1 MB is a 413', async () => {
    const res = await t.call('POST', '/v6/newsletter/subscribe', { email: 'a@b.ir', pad: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('حجم درخواست بیش از حد مجاز است');
  });

  it('a 2 MB body is refused on an ordinary path but read on a route marked uploadLimit', async () => {
    const body = { pad: 'x'.repeat(2 * 1024 * 1024) };
    expect((await t.call('POST', '/v6/newsletter/subscribe', body)).status).toBe(413);
    const upload = await t.call('POST', '/v6/career-apply/create', body);
    // Read and judged: the application's fields are missing.
    expect(upload.status).toBe(422);
    expect((await t.call('POST', '/v6/career-apply/create', { pad: 'x'.repeat(7 * 1024 * 1024) })).status).toBe(413);
  });

  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['99999999999'], ['1e3'], ['']])('a bad id (%s) is a 422 with the field', async (id) => {
    const res = await t.call('GET', `/v6/brand/slug?id=${encodeURIComponent(id)}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'اطلاعات وارد شده معتبر نیست', data: [{ field: 'id', message: 'شناسه معتبر نیست' }] });
  });

  it.each([['page=0'], ['page=abc'], ['per-page=0'], ['per-page=51'], ['per-page=10000000'], ['page=1e2']])('bad paging (%s) is a 422', async (q) => {
    const res = await t.call('GET', `/v6/brand/index?${q}`);
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toMatch(/^(page|per-page)$/);
    expect(res.body.data[0].message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('route metadata declared beside the routes (#server/http/route-meta.ts)', () => {
  it('the shared cache may keep exactly the catalogue reads', () => {
    // The alternatives of the former CACHEABLE_API regex in src/fetch.ts.
    const expected = [
      ...['product/index', 'variety/index', 'product/coming-soon-products', 'site/index', 'cute-category/index', 'price-list/index'].map((p) => `/v10/${p}`),
      ...['product/view', 'product/filter', 'product/count', 'category/list', 'category/view', 'brand/index', 'brand/view', 'product-slider/index']
        .concat(['faq/index', 'faq/view', 'faq/categories', 'page/view', 'site/about-us', 'site/settings', 'site/intro'])
        .concat(['promotion/index', 'promotion/filter', 'promotion/instagram-list'])
        .map((p) => `/v6/${p}`),
      ...['product/product-uis', 'promotion/active'].map((p) => `/v8/${p}`),
    ];
    expect(t.app.meta.cacheable.paths).toEqual([...expected].sort());
    for (const path of expected) expect(t.app.meta.cacheable(path)).toBe(true);
    for (const path of ['/v6/product/view/', '/v6/product/viewx', '/v6/user/identity', '/v10/cart/index', '/product/1']) {
      expect(t.app.meta.cacheable(path)).toBe(false);
    }
  });

  it('bodies up to 6 MB are read on exactly the upload routes', () => {
    // The former UPLOAD_PATHS of src/app/api.ts.
    const expected = [
      '/v10/admin/product/image-upload',
      '/v10/coworker/register',
      '/v10/coworker/update',
      '/v6/career-apply/create',
      '/v6/provider/register/upload',
      '/v6/user-legal/create',
      '/v6/user-legal/update',
      '/v6/user-upload/insert',
      '/v6/back-request-customer/create',
      '/v8/back-request-customer/resubmit',
      '/v8/back-request-document/create',
      '/v8/back-request-document/update',
      '/v6/back-request-document/create',
      '/v6/back-request-document/update',
    ];
    expect(t.app.meta.upload.paths).toEqual([...expected].sort());
  });

  it("routes outside the API's prefixes get its guards and database, and the signed-in ones the session", async () => {
    expect(t.app.meta.guarded.paths).toEqual([
      '/auth/send',
      '/auth/verify',
      '/callback/balance/:id',
      '/callback/order/:id',
      '/oauth/:name',
      '/oauth/callback',
      '/sandbox-bank/:authority',
    ]);
    expect(t.app.meta.withSession.paths).toEqual([
      '/cart/add',
      '/cart/all-to-future',
      '/cart/change',
      '/cart/clear',
      '/cart/code',
      '/cart/code/remove',
      '/cart/future/all-to-cart',
      '/cart/future/remove',
      '/cart/future/to-cart',
      '/cart/remove',
      '/cart/to-future',
      '/payment/go/:id',
    ]);
    // The guards run before the route: a control character in the bank's return is refused as on the API.
    const res = await t.app.request('/callback/order/1?Authority=%00', {});
    expect(res.status).toBe(422);
    expect(((await res.json()) as { data: { message: string }[] }).data[0]?.message).toBe(BAD_TEXT_MESSAGE);
  });
});
