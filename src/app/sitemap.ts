import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { brands, categories, categoryHref, mainCategoryHref, products } from '#modules/catalog/index.ts';
import { rowsOf } from '#server/db/rows.ts';
import { contentSitemapUrls } from '#modules/content/index.ts';
import { liveLandingPaths } from '#modules/campaigns/index.ts';

/**
 * Sitemaps (sitemaps.org): an index at /sitemap.xml listing chunk files under
 * /sitemaps/{name}.xml. Product chunks are id ranges of PRODUCTS_PER_CHUNK ids, so a
 * chunk is one primary-key range scan however big the catalogue, and a product stays in
 * the same chunk as others are added (at most 10,000 URLs per file; gaps make some
 * smaller; empty ranges are not listed).
 */
export const PRODUCTS_PER_CHUNK = 10_000;

/** Fixed pages; the FAQ, static pages and app pages are in the "content" chunk (content/sitemap-urls.ts). */
export const STATIC_PATHS = ['/', '/promotion', '/category-list'] as const;

export interface SitemapUrl {
  /** Root-relative path. */
  path: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

export interface SitemapChunk {
  name: string;
  lastmod?: string;
}

const day = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString().slice(0, 10) : undefined);

/** Every chunk with content: static, content, categories, brands, then products-1…products-n. */
export async function sitemapChunks(db: DbOrTx, perChunk = PRODUCTS_PER_CHUNK): Promise<SitemapChunk[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select ((p.id - 1) / ${perChunk})::int + 1 as n, max(p.created_at) as lastmod
      from products p where p.status <> 0 group by 1 order by 1`),
  );
  return [
    { name: 'static' },
    { name: 'content' },
    { name: 'categories' },
    { name: 'brands' },
    ...rows.map((r) => ({ name: `products-${Number(r.n)}`, lastmod: day(r.lastmod as string) })),
  ];
}

/** Products with ids in chunk n's range, by id; an empty list for an empty range. */
export async function productChunk(db: DbOrTx, n: number, perChunk = PRODUCTS_PER_CHUNK): Promise<SitemapUrl[]> {
  const from = (n - 1) * perChunk + 1;
  const rows = await db
    .select({ slug: products.slug, createdAt: products.createdAt })
    .from(products)
    .where(sql`${products.id} between ${from} and ${from + perChunk - 1} and ${products.status} <> 0`)
    .orderBy(asc(products.id));
  return rows.map((r) => ({ path: `/product/${encodeURIComponent(r.slug)}`, lastmod: day(r.createdAt) }));
}

async function categoryUrls(db: DbOrTx): Promise<SitemapUrl[]> {
  const rows = await db
    .select({ slug: categories.slug, level: categories.level })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ path: c.level === 1 ? mainCategoryHref(encodeURIComponent(c.slug)) : categoryHref(encodeURIComponent(c.slug)) }));
}

async function brandUrls(db: DbOrTx): Promise<SitemapUrl[]> {
  const rows = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.isActive, true)).orderBy(asc(brands.id));
  return rows.map((b) => ({ path: `/brand/${encodeURIComponent(b.slug)}` }));
}

/** The URLs of a chunk by its file name (without .xml), or null for an unknown name. */
export async function sitemapUrls(db: DbOrTx, name: string, perChunk = PRODUCTS_PER_CHUNK): Promise<SitemapUrl[] | null> {
  // Seasonal landings are listed only while live: out of their window they are noindex.
  if (name === 'static') return [...STATIC_PATHS, ...(await liveLandingPaths(db, new Date()))].map((path) => ({ path }));
  if (name === 'content') return contentSitemapUrls(db);
  if (name === 'categories') return categoryUrls(db);
  if (name === 'brands') return brandUrls(db);
  const m = /^products-([1-9]\d{0,5})$/.exec(name);
  if (!m) return null;
  const urls = await productChunk(db, Number(m[1]), perChunk);
  return urls.length ? urls : null;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const absolute = (origin: string, path: string) => escapeXml(new URL(path, origin).href);
const lastmodTag = (lastmod?: string) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${absolute(origin, u.path)}</loc>${lastmodTag(u.lastmod)}</url>`).join('\n');
  return `${HEAD}<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, chunks: readonly SitemapChunk[]): string {
  const body = chunks.map((c) => `<sitemap><loc>${absolute(origin, `/sitemaps/${c.name}.xml`)}</loc>${lastmodTag(c.lastmod)}</sitemap>`).join('\n');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/** The response headers of every sitemap file. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;

/** Private and checkout areas crawlers should skip (robots.txt). */
export const ROBOTS_DISALLOW = ['/profile', '/cart', '/shipping', '/payment', '/auth', '/dev'] as const;

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).href}`];
  return `${lines.join('\n')}\n`;
}
