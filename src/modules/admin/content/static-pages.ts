import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { validationError } from '#server/errors.ts';
import { pages } from '#modules/content/index.ts';
import { contentChange, found, type Editor } from './change.ts';
import { pageBodyFromText } from './page-body.ts';
import type { StaticPageInput } from './validation.ts';

/** Static pages (/page/<slug>: about, terms, privacy…): their address, title and plain-text body. */

export const allStaticPages = (db: DbOrTx) => db.select().from(pages).orderBy(asc(pages.slug));

export async function staticPageById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

const SLUG_TAKEN = 'این نشانی برای صفحهٔ دیگری به کار رفته است';
const taken = () => validationError([{ field: 'slug', message: SLUG_TAKEN }]);

/** The body as stored; a text of blank lines only has no paragraph and is refused on the field. */
function bodyOf(text: string) {
  const body = pageBodyFromText(text);
  if (!body.some((s) => s.paragraphs.length > 0)) throw validationError([{ field: 'body', message: 'متن صفحه دست‌کم یک بند لازم دارد' }]);
  return body;
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

export function createStaticPage(db: DbOrTx, editor: Editor, input: StaticPageInput) {
  return uniqueSlug(() =>
    contentChange(db, editor, 'content.page.created', async (tx) => {
      const body = bodyOf(input.body);
      const [clash] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, input.slug));
      if (clash) throw taken();
      const [row] = await tx.insert(pages).values({ slug: input.slug, title: input.title, body }).returning();
      return { result: row!, subjectType: 'page', subjectId: row!.id, after: fields(row!) };
    }),
  );
}

export function updateStaticPage(db: DbOrTx, editor: Editor, input: StaticPageInput & { id: number }) {
  return uniqueSlug(() =>
    contentChange(db, editor, 'content.page.updated', async (tx) => {
      const body = bodyOf(input.body);
      const [row] = await tx.select().from(pages).where(eq(pages.id, input.id)).for('update');
      const before = found(row, 'صفحه یافت نشد');
      const [clash] = await tx
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.slug, input.slug), ne(pages.id, input.id)));
      if (clash) throw taken();
      const [after] = await tx
        .update(pages)
        .set({ slug: input.slug, title: input.title, body, updatedAt: new Date() })
        .where(eq(pages.id, input.id))
        .returning();
      return { result: after!, subjectType: 'page', subjectId: input.id, before: fields(before), after: fields(after!) };
    }),
  );
}
