import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, parse, queryId } from '#server/http/params.ts';
import { competitionDetail, competitionPage } from './read.ts';
import { registerEntry } from './register.ts';
import { COMPETITION_MESSAGES } from './rules.ts';
import { registerBody } from './validation.ts';

/**
 * Competitions (spec section 7, `/v10/competition/*`): the live and finished ones with their
 * results (public), one by id (with the caller's entry when signed in), and answering a
 * live one, once per shopper. Not cacheable: a competition opens and closes at moments no
 * edit purges the page cache for.
 */
export const competitionApi = new Hono<AppEnv>();

competitionApi.get('/v10/competition/index', async (c) => {
  const page = pagination(c);
  const { items, total } = await competitionPage(c.var.db, page);
  return collection(c, items, total, page);
});

competitionApi.get('/v10/competition/view', async (c) => ok(c, await competitionDetail(c.var.db, queryId(c), c.var.caller?.userId ?? null)));

competitionApi.post('/v10/competition/register', async (c) => {
  const caller = requireCaller(c);
  const body = parse(registerBody, await readBody(c));
  return ok(c, await registerEntry(c.var.db, caller.userId, body.competition_id, body.answer), COMPETITION_MESSAGES.registered);
});
