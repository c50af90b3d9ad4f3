import { asc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { createInstagramPostIn, deleteInstagramPostIn, instagramPosts, updateInstagramPostIn } from '#modules/content/index.ts';
import { contentChange, type Editor } from './change.ts';
import { artOf, type InstagramInput, type InstagramNewInput } from './feed-validation.ts';

/**
 * The shop's Instagram posts for the content screen (`/v6/promotion/instagram-list`): the
 * post's title and address, the product it shows, order and whether it shows; a new post gets
 * its drawn picture from the look the editor picked. The change itself is content's
 * (content/manage/instagram.ts), run in the transaction that writes the audit row.
 */

/** Every post, hidden ones too, in the list's order. */
export const allInstagramPosts = (db: DbOrTx) => db.select().from(instagramPosts).orderBy(asc(instagramPosts.sort), asc(instagramPosts.id));

export function createInstagramPost(db: DbOrTx, editor: Editor, input: InstagramNewInput) {
  return contentChange(db, editor, 'content.instagram.created', async (tx) => {
    const { row, after } = await createInstagramPostIn(tx, { ...input, art: artOf(input.art, input.title) });
    return { result: row, subjectType: 'instagram-post', subjectId: row.id, after };
  });
}

export function updateInstagramPost(db: DbOrTx, editor: Editor, input: InstagramInput) {
  return contentChange(db, editor, 'content.instagram.updated', async (tx) => {
    const { row, before, after } = await updateInstagramPostIn(tx, input.id, input);
    return { result: row, subjectType: 'instagram-post', subjectId: input.id, before, after };
  });
}

export function deleteInstagramPost(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.instagram.deleted', async (tx) => {
    const { before } = await deleteInstagramPostIn(tx, id);
    return { result: { id }, subjectType: 'instagram-post', subjectId: id, before };
  });
}
