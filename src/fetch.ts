import { Hono } from 'hono';
import { actions, middleware, pages, redirects, sessions, trailingSlash } from 'astro/hono';
import { createApi } from './server/api.ts';
import { config } from './server/config.ts';
import { getDatabase } from './server/db/client.ts';
import { compress } from './server/http/compress.ts';
import { SESSION_COOKIE } from './server/http/cookies.ts';
import { errorPageFallback } from './server/http/error-page-fallback.ts';
import { pageCache } from './server/http/page-cache.ts';
import { startJobs } from './server/jobs.ts';

/** Catalogue pages, the same for every anonymous visitor of a host. */
const CACHEABLE = /^\/($|search|main\/|brand\/|seller\/|product\/|promotion$|category-list$|cute-category|category\/cuteCategory|faq|page\/|sitemap|robots\.txt)/;
/**
 * The request pipeline (docs/adr/0002-api-entry.md): the anonymous page cache, then
 * compression, then the JSON API (/v6 /v8 /v10 /oauth2, which skips the page middleware
 * and Astro's form-origin check), then Astro's own handlers for pages.
 */
const app = new Hono();
startJobs(getDatabase);

app.use(pageCache({ ttlMs: config.pageCacheTtl * 1000, cacheable: (path) => CACHEABLE.test(path), sessionCookie: SESSION_COOKIE }));
app.use(compress());
app.route('/', createApi());
app.use(errorPageFallback());
app.use(trailingSlash(), redirects(), sessions(), actions(), middleware(), pages());

export default app;
