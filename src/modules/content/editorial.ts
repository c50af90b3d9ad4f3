import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
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
