import { max } from 'drizzle-orm';
import { answers, productExperiences, questions, reviews, reviewScores, votes } from '#modules/reviews/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { insertJson, resetSequences, withoutForeignKeys } from '../insert.ts';
import type { Random } from '../random.ts';

export const MINUTE = 60_000;
export const YEAR_MINUTES = 365 * 24 * 60;
/** What the seed writes in bulk. */
const SAID_TABLES = ['reviews', 'review_scores', 'questions', 'answers', 'votes'];

/**
 * What the demo shoppers say, gathered in memory and written in one bulk insert per table
 * (writeBatch): the seed sets the ids itself to tie scores, votes and answers to their rows.
 * Every draw comes from `rng`, in the order the seed makes them.
 */
export interface SaidBatch {
  rng: Random;
  now: Date;
  reviewerIds: number[];
  /** The last id given out, per table. */
  ids: { review: number; question: number; answer: number };
  reviews: (typeof reviews.$inferInsert)[];
  scores: (typeof reviewScores.$inferInsert)[];
  votes: (typeof votes.$inferInsert)[];
  questions: (typeof questions.$inferInsert)[];
  answers: (typeof answers.$inferInsert)[];
  experiences: (typeof productExperiences.$inferInsert)[];
  /** Who reviewed each product. */
  reviewersOf: Map<number, number[]>;
}

export async function startBatch(db: DbOrTx, rng: Random, now: Date, reviewerIds: number[]): Promise<SaidBatch> {
  return {
    rng,
    now,
    reviewerIds,
    ids: await nextIds(db),
    reviews: [],
    scores: [],
    votes: [],
    questions: [],
    answers: [],
    experiences: [],
    reviewersOf: new Map(),
  };
}

/** A moment between `minMinutes` and `maxMinutes` before the seed's now. */
export const ago = (batch: SaidBatch, minMinutes: number, maxMinutes: number) => new Date(batch.now.getTime() - batch.rng.int(minMinutes, maxMinutes) * MINUTE);

/** Ids continue after what is there (nothing, after `reset`): the seed sets them itself to tie scores, votes and answers to their rows in one bulk insert. */
async function nextIds(db: DbOrTx) {
  const [[r], [q], [a]] = await Promise.all([
    db.select({ n: max(reviews.id) }).from(reviews),
    db.select({ n: max(questions.id) }).from(questions),
    db.select({ n: max(answers.id) }).from(answers),
  ]);
  return { review: r?.n ?? 0, question: q?.n ?? 0, answer: a?.n ?? 0 };
}

export async function writeBatch(db: DbOrTx, batch: SaidBatch): Promise<void> {
  // Tens of thousands of narrow rows: their keys are checked once at the end, not row by row.
  await withoutForeignKeys(db, { from: SAID_TABLES, to: ['products', 'sellers', 'survey_items', ...SAID_TABLES] }, async () => {
    await insertJson(db, reviews, batch.reviews);
    await insertJson(db, reviewScores, batch.scores);
    await insertJson(db, questions, batch.questions);
    await insertJson(db, answers, batch.answers);
    await insertJson(db, votes, batch.votes);
    await insertJson(db, productExperiences, batch.experiences);
  });
  await resetSequences(db, ['reviews', 'questions', 'answers']);
}
