import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { validationError } from '#server/errors.ts';
import { pages } from '../schema.ts';
import { found } from '#server/errors.ts';

/**
 * Editing the static pages (/page/<slug>: about, terms, privacy…): their address, title and
 * body (sections of plain-text paragraphs, never HTML). Each runs in the caller's
 * transaction (the back office's, with its audit row) and answers the row and its fields
 * before and after.
 */
const SLUG_TAKEN = 'این نشانی برای صفحهٔ دیگری به کار رفته است';
const taken = () => validationError([{ field: 'slug', message: SLUG_TAKEN }]);

/** A static page as the editor sends it: the body already read from the editor's text. */
export interface StaticPageValues {
  slug: string;
  title: string;
  body: (typeof pages.$inferSelect)['body'];
}

const fields = (r: typeof pages.$inferSelect) => ({ slug: r.slug, title: r.title, body: r.body });

/**
 * A slug in use is a 422 on the field: checked first for the usual case, and the unique
 * index's refusal (two editors at once) is turned into the same answer, never a 500.
 */
async function uniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export function createStaticPageIn(tx: Tx, input: StaticPageValues) {
  return uniqueSlug(async () => {
    const [clash] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, input.slug));
    if (clash) throw taken();
    const [row] = await tx.insert(pages).values({ slug: input.slug, title: input.title, body: input.body }).returning();
    return { row: row!, after: fields(row!) };
  });
}

/** Locks the page, then changes it; a 404 when it is gone. */
export function updateStaticPageIn(tx: Tx, id: number, input: StaticPageValues) {
  return uniqueSlug(async () => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    const before = found(row, 'صفحه یافت نشد');
    const [clash] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.slug, input.slug), ne(pages.id, id)));
    if (clash) throw taken();
    const [after] = await tx
      .update(pages)
      .set({ slug: input.slug, title: input.title, body: input.body, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning();
    return { row: after!, before: fields(before), after: fields(after!) };
  });
}
