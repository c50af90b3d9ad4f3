import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { FetchState, actions, middleware, pages, redirects, sessions, trailingSlash } from 'astro/hono';
import { isConfirmedPartnerRow, userById, tokenOwner } from '#modules/account/index.ts';
import { recordSearches, searchPageBudget } from '#modules/catalog/index.ts';
import { createApi, isPersonalApiPath } from '#app/api.ts';
import { config } from '#server/config.ts';
import { getDatabase } from '#server/db/client.ts';
import { badUrlField } from '#server/http/bad-text.ts';
import { compress } from '#server/http/compress.ts';
import { ALLOW, isServedMethod } from '#server/http/methods.ts';
import { audienceResolver, type Audience } from '#server/http/audience.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { errorPageFallback, fallbackErrorHtml } from '#server/http/error-page-fallback.ts';
import { pageCache } from '#server/http/page-cache.ts';
import { securityHeaders, tlsOf } from '#server/http/security-headers.ts';
import { startJobs } from '#app/jobs.ts';
import { sharedResponses, shareState } from '#server/shared-state.ts';
import { pageVersion } from '#server/cache/page-version.ts';
import { readCookie } from '#lib/session-hints.ts';
import { isKnownHost, retailSiteUrl } from '#routing/origin.ts';
import { originOf } from '#server/http/origin.ts';

/**
 * Catalogue pages, the same for every visitor of one audience on a host; the seasonal landings
 * are catalogue pages too (a window's edge is at most one cache lifetime late).
 */
const CACHEABLE =
  /^\/($|search|main\/|brand\/|seller\/|product\/|promotion$|category-list$|cute-category|category\/cuteCategory|faq|page\/|download|sitemap|robots\.txt|(yalda|norooz|esfand|festival|weekend|rightel)$)/;
// Every API path (/v6 /v8 /v10 /oauth2 and the cart forms) is personal by default.
const isApiPath = isPersonalApiPath;

/** A session's audience from the database (remembered briefly by audienceResolver). */
const audienceOfSession = audienceResolver(
  async (token): Promise<Audience> => {
    const { db } = await getDatabase();
    const owner = await tokenOwner(db, token, ['web']);
    const user = owner ? await userById(db, owner.userId) : undefined;
    if (!user) return 'guest';
    return isConfirmedPartnerRow(user) ? 'partner' : 'shopper';
  },
  { version: pageVersion },
);

/**
 * The cache key's audience: pages by the session cookie; an API call with a bearer token is
 * never cached (its caller may be told 401), one with the session cookie is, by audience.
 * A failing lookup means "do not cache": the request is served as if there were no cache.
 */
async function audienceOf(c: Context): Promise<string | undefined> {
  if (isApiPath(c.req.path) && c.req.header('Authorization')) return undefined;
  return audienceOfSession(readCookie(c.req.header('Cookie') ?? '', SESSION_COOKIE)).catch(() => undefined);
}

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
// With REDIS_URL: shared caches, limits and purges (waits at most a few seconds for Redis).
await shareState(getDatabase).catch((err) => console.error('[redis] could not be set up; serving with in-process state', err));
startJobs(getDatabase);
// The JSON API; the routes it marks `cacheable` (catalogue reads, the same for any caller of one audience) join the page cache.
const api = createApi();

app.use(securityHeaders({ tls: tlsOf, personalByDefault: isPersonalApiPath }));
app.use(gate());
app.use(recordSearches(getDatabase));
app.use(
  pageCache({
    ttlMs: config.pageCacheTtl * 1000,
    cacheable: (path) => CACHEABLE.test(path) || api.meta.cacheable(path),
    audienceOf,
    // The spec's clients say which storefront they are (X-Business: 1 on the wholesale one).
    varyOf: (c) => (isApiPath(c.req.path) ? (c.req.header('X-Business') ?? '') : ''),
    originOf,
    shared: sharedResponses,
  }),
);
// Behind the cache: only a search page rendered afresh spends the address's search budget.
app.use(searchPageBudget(astroPage));
app.use(compress());
app.route('/', api);
app.use(errorPageFallback());
app.use(trailingSlash(), redirects(), sessions(), actions(), middleware(), pages());

export default app;
