import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { notFound } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse, queryId } from '#server/http/params.ts';
import { HELD_MESSAGE, PUBLISHED_MESSAGE } from '../moderation/moderate.ts';
import { PRODUCT_NOT_FOUND } from '../surveys/items.ts';
import { voteBody } from '../validation.ts';
import { castVote } from '../votes.ts';
import { listQuestions } from './read.ts';
import { productExists } from '../product-ref.ts';
import { answerBody, isAnswerBody, questionBody } from './validation.ts';
import { answerQuestion, askQuestion } from './write.ts';

/**
 * Questions and answers (spec section 7: `/v6/question/index`, `create`, `like`): a
 * product's published questions with their published answers; asking, answering and
 * liking need a signed-in shopper (401 for guests).
 */
export const questionsApi = new Hono<AppEnv>();

const written = (c: Parameters<typeof ok>[0], row: { status: string }) => ok(c, row, row.status === 'approved' ? PUBLISHED_MESSAGE : HELD_MESSAGE);

questionsApi.get('/v6/question/index', async (c) => {
  const productId = queryId(c, 'product_id');
  const page = pagination(c);
  if (!(await productExists(c.var.db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const { items, total } = await listQuestions(c.var.db, productId, { limit: page.perPage, offset: offsetOf(page) });
  return collection(c, items, total, page);
});

/*
 * One `create` for both: the spec lists no answer endpoint, and in the Yii-style API it
 * mirrors one controller writes both kinds of rows, so `{ product_id, text }` asks and
 * `{ question_id, text }` answers a published question.
 */
questionsApi.post('/v6/question/create', async (c) => {
  const caller = requireCaller(c);
  const body = await readBody(c);
  if (isAnswerBody(body)) {
    const { question_id, text } = parse(answerBody, body);
    return written(c, await answerQuestion(c.var.db, caller.userId, question_id, text));
  }
  const { product_id, text } = parse(questionBody, body);
  return written(c, await askQuestion(c.var.db, caller.userId, product_id, text));
});

/** Helpful / not helpful on a published answer (`{ id, like: true | false }`), once per shopper. */
questionsApi.post('/v6/question/like', async (c) => {
  const caller = requireCaller(c);
  const { id, vote } = parse(voteBody, await readBody(c));
  return ok(c, await castVote(c.var.db, 'answer', id, caller.userId, vote));
});
