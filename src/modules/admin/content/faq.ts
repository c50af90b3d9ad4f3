import type { DbOrTx } from '#server/db/client.ts';
import { createFaqCategoryIn, createFaqItemIn, deleteFaqCategoryIn, deleteFaqItemIn, updateFaqCategoryIn, updateFaqItemIn } from '#modules/content/index.ts';
import { contentChange, type Editor } from './change.ts';
import type { FaqCategoryInput, FaqItemInput } from './validation.ts';

/**
 * The FAQ screen's audited changes. The change itself is content's (content/manage/faq.ts:
 * a group goes only when empty, a question's group is locked while it is placed), run in
 * the transaction that writes the audit row.
 */

/** The groups with their questions, as /faq shows them (the screen lists the same). */
export { faqGroups } from '#modules/content/index.ts';

export function createFaqCategory(db: DbOrTx, editor: Editor, input: FaqCategoryInput) {
  return contentChange(db, editor, 'content.faq-category.created', async (tx) => {
    const { row, after } = await createFaqCategoryIn(tx, input);
    return { result: row, subjectType: 'faq-category', subjectId: row.id, after };
  });
}

export function updateFaqCategory(db: DbOrTx, editor: Editor, input: FaqCategoryInput & { id: number }) {
  return contentChange(db, editor, 'content.faq-category.updated', async (tx) => {
    const { row, before, after } = await updateFaqCategoryIn(tx, input.id, input);
    return { result: row, subjectType: 'faq-category', subjectId: input.id, before, after };
  });
}

/** A group goes only when empty: its questions are moved or deleted first, never lost with it. */
export function deleteFaqCategory(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.faq-category.deleted', async (tx) => {
    const { before } = await deleteFaqCategoryIn(tx, id);
    return { result: { id }, subjectType: 'faq-category', subjectId: id, before };
  });
}

export function createFaqItem(db: DbOrTx, editor: Editor, input: FaqItemInput) {
  return contentChange(db, editor, 'content.faq-item.created', async (tx) => {
    const { row, after } = await createFaqItemIn(tx, input);
    return { result: row, subjectType: 'faq-item', subjectId: row.id, after };
  });
}

export function updateFaqItem(db: DbOrTx, editor: Editor, input: FaqItemInput & { id: number }) {
  return contentChange(db, editor, 'content.faq-item.updated', async (tx) => {
    const { row, before, after } = await updateFaqItemIn(tx, input.id, input);
    return { result: row, subjectType: 'faq-item', subjectId: input.id, before, after };
  });
}

export function deleteFaqItem(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.faq-item.deleted', async (tx) => {
    const { before } = await deleteFaqItemIn(tx, id);
    return { result: { id }, subjectType: 'faq-item', subjectId: id, before };
  });
}
