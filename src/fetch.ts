import { Hono } from 'hono';
import { actions, middleware, pages, redirects, sessions, trailingSlash } from 'astro/hono';
import { createApi } from './server/api.ts';
import { compress } from './server/http/compress.ts';
import { errorPageFallback } from './server/http/error-page-fallback.ts';

/**
 * The request pipeline (docs/adr/0002-api-entry.md): compression, then the JSON API
 * (/v6 /v8 /v10 /oauth2, which skips the page middleware and Astro's form-origin check),
 * then Astro's own handlers for pages.
 */
const app = new Hono();

app.use(compress());
app.route('/', createApi());
app.use(errorPageFallback());
app.use(trailingSlash(), redirects(), sessions(), actions(), middleware(), pages());

export default app;
