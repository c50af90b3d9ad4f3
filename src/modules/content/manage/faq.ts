import { count, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { faqCategories, faqItems } from '../schema.ts';
import { found } from '#server/errors.ts';

/**
 * Editing the FAQ: its groups and their questions. A group goes only when empty (its
 * questions are moved or deleted first, never lost with it), and a question's group is
 * locked while it is placed there. Each runs in the caller's transaction (the back
 * office's, with its audit row) and answers the row and its fields before and after.
 */
const NO_GROUP = 'دستهٔ پرسش یافت نشد';
const NO_ITEM = 'پرسش یافت نشد';

/** A group and a question as the editor sends them (the back office's forms, already checked). */
export interface FaqCategoryValues {
  title: string;
  sort: number;
}

export interface FaqItemValues {
  category_id: number;
  question: string;
  answer: string;
  sort: number;
}

export async function createFaqCategoryIn(tx: Tx, input: FaqCategoryValues) {
  const [row] = await tx.insert(faqCategories).values(input).returning();
  return { row: row!, after: input };
}

export async function updateFaqCategoryIn(tx: Tx, id: number, input: FaqCategoryValues) {
  const [row] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  const before = found(row, NO_GROUP);
  const [after] = await tx.update(faqCategories).set({ title: input.title, sort: input.sort }).where(eq(faqCategories.id, id)).returning();
  return { row: after!, before: { title: before.title, sort: before.sort }, after: { title: input.title, sort: input.sort } };
}

/** A group goes only when empty: a 422 on `id` while it has questions. */
export async function deleteFaqCategoryIn(tx: Tx, id: number) {
  const [row] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  const before = found(row, NO_GROUP);
  const [used] = await tx.select({ n: count() }).from(faqItems).where(eq(faqItems.categoryId, id));
  if ((used?.n ?? 0) > 0) throw validationError([{ field: 'id', message: 'این دسته پرسش دارد؛ ابتدا پرسش‌هایش را حذف کنید یا به دستهٔ دیگری ببرید' }]);
  await tx.delete(faqCategories).where(eq(faqCategories.id, id));
  return { before: { title: before.title, sort: before.sort } };
}

const itemFields = (r: typeof faqItems.$inferSelect) => ({ categoryId: r.categoryId, question: r.question, answer: r.answer, sort: r.sort });

/** The group a question goes in, locked so it cannot be deleted meanwhile; a 422 on the field if it is gone. */
async function lockGroup(tx: Tx, id: number) {
  const [group] = await tx.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id)).for('update');
  if (!group) throw validationError([{ field: 'category_id', message: NO_GROUP }]);
}

export async function createFaqItemIn(tx: Tx, input: FaqItemValues) {
  await lockGroup(tx, input.category_id);
  const [row] = await tx
    .insert(faqItems)
    .values({ categoryId: input.category_id, question: input.question, answer: input.answer, sort: input.sort })
    .returning();
  return { row: row!, after: itemFields(row!) };
}

export async function updateFaqItemIn(tx: Tx, id: number, input: FaqItemValues) {
  const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
  const before = found(row, NO_ITEM);
  await lockGroup(tx, input.category_id);
  const set = { categoryId: input.category_id, question: input.question, answer: input.answer, sort: input.sort };
  const [after] = await tx.update(faqItems).set(set).where(eq(faqItems.id, id)).returning();
  return { row: after!, before: itemFields(before), after: itemFields(after!) };
}

export async function deleteFaqItemIn(tx: Tx, id: number) {
  const [row] = await tx.delete(faqItems).where(eq(faqItems.id, id)).returning();
  return { before: itemFields(found(row, NO_ITEM)) };
}
