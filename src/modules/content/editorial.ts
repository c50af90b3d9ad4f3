import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { faqCategories, faqItems, pages } from './schema.ts';

/**
 * What /faq and /page/<slug> show, read fresh: both are in the page cache, which the
 * content screens purge on every change (admin/content/change.ts), so no memo here.
 */

/** The FAQ's groups in order, each with its questions in order (the content screen edits the same). */
export async function faqGroups(db: DbOrTx) {
  const [groups, items] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
    db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)),
  ]);
  return groups.map((g) => ({ ...g, items: items.filter((i) => i.categoryId === g.id) }));
}

/** A static page by its address, or undefined. */
export async function staticPageBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row;
}

/** The slug of the page /v6/site/about-us answers with (the footer's «درباره بازار»). */
export const ABOUT_SLUG = 'about';
export const PAGE_NOT_FOUND = 'صفحه مورد نظر پیدا نشد';

export type PageKey = { id: number } | { slug: string };

/** A static page as the API gives it (/v6/page/view, /v6/site/about-us), or a Persian 404. */
export async function pageView(db: DbOrTx, key: PageKey) {
  const [row] = await db
    .select()
    .from(pages)
    .where('id' in key ? eq(pages.id, key.id) : eq(pages.slug, key.slug));
  if (!row) throw notFound(PAGE_NOT_FOUND);
  return { id: row.id, slug: row.slug, title: row.title, body: row.body, url: `/page/${row.slug}`, updated_at: row.updatedAt.toISOString() };
}

/** Every static page's address and last change, for the sitemap. */
export const pageAddresses = (db: DbOrTx) => db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.slug));
