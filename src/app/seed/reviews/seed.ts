import { openDecision } from '#modules/decisions/index.ts';
import { PRODUCT_STATUS } from '#modules/catalog/index.ts';
import { EXPERIENCE_KIND, ANSWER_KIND, QUESTION_KIND, refreshProductRatings, REVIEW_KIND } from '#modules/reviews/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { Random } from '../random.ts';
import { ago, startBatch, writeBatch, YEAR_MINUTES } from './batch.ts';
import { candidateProducts } from './candidates.ts';
import { writeHeldQuestions, writeQuestion } from './questions.ts';
import { sellerVoiceOf, seedReviewers } from './reviewers.ts';
import { writeHeldReviews, writeReview } from './reviews.ts';
import { voices } from './voices.ts';

/**
 * What the demo's shoppers say: rating criteria for every shop (criteria.ts
 * seedSurveyItems), and outside production the reviews, questions and answers of a few
 * dozen demo shoppers (seedReviews), whose approved reviews alone make each product's rating.
 */

/** Inbox kinds whose subjects `reset` empties (their cases would point at rows that are gone, or at new rows with the same ids). */
export const SHOPPER_TEXT_KINDS = [REVIEW_KIND, QUESTION_KIND, ANSWER_KIND, EXPERIENCE_KIND] as const;

/** How many reviews a product that is neither popular nor unreviewed gets. */
const FEW = [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6];

export interface ReviewSeedResult {
  reviews: number;
  questions: number;
  answers: number;
  votes: number;
  held: number;
}

/**
 * Approved reviews on about 60% of products (most get a few, the best sellers many), with
 * a score per criterion, helpful votes on some; questions on about 30% with shoppers' and
 * sellers' answers; a few held texts with their inbox cases. Then every product's rating
 * is recounted from its approved reviews. Its own Random, so the rest of the seed draws the same.
 */
export async function seedReviews(db: DbOrTx, rng: Random, now: Date): Promise<ReviewSeedResult> {
  const reviewerIds = await seedReviewers(db);
  const sellerVoice = await sellerVoiceOf(db, reviewerIds);
  const voiceOf = await voices(db);
  const candidates = await candidateProducts(db);
  const batch = await startBatch(db, rng, now, reviewerIds);

  for (const product of candidates) {
    const voice = voiceOf(product.categoryId);
    // Only what is on sale has buyers to review it; anything may be asked about.
    if (product.status === PRODUCT_STATUS.active && rng.chance(0.6)) {
      // Many reviews on about one reviewed product in twenty, mostly the best sellers.
      const popular = rng.chance(product.salesCount >= 1_000 ? 0.25 : 0.015);
      const n = popular ? rng.int(10, 25) : rng.pick(FEW);
      // Most products are liked (3.8–4.8), some less so (2.6–3.8).
      const quality = rng.chance(0.85) ? 3.8 + rng.next() : 2.6 + rng.next() * 1.2;
      for (const userId of rng.sample(reviewerIds, n)) writeReview(batch, product, voice, userId, quality, ago(batch, 60, YEAR_MINUTES));
    }
    if (rng.chance(0.3)) {
      for (const seed of rng.sample(voice.questions, rng.pick([1, 1, 1, 2, 2, 3, 4]))) writeQuestion(batch, product, voice, seed, sellerVoice);
    }
  }

  // Held texts, recent like a real inbox, for the back office to decide.
  const active = candidates.filter((p) => p.status === PRODUCT_STATUS.active);
  const heldReviews = writeHeldReviews(batch, active, voiceOf);
  const heldQuestions = writeHeldQuestions(batch, active);

  await writeBatch(db, batch);
  for (const id of heldReviews) await openDecision(db, REVIEW_KIND, id);
  for (const id of heldQuestions) await openDecision(db, QUESTION_KIND, id);
  await refreshProductRatings(db);
  return {
    reviews: batch.reviews.length,
    questions: batch.questions.length,
    answers: batch.answers.length,
    votes: batch.votes.length,
    held: heldReviews.length + heldQuestions.length,
  };
}
