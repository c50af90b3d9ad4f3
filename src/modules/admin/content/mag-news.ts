import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { createMagNewsIn, deleteMagNewsIn, magNews, updateMagNewsIn } from '#modules/content/index.ts';
import { contentChange, type Editor } from './change.ts';
import { artOf, type MagNewsInput, type MagNewsNewInput } from './feed-validation.ts';

/**
 * The magazine strip for the content screen (the home's articles, `/v8/mag-news/index`):
 * title, summary, address and publishing time (entered in Tehran time); a new article gets its
 * drawn picture from the look the editor picked. The change itself is content's
 * (content/manage/mag-news.ts), run in the transaction that writes the audit row.
 */

/** Every article, newest first (the order the home shows them). */
export const allMagNews = (db: DbOrTx) => db.select().from(magNews).orderBy(desc(magNews.publishedAt), desc(magNews.id));

export function createMagNews(db: DbOrTx, editor: Editor, input: MagNewsNewInput) {
  return contentChange(db, editor, 'content.mag-news.created', async (tx) => {
    const { row, after } = await createMagNewsIn(tx, { ...input, art: artOf(input.art, input.title) });
    return { result: row, subjectType: 'mag-news', subjectId: row.id, after };
  });
}

export function updateMagNews(db: DbOrTx, editor: Editor, input: MagNewsInput) {
  return contentChange(db, editor, 'content.mag-news.updated', async (tx) => {
    const { row, before, after } = await updateMagNewsIn(tx, input.id, input);
    return { result: row, subjectType: 'mag-news', subjectId: input.id, before, after };
  });
}

export function deleteMagNews(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.mag-news.deleted', async (tx) => {
    const { before } = await deleteMagNewsIn(tx, id);
    return { result: { id }, subjectType: 'mag-news', subjectId: id, before };
  });
}
