import type { APIRoute } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { SITEMAP_HEADERS, sitemapChunks, sitemapIndexXml } from '#app/sitemap.ts';

/** The sitemap index: one entry per chunk under /sitemaps/ (modules/catalog/sitemap.ts). */
export const GET: APIRoute = async ({ locals }) => {
  const { db } = await getDatabase();
  return new Response(sitemapIndexXml(locals.origin, await sitemapChunks(db)), { headers: SITEMAP_HEADERS });
};
