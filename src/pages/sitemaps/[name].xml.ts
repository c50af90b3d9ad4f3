import type { APIRoute } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { SITEMAP_HEADERS, sitemapUrls, urlsetXml } from '#app/sitemap.ts';

/** One sitemap chunk: static, categories, brands or products-{n}; anything else is 404. */
export const GET: APIRoute = async ({ params, locals }) => {
  const { db } = await getDatabase();
  const urls = params.name ? await sitemapUrls(db, params.name) : null;
  if (!urls) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(locals.origin, urls), { headers: SITEMAP_HEADERS });
};
