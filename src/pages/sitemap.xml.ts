import type { APIRoute } from 'astro';
import { getDatabase } from '../server/db/client.ts';
import { SITEMAP_HEADERS, sitemapChunks, sitemapIndexXml } from '../modules/catalog/sitemap.ts';

/** The sitemap index: one entry per chunk under /sitemaps/ (modules/catalog/sitemap.ts). */
export const GET: APIRoute = async ({ url }) => {
  const { db } = await getDatabase();
  return new Response(sitemapIndexXml(url.origin, await sitemapChunks(db)), { headers: SITEMAP_HEADERS });
};
