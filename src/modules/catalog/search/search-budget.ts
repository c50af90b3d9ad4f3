import type { Context, MiddlewareHandler, Next } from 'hono';
import { normalizePersian } from '#lib/normalize.ts';
import { limitStore, tooManyRequests } from '#server/auth/rate-limit.ts';
import { config } from '#server/config.ts';
import { ApiError } from '#server/errors.ts';
import { requestIp } from '#server/http/client-address.ts';

/**
 * A per-address budget for search work the caches did not save (spec section 8's "too many
 * requests"; README "Limits"). A search is the dearest read the shop serves, and its page
 * or API answer is cached only for the query as written, so a client sending fresh
 * queries makes the database work every time: like sign-in, each address gets a budget a
 * minute, counted in the shared limit store (Redis with several processes, else in the
 * process). A query costs one unit per ten words, so a forty-word query counts as four.
 *
 * It is charged where the search runs (the listing API, and the search pages behind the
 * page cache: searchPageBudget), so a cached answer costs nothing.
 */
export const WORDS_PER_UNIT = 10;
const WINDOW_SECONDS = 60;
/** The 429's words: the page shows the general "too many requests" page. */
export const SEARCH_LIMIT_MESSAGE = 'تعداد جست‌وجوهای شما در این چند دقیقه زیاد بوده است؛ کمی صبر کنید و دوباره جست‌وجو کنید';

/** Units a query costs: none without words, then one for every ten words begun. */
export function searchCost(q: string | undefined): number {
  if (!q) return 0;
  // The listing reads at most 100 characters of a query (catalog/validation.ts): count what it reads.
  const words = normalizePersian(q.slice(0, 100)).split(' ').filter(Boolean).length;
  return Math.ceil(words / WORDS_PER_UNIT);
}

/** Spends a query's units of the address's budget; a 429 with Retry-After once it is spent. */
export async function chargeSearch(address: string, q: string | undefined): Promise<void> {
  const cost = searchCost(q);
  if (cost === 0) return;
  const store = limitStore();
  let hit = { count: 0, resetIn: WINDOW_SECONDS };
  // Stores count one hit at a time; a query costs five at most.
  for (let unit = 0; unit < cost; unit++) hit = await store.hit(`search:ip:${address}`, WINDOW_SECONDS);
  if (hit.count > config.searchUnitsPerMinute) throw tooManyRequests(SEARCH_LIMIT_MESSAGE, hit.resetIn);
}

/** Listing pages that run a search when they carry `q` (the search pages and the curated and brand listings). */
const LISTING_PAGE = /^\/(b2b\/)?(search|cute-category|cute-category-search|category\/cuteCategory|brand|seller|main)(\/|$)|^\/promotion$/;

/**
 * The pages' side: placed after the page cache, so only a page rendered afresh is charged.
 * Over budget, the shopper gets the friendly 429 page (ui/errors: «تعداد درخواست‌های شما
 * بیش از حد مجاز است، کمی صبر کنید») with Retry-After, instead of the listing.
 * `rewrite` renders another page for this request (fetch.ts's astroPage).
 */
export function searchPageBudget(rewrite: (c: Context, next: Next, path: string) => Promise<void> | void): MiddlewareHandler {
  return async (c, next) => {
    const q = c.req.method === 'GET' || c.req.method === 'HEAD' ? c.req.query('q') : undefined;
    if (!q || !LISTING_PAGE.test(c.req.path)) return next();
    try {
      await chargeSearch(requestIp(c.req.raw), q);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 429) throw err;
      const retryAfter = err.headers?.['Retry-After'];
      await rewrite(c, next, '/error/429');
      if (retryAfter) c.res.headers.set('Retry-After', retryAfter);
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    return next();
  };
}
