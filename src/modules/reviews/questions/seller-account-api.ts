import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { HELD_MESSAGE, PUBLISHED_MESSAGE } from '../moderation/moderate.ts';
import { answerFromSellerAccount, questionsForSeller, sellerOfAccount, SELLER_ACCOUNT_MESSAGES } from './seller-account.ts';
import { answerBody } from './validation.ts';

/**
 * A seller's own questions to answer (docs/adr/0024; paths of ours, the spec shows none):
 * `GET /v6/provider/questions` (the published questions on the products they offer that
 * they have not answered) and `POST /v6/provider/questions/answer` (`{ question_id, text }`).
 * The signed-in account must be an approved seller's (403 otherwise).
 */
export const sellerQuestionsApi = new Hono<AppEnv>();

sellerQuestionsApi.get('/v6/provider/questions', async (c) => {
  const caller = requireCaller(c);
  const seller = await sellerOfAccount(c.var.db, caller.userId);
  if (!seller) throw new ApiError(403, SELLER_ACCOUNT_MESSAGES.notSeller);
  const page = pagination(c);
  const { items, total } = await questionsForSeller(c.var.db, seller.id, { limit: page.perPage, offset: offsetOf(page) });
  return collection(c, items, total, page);
});

sellerQuestionsApi.post('/v6/provider/questions/answer', async (c) => {
  const caller = requireCaller(c);
  const { question_id, text } = parse(answerBody, await readBody(c));
  const answer = await answerFromSellerAccount(c.var.db, caller.userId, question_id, text);
  return ok(c, answer, answer.status === 'approved' ? PUBLISHED_MESSAGE : HELD_MESSAGE);
});
