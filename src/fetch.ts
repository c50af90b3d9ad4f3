import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { FetchState, actions, middleware, pages, redirects, sessions, trailingSlash } from 'astro/hono';
import { createApi, isPersonalApiPath } from './server/api.ts';
import { config } from './server/config.ts';
import { getDatabase } from './server/db/client.ts';
import { badUrlField } from './server/http/bad-text.ts';
import { compress } from './server/http/compress.ts';
import { ALLOW, isServedMethod } from './server/http/methods.ts';
import { SESSION_COOKIE } from './server/http/cookies.ts';
import { errorPageFallback, fallbackErrorHtml } from './server/http/error-page-fallback.ts';
import { pageCache } from './server/http/page-cache.ts';
import { securityHeaders, tlsOf } from './server/http/security-headers.ts';
import { startJobs } from './server/jobs.ts';
import { isKnownHost, publicOrigin, retailSiteUrl } from './routing/origin.ts';
import { variantOfHost } from './routing/variant.ts';

/** Catalogue pages, the same for every anonymous visitor of a host. */
const CACHEABLE = /^\/($|search|main\/|brand\/|seller\/|product\/|promotion$|category-list$|cute-category|category\/cuteCategory|faq|page\/|sitemap|robots\.txt)/;

/** The origin absolute URLs and the page cache use: configured, never the raw Host header. */
const originOf = (c: Context) => publicOrigin(variantOfHost(c.req.header('Host')), new URL(c.req.url));

/**
 * Requests no handler should see: a Host that is not ours (421: it would otherwise end up
 * in absolute URLs and cache keys), a method we do not serve (405 with Allow), a path
 * whose encoding is broken (`/%ff`: a quiet 400 page instead of an error in the log),
 * and Astro's image endpoint, which nothing uses (`/_image?href=…svg` answered 500).
 */
function gate(): MiddlewareHandler {
  return async (c, next) => {
    // /health stays open to probes that address the machine by IP.
    if (!isKnownHost(c.req.header('Host')) && c.req.path !== '/health') {
      return c.html(fallbackErrorHtml(421, 'این نشانی متعلق به این فروشگاه نیست', retailSiteUrl().origin), 421);
    }
    if (!isServedMethod(c.req.method)) return c.body(null, 405, { Allow: ALLOW });
    const url = new URL(c.req.url);
    if (url.pathname === '/_image' || url.pathname.startsWith('/_image/')) return astroPage(c, next, '/404');
    if (!isPersonalApiPath(url.pathname) && badUrlField(url) === 'path') return astroPage(c, next, '/error/400');
    await next();
  };
}

/** Renders one of our error pages instead of the request's path (Astro reads the request from this state). */
function astroPage(c: Context, next: () => Promise<void>, path: string) {
  c.set('fetchState' as never, new FetchState(new Request(new URL(path, new URL(c.req.url).origin), { headers: c.req.raw.headers })) as never);
  return next();
}

/**
 * The request pipeline (docs/adr/0002-api-entry.md): security headers on every answer,
 * the gate, the anonymous page cache, then compression, then the JSON API (/v6 /v8 /v10
 * /oauth2, which skips the page middleware and Astro's form-origin check), then Astro's
 * own handlers for pages.
 */
const app = new Hono();
startJobs(getDatabase);

app.use(securityHeaders({ tls: tlsOf, personalByDefault: isPersonalApiPath }));
app.use(gate());
app.use(pageCache({ ttlMs: config.pageCacheTtl * 1000, cacheable: (path) => CACHEABLE.test(path), sessionCookie: SESSION_COOKIE, originOf }));
app.use(compress());
app.route('/', createApi());
app.use(errorPageFallback());
app.use(trailingSlash(), redirects(), sessions(), actions(), middleware(), pages());

export default app;
