import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { faqCategoryList, faqIndex, faqItem } from './faq.ts';
import { faqIndexQuery, faqViewQuery } from './validation.ts';

/**
 * /v6/faq/* (spec section 7): the same questions /faq shows, from the same service, so
 * the app and the site cannot disagree. Reads only; public and marked `cacheable`.
 */
export const faqApi = new Hono<AppEnv>();

/** Categories with their (matching) questions: `q` searches, `category_id` narrows to one group. */
faqApi.get('/v6/faq/index', cacheable, async (c) => {
  const q = parse(faqIndexQuery, { q: c.req.query('q'), category_id: c.req.query('category_id') });
  const page = pagination(c);
  const groups = await faqIndex(c.var.db, { q: q.q, categoryId: q.category_id });
  const from = offsetOf(page);
  return collection(c, groups.slice(from, from + page.perPage), groups.length, page);
});

/** The groups alone, with how many questions each holds (an app's FAQ tabs). */
faqApi.get('/v6/faq/categories', cacheable, async (c) => ok(c, { items: await faqCategoryList(c.var.db) }));

/** One question with its category and the other questions of that category. */
faqApi.get('/v6/faq/view', cacheable, async (c) => {
  const { id } = parse(faqViewQuery, { id: c.req.query('id') });
  return ok(c, await faqItem(c.var.db, id));
});
