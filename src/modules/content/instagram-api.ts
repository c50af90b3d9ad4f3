import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { collection } from '#server/http/envelope.ts';
import { pagination } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { instagramList } from './instagram.ts';

/**
 * `GET /v6/promotion/instagram-list` (spec section 7, "Content and engagement"): the shop's
 * Instagram posts, public and the same for everyone, so the shared cache may keep it (the
 * back office's content changes purge it).
 */
export const instagramApi = new Hono<AppEnv>();

instagramApi.get('/v6/promotion/instagram-list', cacheable, async (c) => {
  const page = pagination(c);
  const { items, total } = await instagramList(c.var.db, page);
  return collection(c, items, total, page);
});
