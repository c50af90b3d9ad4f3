import { Hono } from 'hono';
import { fa } from '#i18n/fa.ts';
import { validationError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { compareProducts } from './compare.ts';
import { COMPARE_MAX, compareIdValues, parseIdList } from './compare-ids.ts';
import { QUERY_MAX, suggest } from '../search/suggest.ts';

/** Public catalogue reads of spec section 7: "compare product" and "search" (suggestions). */
export const compareApi = new Hono<AppEnv>();

compareApi.get('/v6/product/compare', async (c) => {
  const { field, values } = compareIdValues(c.req.queries());
  const { ids, invalid } = parseIdList(values);
  if (invalid.length) throw validationError([{ field, message: fa.compare.invalidId }]);
  if (ids.length === 0) throw validationError([{ field, message: fa.compare.required }]);
  if (ids.length > COMPARE_MAX) throw validationError([{ field, message: fa.compare.limit }], fa.compare.limit);
  return ok(c, await compareProducts(c.var.db, ids));
});

/** Header suggestions: `q` (trimmed to 100 characters) → products, categories, total. */
compareApi.get('/v6/product/search', async (c) => {
  const q = (c.req.query('q') ?? '').slice(0, QUERY_MAX);
  const data = await suggest(c.var.db, q);
  // Browsers may keep an answer briefly: typing back over the same letters costs nothing.
  c.header('Cache-Control', 'public, max-age=60');
  return ok(c, data);
});
