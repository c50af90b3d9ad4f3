import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { createStaticPageIn, pages, updateStaticPageIn } from '#modules/content/index.ts';
import { contentChange, type Editor } from './change.ts';
import { pageBodyFromText } from './page-body.ts';
import type { StaticPageInput } from './validation.ts';

/**
 * Static pages (/page/<slug>: about, terms, privacy…): their address, title and plain-text
 * body. The editor's text is read into sections here (page-body.ts); the change itself is
 * content's (content/manage/static-pages.ts: a slug in use is a 422 on the field), run in
 * the transaction that writes the audit row.
 */

export const allStaticPages = (db: DbOrTx) => db.select().from(pages).orderBy(asc(pages.slug));

export async function staticPageById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row;
}

/** The body as stored; a text of blank lines only has no paragraph and is refused on the field. */
function bodyOf(text: string) {
  const body = pageBodyFromText(text);
  if (!body.some((s) => s.paragraphs.length > 0)) throw validationError([{ field: 'body', message: 'متن صفحه دست‌کم یک بند لازم دارد' }]);
  return body;
}

export function createStaticPage(db: DbOrTx, editor: Editor, input: StaticPageInput) {
  return contentChange(db, editor, 'content.page.created', async (tx) => {
    const body = bodyOf(input.body);
    const { row, after } = await createStaticPageIn(tx, { slug: input.slug, title: input.title, body });
    return { result: row, subjectType: 'page', subjectId: row.id, after };
  });
}

export function updateStaticPage(db: DbOrTx, editor: Editor, input: StaticPageInput & { id: number }) {
  return contentChange(db, editor, 'content.page.updated', async (tx) => {
    const body = bodyOf(input.body);
    const { row, before, after } = await updateStaticPageIn(tx, input.id, { slug: input.slug, title: input.title, body });
    return { result: row, subjectType: 'page', subjectId: input.id, before, after };
  });
}
