import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { faqCategories, faqItems } from '#modules/content/index.ts';
import { contentChange, found, type Editor } from './change.ts';
import type { FaqCategoryInput, FaqItemInput } from './validation.ts';

/** The groups with their questions, as /faq shows them (the screen lists the same). */
export { faqGroups } from '#modules/content/index.ts';

const NO_GROUP = 'دستهٔ پرسش یافت نشد';
const NO_ITEM = 'پرسش یافت نشد';

export function createFaqCategory(db: DbOrTx, editor: Editor, input: FaqCategoryInput) {
  return contentChange(db, editor, 'content.faq-category.created', async (tx) => {
    const [row] = await tx.insert(faqCategories).values(input).returning();
    return { result: row!, subjectType: 'faq-category', subjectId: row!.id, after: input };
  });
}

export function updateFaqCategory(db: DbOrTx, editor: Editor, input: FaqCategoryInput & { id: number }) {
  return contentChange(db, editor, 'content.faq-category.updated', async (tx) => {
    const [row] = await tx.select().from(faqCategories).where(eq(faqCategories.id, input.id)).for('update');
    const before = found(row, NO_GROUP);
    const [after] = await tx.update(faqCategories).set({ title: input.title, sort: input.sort }).where(eq(faqCategories.id, input.id)).returning();
    return {
      result: after!,
      subjectType: 'faq-category',
      subjectId: input.id,
      before: { title: before.title, sort: before.sort },
      after: { title: input.title, sort: input.sort },
    };
  });
}

/** A group goes only when empty: its questions are moved or deleted first, never lost with it. */
export function deleteFaqCategory(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.faq-category.deleted', async (tx) => {
    const [row] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
    const before = found(row, NO_GROUP);
    const [used] = await tx.select({ n: count() }).from(faqItems).where(eq(faqItems.categoryId, id));
    if ((used?.n ?? 0) > 0) throw validationError([{ field: 'id', message: 'این دسته پرسش دارد؛ ابتدا پرسش‌هایش را حذف کنید یا به دستهٔ دیگری ببرید' }]);
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
    return { result: { id }, subjectType: 'faq-category', subjectId: id, before: { title: before.title, sort: before.sort } };
  });
}

const itemFields = (r: typeof faqItems.$inferSelect) => ({ categoryId: r.categoryId, question: r.question, answer: r.answer, sort: r.sort });

/** The group a question goes in, locked so it cannot be deleted meanwhile; a 422 on the field if it is gone. */
async function lockGroup(tx: DbOrTx, id: number) {
  const [group] = await tx.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  if (!group) throw validationError([{ field: 'category_id', message: NO_GROUP }]);
}

export function createFaqItem(db: DbOrTx, editor: Editor, input: FaqItemInput) {
  return contentChange(db, editor, 'content.faq-item.created', async (tx) => {
    await lockGroup(tx, input.category_id);
    const [row] = await tx
      .insert(faqItems)
      .values({ categoryId: input.category_id, question: input.question, answer: input.answer, sort: input.sort })
      .returning();
    return { result: row!, subjectType: 'faq-item', subjectId: row!.id, after: itemFields(row!) };
  });
}

export function updateFaqItem(db: DbOrTx, editor: Editor, input: FaqItemInput & { id: number }) {
  return contentChange(db, editor, 'content.faq-item.updated', async (tx) => {
    const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, input.id)).for('update');
    const before = found(row, NO_ITEM);
    await lockGroup(tx, input.category_id);
    const set = { categoryId: input.category_id, question: input.question, answer: input.answer, sort: input.sort };
    const [after] = await tx.update(faqItems).set(set).where(eq(faqItems.id, input.id)).returning();
    return { result: after!, subjectType: 'faq-item', subjectId: input.id, before: itemFields(before), after: itemFields(after!) };
  });
}

export function deleteFaqItem(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.faq-item.deleted', async (tx) => {
    const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning();
    return { result: { id }, subjectType: 'faq-item', subjectId: id, before: itemFields(found(row, NO_ITEM)) };
  });
}
