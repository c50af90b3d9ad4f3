import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { notFound } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { hasReceived } from '../buyer.ts';
import { checkDailyLimit, moderate, STATE_TEXT } from '../moderation/moderate.ts';
import { answers, questions, type ModerationState } from '../schema.ts';
import { PRODUCT_NOT_FOUND } from '../surveys/items.ts';
import { notifyAsker } from './notify.ts';
import { productExists } from '../product-ref.ts';
import { answerRows, answerViewOf, questionColumns, questionViewOf, type AnswerView, type QuestionView } from './read.ts';

export const QUESTION_KIND = 'question';
export const ANSWER_KIND = 'answer';
export const QUESTION_NOT_FOUND = 'این پرسش پیدا نشد';

/** Where a text the writer just sent stands (API `status`, `status_text`). */
export interface Written {
  status: ModerationState;
  status_text: string;
}
export type OwnQuestion = QuestionView & Written;
export type OwnAnswer = AnswerView & Written;

const written = (state: ModerationState): Written => ({ status: state, status_text: STATE_TEXT[state] });

/**
 * What publishing an answer brings, in its transaction: the product page shows it (the
 * cached pages go) and the asker hears of the first answer. Shared by the plain-text path,
 * the inbox's approval and a seller's answer from the back office.
 */
export async function answerPublished(tx: Tx, answerId: number): Promise<void> {
  purgePages();
  await notifyAsker(tx, answerId);
}

/**
 * A shopper's question about a product (`/v6/question/create` with `product_id`): limited
 * per day, published at once when its text is plain, otherwise held for staff.
 */
export async function askQuestion(db: Db, userId: number, productId: number, text: string): Promise<OwnQuestion> {
  const { id, state } = await db.transaction(async (tx) => {
    await checkDailyLimit(tx, userId, 'question', questions);
    if (!(await productExists(tx, productId))) throw notFound(PRODUCT_NOT_FOUND);
    const [row] = await tx.insert(questions).values({ productId, userId, text }).returning({ id: questions.id });
    const state = await moderate(tx, QUESTION_KIND, row!.id, [text]);
    if (state === 'approved') {
      await tx.update(questions).set({ state }).where(eq(questions.id, row!.id));
      purgePages();
    }
    return { id: row!.id, state };
  });
  const [row] = await db.select(questionColumns).from(questions).innerJoin(users, eq(users.id, questions.userId)).where(eq(questions.id, id));
  return { ...questionViewOf(row!), ...written(state) };
}

/** The question to answer: published (a held or refused one cannot be answered); locked so its notice is decided once. */
export async function answerableQuestion(tx: Tx, questionId: number): Promise<{ id: number; productId: number }> {
  const [q] = await tx
    .select({ id: questions.id, productId: questions.productId })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.state, 'approved')))
    .for('update');
  if (!q) throw notFound(QUESTION_NOT_FOUND);
  return q;
}

/**
 * A shopper's answer (`/v6/question/create` with `question_id`): marked as a buyer's when
 * they have received the product, limited per day, moderated like a question; once
 * published, the asker is told.
 */
export async function answerQuestion(db: Db, userId: number, questionId: number, text: string): Promise<OwnAnswer> {
  const { id, state } = await db.transaction(async (tx) => {
    await checkDailyLimit(tx, userId, 'answer', answers);
    const question = await answerableQuestion(tx, questionId);
    const buyer = await hasReceived(tx, userId, question.productId);
    return insertModeratedAnswer(tx, { questionId, userId, buyer, text });
  });
  return ownAnswer(db, id, state);
}

/**
 * A writer's answer (a shopper's, or a seller's from its own account), in the caller's
 * transaction: stored, moderated (plain text is published at once and the asker told;
 * anything else waits in the inbox). Answers its id and state.
 */
export async function insertModeratedAnswer(tx: Tx, values: typeof answers.$inferInsert): Promise<{ id: number; state: ModerationState }> {
  const [row] = await tx.insert(answers).values(values).returning({ id: answers.id });
  const state = await moderate(tx, ANSWER_KIND, row!.id, [values.text]);
  if (state === 'approved') {
    await tx.update(answers).set({ state }).where(eq(answers.id, row!.id));
    await answerPublished(tx, row!.id);
  }
  return { id: row!.id, state };
}

/**
 * A seller's answer written by staff (the back office, `/v10/admin/question/answer`):
 * published at once (staff wrote it), under the seller of the product's default offer.
 * Runs in the audited transaction of the caller.
 */
export async function insertSellerAnswer(tx: Tx, staffUserId: number, questionId: number, sellerId: number, text: string): Promise<number> {
  await answerableQuestion(tx, questionId);
  const [row] = await tx.insert(answers).values({ questionId, userId: staffUserId, sellerId, text, state: 'approved' }).returning({ id: answers.id });
  await answerPublished(tx, row!.id);
  return row!.id;
}

/** An answer as its writer sees it right after writing: the public view and where it stands. */
export async function ownAnswer(db: DbOrTx, answerId: number, state: ModerationState): Promise<OwnAnswer> {
  const [row] = await answerRows(db, { ids: [answerId] });
  return { ...answerViewOf(row!), ...written(state) };
}
