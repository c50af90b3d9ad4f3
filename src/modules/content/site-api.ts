import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { ABOUT_SLUG, pageView } from './editorial.ts';
import { INTRO_SLIDES, publicSiteSettings } from './site-settings.ts';
import { pageViewQuery } from './validation.ts';

/**
 * Static pages and the shop's public facts for the apps (spec section 7: /v6/page/view,
 * /v6/site/about-us, settings, intro). Reads only; public and marked `cacheable`.
 */
export const siteApi = new Hono<AppEnv>();

/** A static page by `slug` (about, terms, privacy…) or `id`: its sections of plain paragraphs. */
siteApi.get('/v6/page/view', cacheable, async (c) => {
  const q = parse(pageViewQuery, { id: c.req.query('id'), slug: c.req.query('slug') });
  return ok(c, await pageView(c.var.db, q.id !== undefined ? { id: q.id } : { slug: q.slug! }));
});

/** The about page (/page/about), the same row the site shows. */
siteApi.get('/v6/site/about-us', cacheable, async (c) => ok(c, await pageView(c.var.db, { slug: ABOUT_SLUG })));

siteApi.get('/v6/site/settings', cacheable, (c) => ok(c, publicSiteSettings()));

siteApi.get('/v6/site/intro', cacheable, (c) => {
  const page = pagination(c);
  const from = offsetOf(page);
  return collection(c, INTRO_SLIDES.slice(from, from + page.perPage), INTRO_SLIDES.length, page);
});
