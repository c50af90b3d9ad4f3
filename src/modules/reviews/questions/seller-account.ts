import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { sellers, varieties } from '#modules/catalog/index.ts';
import { checkDailyLimit } from '../moderation/moderate.ts';
import { answers, questions } from '../schema.ts';
import { questionsWithProduct } from './seller.ts';
import { answerableQuestion, insertModeratedAnswer, ownAnswer, type OwnAnswer } from './write.ts';

/**
 * A seller answering from their own account (an approved provider's account is
 * linked to its seller, sellers.user_id): the published questions on the products they
 * offer that they have not answered yet, and their answer, which carries the seller's
 * name and badge. Moderated like any writer's text (plain text is published at once; a
 * link or a phone number waits for staff) and limited per day; the asker hears of it once
 * it is published. Only a product they offer (an active variety) can be answered.
 */
export const SELLER_ACCOUNT_MESSAGES = {
  notSeller: 'این بخش ویژهٔ فروشندگان تأییدشدهٔ بازار است',
  notYourProduct: 'شما فروشندهٔ این کالا نیستید',
};

export interface SellerOfAccount {
  id: number;
  name: string;
}

/** The active seller an account is linked to, or null. */
export async function sellerOfAccount(db: DbOrTx, userId: number): Promise<SellerOfAccount | null> {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(and(eq(sellers.userId, userId), eq(sellers.isActive, true)));
  return row ?? null;
}

const offers = (sellerId: number) =>
  exists(
    sql`(select 1 from ${varieties} where ${varieties.productId} = ${questions.productId} and ${varieties.sellerId} = ${sellerId} and ${varieties.isActive} = true)`,
  );
const unanswered = (sellerId: number) =>
  sql`not exists (select 1 from ${answers} where ${answers.questionId} = ${questions.id} and ${answers.sellerId} = ${sellerId} and ${answers.state} <> 'refused')`;

/** The questions waiting for this seller's answer, newest first, a page of them. */
export const questionsForSeller = (db: Db, sellerId: number, page: { limit?: number; offset?: number } = {}) =>
  questionsWithProduct(db, and(eq(questions.state, 'approved'), offers(sellerId), unanswered(sellerId)), page);

/** The seller's answer, in one transaction with the question's lock (its notice is decided once). */
export async function answerFromSellerAccount(db: Db, userId: number, questionId: number, text: string): Promise<OwnAnswer> {
  const { id, state } = await db.transaction(async (tx) => {
    const seller = await sellerOfAccount(tx, userId);
    if (!seller) throw new ApiError(403, SELLER_ACCOUNT_MESSAGES.notSeller);
    await checkDailyLimit(tx, userId, 'answer', answers);
    const question = await answerableQuestion(tx, questionId);
    const [offer] = await tx
      .select({ id: varieties.id })
      .from(varieties)
      .where(and(eq(varieties.productId, question.productId), eq(varieties.sellerId, seller.id), eq(varieties.isActive, true)))
      .limit(1);
    if (!offer) throw new ApiError(403, SELLER_ACCOUNT_MESSAGES.notYourProduct);
    return insertModeratedAnswer(tx, { questionId, userId, sellerId: seller.id, text });
  });
  return ownAnswer(db, id, state);
}
