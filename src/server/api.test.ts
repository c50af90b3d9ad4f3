import { describe, expect, it } from 'vitest';
import { createApi } from './api';

describe('API shell', () => {
  const api = createApi();

  it('answers the health check', async () => {
    const res = await api.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it.each(['/v6/nothing/here', '/v8/x', '/v10/site/unknown', '/oauth2/nope'])('answers %s with a JSON 404 in the envelope', async (path) => {
    const res = await api.request(path, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.json()).toEqual({
      success: false,
      message: 'مورد درخواستی یافت نشد',
      data: { name: 'Not Found', message: 'مورد درخواستی یافت نشد', code: 0, status: 404 },
    });
  });
});
