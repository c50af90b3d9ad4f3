import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse, queryId } from '#server/http/params.ts';
import { HELD_MESSAGE, PUBLISHED_MESSAGE } from '../moderation/moderate.ts';
import { createExperience } from './experience.ts';
import { FEEDBACK_ITEMS } from './items.ts';
import { orderFeedbackView, withoutFeedback } from './orders.ts';
import { experienceBody, orderFeedbackBody, orderFeedbackV10Body, productFeedbackBody } from './validation.ts';
import { FEEDBACK_THANKS, plainField, recordFeedback } from './write.ts';

/**
 * Order and product feedback and buyers' experience notes (spec section 7, "Feedback").
 * Everything but the fixed list of feedback items needs a signed-in shopper (401 for
 * guests), and every order is looked up as the caller's (another shopper's is a 404).
 */
export const feedbackApi = new Hono<AppEnv>();

feedbackApi.get('/v6/product-feedback/feedback-items', (c) => ok(c, { items: FEEDBACK_ITEMS }));

feedbackApi.get('/v6/order-feedback/without-feedback', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c, { defaultPerPage: 10 });
  const { items, total } = await withoutFeedback(c.var.db, caller.userId, { limit: page.perPage, offset: offsetOf(page) });
  return collection(c, items, total, page);
});

feedbackApi.get('/v6/order-feedback/product-feedbacks', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await orderFeedbackView(c.var.db, caller.userId, queryId(c, 'order_id')));
});

feedbackApi.post('/v6/order-feedback/create', async (c) => {
  const caller = requireCaller(c);
  const { order_id, score, text } = parse(orderFeedbackBody, await readBody(c));
  return ok(c, await recordFeedback(c.var.db, caller.userId, order_id, { order: { score, text }, products: [] }), FEEDBACK_THANKS);
});

feedbackApi.post('/v10/order-feedback/create', async (c) => {
  const caller = requireCaller(c);
  const { order_id, score, text, products } = parse(orderFeedbackV10Body, await readBody(c));
  return ok(c, await recordFeedback(c.var.db, caller.userId, order_id, { order: { score, text }, products }), FEEDBACK_THANKS);
});

feedbackApi.post('/v6/product-feedback/create', async (c) => {
  const caller = requireCaller(c);
  const { order_id, ...product } = parse(productFeedbackBody, await readBody(c));
  return ok(c, await recordFeedback(c.var.db, caller.userId, order_id, { order: null, products: [product] }, plainField), FEEDBACK_THANKS);
});

feedbackApi.post('/v6/product-user-experience/create', async (c) => {
  const caller = requireCaller(c);
  const { product_id, text } = parse(experienceBody, await readBody(c));
  const note = await createExperience(c.var.db, caller.userId, product_id, text);
  return ok(c, note, note.status === 'approved' ? PUBLISHED_MESSAGE : HELD_MESSAGE);
});
