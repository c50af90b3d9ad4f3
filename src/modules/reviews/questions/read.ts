import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { users } from '#modules/account/index.ts';
import { sellers } from '#modules/catalog/index.ts';
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

/** A row's creation time: a Date from drizzle's select, ISO text from a JSON column. */
type Stamped = { createdAt: Date | string };
type AnswerFields = Pick<typeof answers.$inferSelect, 'id' | 'questionId' | 'text' | 'sellerId' | 'buyer' | 'likes' | 'dislikes'> & Stamped;
type AnswerRow = { a: AnswerFields; firstName: string | null; lastName: string | null; sellerName: string | null };

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
    created_at: new Date(a.createdAt).toISOString(),
  };
}

/** Answers with their writer and seller, by answer ids (the one just written, whatever its state). */
export async function answerRows(db: DbOrTx, by: { ids: number[] }): Promise<AnswerRow[]> {
  if (!by.ids.length) return [];
  return db
    .select(answerColumns)
    .from(answers)
    .innerJoin(users, eq(users.id, answers.userId))
    .leftJoin(sellers, eq(sellers.id, answers.sellerId))
    .where(inArray(answers.id, by.ids))
    .orderBy(asc(answers.id));
}

type QuestionFields = Pick<typeof questions.$inferSelect, 'id' | 'productId' | 'text'> & Stamped;
type QuestionRow = { q: QuestionFields; firstName: string | null; lastName: string | null };

export function questionViewOf({ q, firstName, lastName }: QuestionRow, published: AnswerView[] = []): QuestionView {
  return {
    id: q.id,
    product_id: q.productId,
    text: q.text,
    user_name: authorName(false, firstName, lastName),
    created_at: new Date(q.createdAt).toISOString(),
    answer_count: published.length,
    answers: published,
  };
}

export const questionColumns = { q: questions, firstName: users.firstName, lastName: users.lastName };

/** A question as the one-statement page builds it in JSON, with its published answers. */
type QuestionJson = QuestionRow & { answers: AnswerRow[] };

/**
 * A page of a product's published questions with their published answers and the count,
 * in one statement: on PGlite each round trip costs ~2 ms, and the product page renders
 * every tab on each uncached request. `lastIfPast`: an offset past the end reads the last
 * page instead, in the same statement. Answers: sellers' first, then the most liked, then
 * the oldest.
 */
async function questionsPage(
  db: DbOrTx,
  productId: number,
  { limit, offset, lastIfPast }: { limit: number; offset: number; lastIfPast: boolean },
): Promise<{ items: QuestionView[]; total: number }> {
  // Integer division: the offset of the last page's first row; 0 with no questions.
  const from = lastIfPast ? sql`least(${offset}::int, greatest(0, ((select n from total) - 1) / ${limit}::int * ${limit}::int))` : sql`${offset}::int`;
  const [row] = rowsOf(
    await db.execute(sql`
      with approved as (
        select q.id, q.product_id, q.user_id, q.text, q.created_at
        from questions q where q.product_id = ${productId} and q.state = 'approved'
      ),
      total as (select count(*)::int as n from approved),
      page as (
        select q.*, row_number() over (order by q.created_at desc, q.id desc) as rn
        from approved q
        order by q.created_at desc, q.id desc limit ${limit}::int offset ${from}
      )
      select
        (select n from total) as total,
        (select coalesce(json_agg(json_build_object(
            'q', json_build_object('id', pg.id, 'productId', pg.product_id, 'text', pg.text, 'createdAt', pg.created_at),
            'firstName', u.first_name, 'lastName', u.last_name,
            'answers', (select coalesce(json_agg(json_build_object(
                'a', json_build_object('id', a.id, 'questionId', a.question_id, 'text', a.text, 'sellerId', a.seller_id, 'buyer', a.buyer,
                                       'likes', a.likes, 'dislikes', a.dislikes, 'createdAt', a.created_at),
                'firstName', au.first_name, 'lastName', au.last_name, 'sellerName', s.name
              ) order by (a.seller_id is not null) desc, a.likes desc, a.created_at asc, a.id asc), '[]'::json)
              from answers a join users au on au.id = a.user_id left join sellers s on s.id = a.seller_id
              where a.question_id = pg.id and a.state = 'approved')
          ) order by pg.rn), '[]'::json)
         from page pg join users u on u.id = pg.user_id) as items`),
  );
  const items = (row?.items ?? []) as QuestionJson[];
  return {
    items: items.map(({ answers: published, ...q }) => questionViewOf(q, published.map(answerViewOf))),
    total: num(row?.total),
  };
}

/** A page of a product's published questions, newest first, each with its published answers. */
export async function listQuestions(db: DbOrTx, productId: number, { limit = 20, offset = 0 } = {}): Promise<{ items: QuestionView[]; total: number }> {
  return questionsPage(db, productId, { limit, offset, lastIfPast: false });
}

/**
 * The questionAndAnswer tab's data (`?question_page=N`, 5 a page): a page past the last
 * shows the last one, so an old link never lands on an empty list.
 */
export async function productQuestions(db: DbOrTx, productId: number, page = 1): Promise<QuestionsPage> {
  const { items, total } = await questionsPage(db, productId, { limit: TAB_PER_PAGE, offset: (page - 1) * TAB_PER_PAGE, lastIfPast: true });
  const pageCount = Math.max(1, Math.ceil(total / TAB_PER_PAGE));
  // The statement read the last page when this one is past it.
  return { productId, items, total, page: Math.min(page, pageCount), pageCount };
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
