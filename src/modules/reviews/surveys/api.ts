import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import { notFound, validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { idSchema, offsetOf, pagination, parse, queryId } from '#server/http/params.ts';
import { HELD_MESSAGE, PUBLISHED_MESSAGE } from '../moderation/moderate.ts';
import { reviewBody, reviewSortOf, reviewUpdateBody, voteBody } from '../validation.ts';
import { castVote } from '../votes.ts';
import { PRODUCT_NOT_FOUND, surveyItemsOf } from './items.ts';
import { ownReview } from './read.ts';
import { reviewsSnapshot } from './snapshot.ts';
import { createReview, updateReview } from './write.ts';

/**
 * Reviews, the spec's "surveys" (section 7): the criteria, the summary, a page of
 * published reviews, and the shopper's own review to write, read and edit. Writing and
 * voting need a signed-in shopper (401 for guests).
 */
export const surveysApi = new Hono<AppEnv>();

const SORT_MESSAGE = 'ترتیب نامعتبر است';
const productIdOf = (c: Parameters<typeof queryId>[0]) => queryId(c, 'product_id');
const written = (c: Parameters<typeof ok>[0], review: { status: string }) => ok(c, review, review.status === 'approved' ? PUBLISHED_MESSAGE : HELD_MESSAGE);

surveysApi.get('/v10/survey-items/index', async (c) => ok(c, { items: await surveyItemsOf(c.var.db, productIdOf(c)) }));

surveysApi.get('/v6/survey/scores', async (c) => {
  const snapshot = await reviewsSnapshot(c.var.db, productIdOf(c), { limit: 0 });
  if (!snapshot) throw notFound(PRODUCT_NOT_FOUND);
  return ok(c, snapshot.summary);
});

surveysApi.get('/v6/survey/index', async (c) => {
  const productId = productIdOf(c);
  const sort = reviewSortOf(c.req.query('sort'));
  if (!sort) throw validationError([{ field: 'sort', message: SORT_MESSAGE }]);
  const page = pagination(c, { defaultPerPage: 10 });
  const snapshot = await reviewsSnapshot(c.var.db, productId, { sort, limit: page.perPage, offset: offsetOf(page) });
  if (!snapshot) throw notFound(PRODUCT_NOT_FOUND);
  return collection(c, snapshot.items, snapshot.total, page);
});

surveysApi.get('/v6/survey/user-survey', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await ownReview(c.var.db, caller.userId, { productId: productIdOf(c) }));
});

surveysApi.post('/v6/survey/create', async (c) => {
  const caller = requireCaller(c);
  const { product_id, ...input } = parse(reviewBody, await readBody(c));
  return written(c, await createReview(c.var.db, caller.userId, product_id, input));
});

surveysApi.on(['PATCH', 'PUT', 'POST'], '/v6/survey/update', async (c) => {
  const caller = requireCaller(c);
  const body = await readBody(c);
  const id = c.req.query('id') ? queryId(c) : parse(z.object({ id: idSchema() }), body).id;
  return written(c, await updateReview(c.var.db, caller.userId, id, parse(reviewUpdateBody, body)));
});

surveysApi.post('/v6/survey/like', async (c) => {
  const caller = requireCaller(c);
  const { id, vote } = parse(voteBody, await readBody(c));
  return ok(c, await castVote(c.var.db, 'review', id, caller.userId, vote));
});
