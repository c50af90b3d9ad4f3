import type { MiddlewareHandler } from 'hono';
import type { Db } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { readCookie } from '#lib/session-hints.ts';
import { recordSearchOfSession } from './history.ts';

const SEARCH_PAGE = /^\/(b2b\/)?search(\/|$)/;

/**
 * A signed-in shopper's search from the search pages goes into their recent searches
 * (spec /v10/search-history). It runs before the page cache, not in the page: the page
 * itself is the same for every shopper and may be served from the cache.
 * Never fails the page (recordSearchOfSession logs and swallows).
 */
export function recordSearches(database: () => Promise<{ db: Db }>): MiddlewareHandler {
  return async (c, next) => {
    const q = c.req.method === 'GET' && SEARCH_PAGE.test(c.req.path) ? c.req.query('q') : undefined;
    const token = q ? readCookie(c.req.header('Cookie') ?? '', SESSION_COOKIE) : undefined;
    if (q && token) await recordSearchOfSession((await database()).db, token, q);
    await next();
  };
}
