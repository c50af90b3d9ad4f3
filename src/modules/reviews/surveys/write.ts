import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { hasReceived } from '../buyer.ts';
import { checkDailyLimit, moderate } from '../moderation/moderate.ts';
import { reviews, reviewScores } from '../schema.ts';
import type { ReviewInput } from '../validation.ts';
import { TEXT_MESSAGES } from '../validation.ts';
import { surveyItemsOf } from './items.ts';
import { refreshProductRatings } from './rating.ts';
import { ownReview, type OwnReview } from './read.ts';

export const REVIEW_KIND = 'review';
export const ALREADY_REVIEWED = 'شما پیش‌تر دربارهٔ این کالا نظر داده‌اید؛ همان نظر را ویرایش کنید';
export const REVIEW_NOT_FOUND = 'نظر پیدا نشد';

/** The scores must be exactly the product's criteria, one each; their mean is the review's score. */
async function scoresFor(tx: Tx, productId: number, input: ReviewInput): Promise<{ itemId: number; score: number }[]> {
  const items = await surveyItemsOf(tx, productId);
  const given = new Map(input.scores.map((s) => [s.item_id, s.score]));
  if (given.size !== input.scores.length || items.length !== given.size || items.some((i) => !given.has(i.id))) {
    throw validationError([{ field: 'scores', message: TEXT_MESSAGES.scores }]);
  }
  return items.map((i) => ({ itemId: i.id, score: given.get(i.id)! }));
}

const meanOf = (scores: { score: number }[]) => Math.round((scores.reduce((sum, s) => sum + s.score, 0) / scores.length) * 100) / 100;
const textsOf = (input: ReviewInput) => [input.title, input.text, ...input.pros, ...input.cons];

const fieldsOf = (input: ReviewInput, scores: { score: number }[], buyer: boolean) => ({
  title: input.title,
  text: input.text,
  pros: input.pros,
  cons: input.cons,
  recommend: input.recommend,
  anonymous: input.anonymous,
  score: meanOf(scores),
  buyer,
});

/** Publishes or holds the review's text, and keeps the product's rating in step when what is public changed. */
async function settle(tx: Tx, review: { id: number; productId: number }, input: ReviewInput, wasApproved: boolean): Promise<void> {
  const state = await moderate(tx, REVIEW_KIND, review.id, textsOf(input));
  await tx.update(reviews).set({ state, refuseReason: null }).where(eq(reviews.id, review.id));
  if (state === 'approved' || wasApproved) await refreshProductRatings(tx, [review.productId]);
}

/**
 * A shopper's review (`/v6/survey/create`): one per shopper and product (422 when they
 * have one: they edit it instead), limited per day, published at once when its text is
 * plain and held for staff otherwise.
 */
export async function createReview(db: Db, userId: number, productId: number, input: ReviewInput): Promise<OwnReview> {
  const id = await db.transaction(async (tx) => {
    await checkDailyLimit(tx, userId, 'review', reviews);
    const scores = await scoresFor(tx, productId, input);
    const buyer = await hasReceived(tx, userId, productId);
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId, ...fieldsOf(input, scores, buyer) })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!row) throw validationError([{ field: 'product_id', message: ALREADY_REVIEWED }]);
    await tx.insert(reviewScores).values(scores.map((s) => ({ reviewId: row.id, ...s })));
    await settle(tx, { id: row.id, productId }, input, false);
    return row.id;
  });
  return (await ownReview(db, userId, { id }))!;
}

/**
 * Edits the shopper's own review (`/v6/survey/update?id=`): another shopper's review is
 * not found for them. The edited text is moderated again like a new one.
 */
export async function updateReview(db: Db, userId: number, reviewId: number, input: ReviewInput): Promise<OwnReview> {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, productId: reviews.productId, state: reviews.state })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
      .for('update');
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    const scores = await scoresFor(tx, review.productId, input);
    const buyer = await hasReceived(tx, userId, review.productId);
    await tx
      .update(reviews)
      .set({ ...fieldsOf(input, scores, buyer), updatedAt: new Date() })
      .where(eq(reviews.id, review.id));
    await tx.delete(reviewScores).where(eq(reviewScores.reviewId, review.id));
    await tx.insert(reviewScores).values(scores.map((s) => ({ reviewId: review.id, ...s })));
    await settle(tx, review, input, review.state === 'approved');
  });
  return (await ownReview(db, userId, { id: reviewId }))!;
}
