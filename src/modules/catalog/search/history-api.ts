import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, parse, queryId } from '#server/http/params.ts';
import { faSearchHistory as fa } from '#i18n/fa-search-history.ts';
import { clearSearches, recentSearches, recordSearch, removeSearch } from './history.ts';
import { historyBody, SEARCH_HISTORY_SHOWN } from './history-validation.ts';

/**
 * A signed-in shopper's recent searches (SPEC.md names only
 * `/v10/search-history/*`, the methods follow shared/spec/API.md; docs/adr/0017):
 * - GET index: the newest SEARCH_HISTORY_SHOWN, newest first, as a collection;
 * - POST create `{ query }`: records one (the search results page also records by itself);
 * - DELETE delete?id=: one of the caller's own (anyone else's id is a 404);
 * - DELETE clear: all of them.
 * All need a signed-in shopper (401). An operator acting as the shopper (login-as) reads
 * and tidies their list like any other of theirs, but their own searches are not
 * recorded into it (as with recent visits): create answers `data: null` then.
 */
export const searchHistoryApi = new Hono<AppEnv>();

searchHistoryApi.get('/v10/search-history/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c, { defaultPerPage: SEARCH_HISTORY_SHOWN, max: SEARCH_HISTORY_SHOWN });
  const { items, total } = await recentSearches(c.var.db, caller.userId, page);
  c.header('Cache-Control', 'no-store');
  return collection(c, items, total, page);
});

searchHistoryApi.post('/v10/search-history/create', async (c) => {
  const caller = requireCaller(c);
  const { query } = parse(historyBody, await readBody(c));
  if (caller.actorUserId !== null) return ok(c, null);
  return ok(c, await recordSearch(c.var.db, caller.userId, query), fa.recorded);
});

searchHistoryApi.delete('/v10/search-history/delete', async (c) => {
  const caller = requireCaller(c);
  const removed = await removeSearch(c.var.db, caller.userId, queryId(c));
  return ok(c, removed, fa.removed(removed.query));
});

searchHistoryApi.delete('/v10/search-history/clear', async (c) => {
  const caller = requireCaller(c);
  return ok(c, { count: await clearSearches(c.var.db, caller.userId) }, fa.cleared);
});
