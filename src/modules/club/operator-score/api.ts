import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { contactsOf, rateContact } from './service.ts';
import { OPERATOR_SCORE_MESSAGES, operatorScoreBody } from './validation.ts';

/**
 * The operator score's calls (spec section 7's club calls; shared/spec/API.md's conventions):
 * the signed-in shopper's contacts of the last 30 days with their scores, and scoring one.
 * Guests get 401. An operator acting as the shopper is refused by the acting guard before
 * this runs (the route is not on its allow-list); the check here keeps it so if it ever were.
 */
export const operatorScoreApi = new Hono<AppEnv>();

operatorScoreApi.get('/v10/operator-score/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const all = await contactsOf(c.var.db, caller.userId);
  return collection(c, all.slice(offsetOf(page), offsetOf(page) + page.perPage), all.length, page);
});

operatorScoreApi.post('/v10/operator-score/create', async (c) => {
  const caller = requireCaller(c);
  if (caller.actorUserId !== null) throw new ApiError(403, OPERATOR_SCORE_MESSAGES.acting);
  const input = parse(operatorScoreBody, await readBody(c));
  return ok(c, await rateContact(c.var.db, caller.userId, input), OPERATOR_SCORE_MESSAGES.thanks);
});
