import type { MiddlewareHandler } from 'hono';
import { ERROR_PAGE_FAILED } from '#ui/errors/messages.ts';
import { fa } from '#i18n/fa.ts';

/** The last resort when even the error page failed to render (spec section 8). */
export function fallbackErrorHtml(status: number, message = ERROR_PAGE_FAILED, home = '/'): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title></head><body style="font-family:Tahoma,sans-serif;text-align:center;padding:3rem 1rem"><p role="alert" style="font-weight:bold">${message}</p><p><a href="${home}">${fa.common.home}</a></p></body></html>`;
}

/**
 * Astro answers a bare 500 (no HTML) when the 500 page itself throws; replace such
 * answers with a minimal page that still leads home.
 */
export function errorPageFallback(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 500) return;
    if ((res.headers.get('Content-Type') ?? '').includes('text/html')) return;
    c.res = new Response(fallbackErrorHtml(res.status), {
      status: res.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  };
}
