import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../server/db/client.ts';
import { users } from '../../account/schema.ts';
import { products, sellers } from '../../catalog/schema.ts';
import { authorName } from '../author.ts';
import { answers, questions } from '../schema.ts';

/** A published answer as the product page and `/v6/question/index` show it. */
export interface AnswerView {
  id: number;
  question_id: number;
  text: string;
  /** The seller's name for a seller's answer, else the writer's public name. */
  user_name: string;
  is_buyer: boolean;
  seller: { id: number; name: string } | null;
  likes: number;
  dislikes: number;
  created_at: string;
}

/** A published question with its published answers (sellers' first, then the most liked). */
export interface QuestionView {
  id: number;
  product_id: number;
  text: string;
  user_name: string;
  created_at: string;
  answer_count: number;
  answers: AnswerView[];
}

/** The product tab's page of questions. */
export interface QuestionsPage {
  productId: number;
  items: QuestionView[];
  total: number;
  page: number;
  pageCount: number;
}

/** The tab shows a few questions a page, so it stays short on a phone. */
export const TAB_PER_PAGE = 5;

const answerColumns = {
  a: answers,
  firstName: users.firstName,
  lastName: users.lastName,
  sellerName: sellers.name,
};

type AnswerRow = { a: typeof answers.$inferSelect; firstName: string | null; lastName: string | null; sellerName: string | null };

export function answerViewOf({ a, firstName, lastName, sellerName }: AnswerRow): AnswerView {
  const seller = a.sellerId !== null && sellerName !== null ? { id: a.sellerId, name: sellerName } : null;
  return {
    id: a.id,
    question_id: a.questionId,
    text: a.text,
    // Questions and answers are never anonymous; a seller answers under the shop's name, not the staff member's.
    user_name: seller ? seller.name : authorName(false, firstName, lastName),
    is_buyer: a.buyer,
    seller,
    likes: a.likes,
    dislikes: a.dislikes,
    created_at: a.createdAt.toISOString(),
  };
}

/** Answers with their writer and seller, by answer ids or by question ids (published ones only for the latter). */
export async function answerRows(db: DbOrTx, by: { ids: number[] } | { questionIds: number[] }): Promise<AnswerRow[]> {
  const list = 'ids' in by ? by.ids : by.questionIds;
  if (!list.length) return [];
  return db
    .select(answerColumns)
    .from(answers)
    .innerJoin(users, eq(users.id, answers.userId))
    .leftJoin(sellers, eq(sellers.id, answers.sellerId))
    .where('ids' in by ? inArray(answers.id, by.ids) : and(inArray(answers.questionId, by.questionIds), eq(answers.state, 'approved')))
    .orderBy(desc(sql`${answers.sellerId} is not null`), desc(answers.likes), asc(answers.createdAt), asc(answers.id));
}

type QuestionRow = { q: typeof questions.$inferSelect; firstName: string | null; lastName: string | null };

export function questionViewOf({ q, firstName, lastName }: QuestionRow, published: AnswerView[] = []): QuestionView {
  return {
    id: q.id,
    product_id: q.productId,
    text: q.text,
    user_name: authorName(false, firstName, lastName),
    created_at: q.createdAt.toISOString(),
    answer_count: published.length,
    answers: published,
  };
}

export const questionColumns = { q: questions, firstName: users.firstName, lastName: users.lastName };

export const productExists = async (db: DbOrTx, productId: number) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length > 0;

/** A page of a product's published questions, newest first, each with its published answers. */
export async function listQuestions(db: DbOrTx, productId: number, { limit = 20, offset = 0 } = {}): Promise<{ items: QuestionView[]; total: number }> {
  const where = and(eq(questions.productId, productId), eq(questions.state, 'approved'));
  const [rows, [counted]] = await Promise.all([
    db
      .select(questionColumns)
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(questions).where(where),
  ]);
  const published = (await answerRows(db, { questionIds: rows.map((r) => r.q.id) })).map(answerViewOf);
  return { items: rows.map((r) => questionViewOf(r, published.filter((a) => a.question_id === r.q.id))), total: counted?.n ?? 0 };
}

/**
 * The questionAndAnswer tab's data (`?question_page=N`, 5 a page): a page past the last
 * shows the last one, so an old link never lands on an empty list.
 */
export async function productQuestions(db: DbOrTx, productId: number, page = 1): Promise<QuestionsPage> {
  const first = await listQuestions(db, productId, { limit: TAB_PER_PAGE, offset: (page - 1) * TAB_PER_PAGE });
  const pageCount = Math.max(1, Math.ceil(first.total / TAB_PER_PAGE));
  if (page <= pageCount) return { productId, ...first, page, pageCount };
  const last = await listQuestions(db, productId, { limit: TAB_PER_PAGE, offset: (pageCount - 1) * TAB_PER_PAGE });
  return { productId, ...last, page: pageCount, pageCount };
}

/** A published question of this product with its asker's public name, for the answer page; null otherwise. */
export async function publishedQuestion(db: DbOrTx, productId: number, questionId: number): Promise<QuestionView | null> {
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId))
    .where(and(eq(questions.id, questionId), eq(questions.productId, productId), eq(questions.state, 'approved')));
  return row ? questionViewOf(row) : null;
}

