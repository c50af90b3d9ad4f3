import type { APIRoute } from 'astro';
import { robotsTxt } from '#app/sitemap.ts';

/** robots.txt: everything but the private and checkout areas, and the sitemap's absolute URL. */
export const GET: APIRoute = ({ locals }) =>
  new Response(robotsTxt(locals.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
