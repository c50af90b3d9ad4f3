import { asc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { SitemapUrl } from '#app/sitemap.ts';
import { pageAddresses } from './editorial.ts';
import { faqItems } from './schema.ts';
import { APP_PLATFORMS } from './site-settings.ts';

/**
 * The sitemap's "content" chunk (/sitemaps/content.xml, catalog/sitemap.ts): the FAQ and
 * each of its questions, every static page with its last change, and the app pages. Read
 * from the tables, so a page or question the editors add is listed without a code change.
 */
export async function contentSitemapUrls(db: DbOrTx): Promise<SitemapUrl[]> {
  const [pageRows, items] = await Promise.all([pageAddresses(db), db.select({ id: faqItems.id }).from(faqItems).orderBy(asc(faqItems.id))]);
  return [
    { path: '/faq' },
    ...items.map((i) => ({ path: `/faq/items/${i.id}` })),
    ...pageRows.map((p) => ({ path: `/page/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    { path: '/download' },
    ...APP_PLATFORMS.map((p) => ({ path: `/download-app/${p.id}` })),
    // The sellers' page (provider registration's public door); its steps need a sign-in.
    { path: '/provider' },
  ];
}
