import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorPageFallback } from './error-page-fallback.ts';

describe('error page fallback', () => {
  const app = new Hono();
  app.use(errorPageFallback());
  app.get('/bare-500', () => new Response(null, { status: 500 }));
  app.get('/html-500', (c) => c.html('<h1>۵۰۰</h1>', 500));
  app.get('/ok', (c) => c.text('ok'));

  it('replaces a bare 5xx (the error page itself failed) with a generic page leading home', async () => {
    const res = await app.request('/bare-500');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('خطایی در نمایش صفحه خطا رخ داد');
    expect(html).toContain('<a href="/">');
    expect(html).toContain('dir="rtl"');
  });

  it('keeps a rendered error page and ordinary answers', async () => {
    expect(await (await app.request('/html-500')).text()).toBe('<h1>۵۰۰</h1>');
    expect(await (await app.request('/ok')).text()).toBe('ok');
  });
});
