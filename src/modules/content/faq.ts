import { asc, eq } from 'drizzle-orm';
import { normalizePersian } from '#lib/normalize.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { faqGroups } from './editorial.ts';
import { faqCategories, faqItems } from './schema.ts';

/**
 * The FAQ as /faq, /faq/items/{id} and /v6/faq/* show it. The whole FAQ is a few dozen
 * rows edited by hand, so search reads it all and matches in memory on the normalised
 * text (ي/ی, ك/ک, Persian digits, ZWNJ all compare equal); no index to keep in step.
 */

export const FAQ_NOT_FOUND = 'پرسش مورد نظر پیدا نشد';
export const FAQ_CATEGORY_NOT_FOUND = 'دسته‌بندی پرسش‌ها پیدا نشد';
/** Longer queries are cut, as the catalogue search does: nobody types a paragraph to find a question. */
export const FAQ_QUERY_MAX = 100;

export interface FaqItemView {
  id: number;
  category_id: number;
  question: string;
  answer: string;
}

export interface FaqCategoryView {
  id: number;
  title: string;
  items: FaqItemView[];
}

const itemView = (i: { id: number; categoryId: number; question: string; answer: string }): FaqItemView => ({
  id: i.id,
  category_id: i.categoryId,
  question: i.question,
  answer: i.answer,
});

/** The words of a query, normalised; empty for a blank query. */
export function faqTerms(q: string | undefined): string[] {
  return normalizePersian((q ?? '').slice(0, FAQ_QUERY_MAX))
    .split(' ')
    .filter(Boolean);
}

/** Every word must appear in the question or the answer (so «هزینه ارسال» finds the shipping-cost answer). */
export function faqMatches(item: { question: string; answer: string }, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const text = normalizePersian(`${item.question} ${item.answer}`);
  return terms.every((t) => text.includes(t));
}

export interface FaqQuery {
  q?: string;
  categoryId?: number;
}

/**
 * The groups in order with their matching questions; groups left empty are dropped (a
 * heading with nothing under it helps nobody). An unknown category is a 404, not an empty
 * list, so a stale link says what went wrong.
 */
export async function faqIndex(db: DbOrTx, { q, categoryId }: FaqQuery = {}): Promise<FaqCategoryView[]> {
  const terms = faqTerms(q);
  let groups = await faqGroups(db);
  if (categoryId !== undefined) {
    groups = groups.filter((g) => g.id === categoryId);
    if (groups.length === 0) throw notFound(FAQ_CATEGORY_NOT_FOUND);
  }
  return groups.map((g) => ({ id: g.id, title: g.title, items: g.items.filter((i) => faqMatches(i, terms)).map(itemView) })).filter((g) => g.items.length > 0);
}

/** The groups with how many questions each holds (the FAQ's table of contents). */
export async function faqCategoryList(db: DbOrTx) {
  return (await faqGroups(db)).map((g) => ({ id: g.id, title: g.title, count: g.items.length })).filter((g) => g.count > 0);
}

export interface FaqItemPage extends FaqItemView {
  category: { id: number; title: string };
  /** The other questions of its group, in order. */
  related: { id: number; question: string }[];
}

/** One question with its group and its neighbours, or a Persian 404. */
export async function faqItem(db: DbOrTx, id: number): Promise<FaqItemPage> {
  const [row] = await db
    .select({ item: faqItems, category: { id: faqCategories.id, title: faqCategories.title } })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(eq(faqItems.id, id));
  if (!row) throw notFound(FAQ_NOT_FOUND);
  const siblings = await db
    .select({ id: faqItems.id, question: faqItems.question })
    .from(faqItems)
    .where(eq(faqItems.categoryId, row.category.id))
    .orderBy(asc(faqItems.sort), asc(faqItems.id));
  return { ...itemView(row.item), category: row.category, related: siblings.filter((s) => s.id !== id) };
}
