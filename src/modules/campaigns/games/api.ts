import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { scoreView } from './board.ts';
import { resetRounds, startRound, submitScore } from './rounds.ts';
import { GAME_MESSAGES } from './rules.ts';
import { submitBody } from './validation.ts';

/**
 * The pomegranate game's scores (spec section 7, "Games"): start a round, submit its score
 * (once, checked against the time the round took), the board (public; the caller's best and
 * rank when signed in) and `reset-factory` (the caller's rounds leave the board).
 */
export const gameScoreApi = new Hono<AppEnv>();

gameScoreApi.post('/v6/game-score/start', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await startRound(c.var.db, caller.userId));
});

gameScoreApi.post('/v6/game-score/submit', async (c) => {
  const caller = requireCaller(c);
  const body = parse(submitBody, await readBody(c));
  return ok(c, await submitScore(c.var.db, caller.userId, body.round_id, body.score), GAME_MESSAGES.saved);
});

gameScoreApi.get('/v6/game-score/score', async (c) => ok(c, await scoreView(c.var.db, c.var.caller?.userId ?? null)));

gameScoreApi.post('/v6/game-score/reset-factory', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await resetRounds(c.var.db, caller.userId), GAME_MESSAGES.reset);
});
