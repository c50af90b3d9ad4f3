import { COMMON_PHRASES, HELD_REVIEWS, type Mood, type ReviewBank, type Said } from '../data/review-texts.ts';
import type { Random } from '../random.ts';
import { ago, type SaidBatch } from './batch.ts';
import type { Candidate } from './candidates.ts';
import { noteUse } from './feedback.ts';
import type { ProductVoice } from './voices.ts';
import { NO_VOTES, voteOn } from './votes.ts';

export type HeldReview = (typeof HELD_REVIEWS)[number];

const clamp = (n: number) => Math.min(5, Math.max(1, n));
/** A review's score is the mean of its criteria, as surveys/write.ts computes it. */
const meanOf = (scores: number[]) => Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 100) / 100;
const textOf = (said: Said) => (typeof said === 'string' ? said : said[1]);
const moodOf = (score: number): Mood => (score >= 4 ? 'good' : score >= 3 ? 'mixed' : 'bad');

/**
 * A review's sentences, pros and cons in its mood, from the product's bank and the
 * common phrases, such that no point contradicts another (data/review-texts.ts Said).
 */
function compose(rng: Random, bank: ReviewBank, mood: Mood) {
  // What the review praises and criticises.
  const praised = new Set<string>();
  const criticised = new Set<string>();
  const take = (said: Said, praise: boolean) => {
    if (typeof said === 'string') return said;
    (praise ? praised : criticised).add(said[0]);
    return said[1];
  };
  const fits = (said: Said, praise: boolean) => typeof said === 'string' || !(praise ? criticised : praised).has(said[0]);
  const sentences = [take(rng.pick(bank.sentences[mood]), mood === 'good')];
  if (rng.chance(0.35)) {
    const more = bank.sentences[mood].filter((x) => textOf(x) !== sentences[0] && fits(x, mood === 'good'));
    if (more.length) sentences.push(take(rng.pick(more), mood === 'good'));
  }
  if (rng.chance(0.5)) {
    const more = COMMON_PHRASES.sentences[mood].filter((x) => fits(x, mood === 'good'));
    if (more.length) sentences.push(take(rng.pick(more), mood === 'good'));
  }
  const pros = rng
    .sample(
      bank.pros.filter((x) => fits(x, true)),
      mood === 'good' ? rng.int(0, 3) : mood === 'mixed' ? rng.int(0, 2) : rng.int(0, 1),
    )
    .map((x) => take(x, true));
  const cons = rng
    .sample(
      bank.cons.filter((x) => fits(x, false)),
      mood === 'good' ? (rng.chance(0.3) ? 1 : 0) : mood === 'mixed' ? rng.int(0, 2) : rng.int(1, 2),
    )
    .map((x) => take(x, false));
  return { sentences, pros, cons };
}

/**
 * One review of `product` by `userId`, scored on each of its criteria near `quality`,
 * with helpful votes on some; a held one keeps its given text and waits for moderation.
 * Returns its id.
 */
export function writeReview(
  batch: SaidBatch,
  product: Candidate,
  voice: ProductVoice,
  userId: number,
  quality: number,
  createdAt: Date,
  held?: HeldReview,
): number {
  const { rng } = batch;
  const id = ++batch.ids.review;
  // A reviewer's overall impression near the product's quality, now and then a disappointed one.
  let level = quality + (rng.next() - 0.5) * 1.2;
  if (rng.chance(0.07)) level -= 1.5 + rng.next();
  const scores = voice.items.map((itemId) => ({ reviewId: id, itemId, score: clamp(Math.round(level + (rng.next() - 0.5) * 1.6)) }));
  batch.scores.push(...scores);
  const score = meanOf(scores.map((s) => s.score));
  const mood = moodOf(score);
  const { sentences, pros, cons } = compose(rng, voice.bank, mood);
  const titles = [...COMMON_PHRASES.titles[mood], ...voice.bank.titles[mood]];
  // Recommending follows the score: yes for most good reviews, never for a poor one.
  const r = rng.next();
  const recommend = mood === 'good' ? (r < 0.9 ? 1 : 0) : mood === 'bad' ? (r < 0.75 ? -1 : 0) : score >= 3.5 ? (r < 0.45 ? 1 : 0) : r < 0.6 ? 0 : -1;
  const counts = !held && rng.chance(0.12) ? voteOn(batch, 'review', id, userId, mood === 'bad' ? 0.6 : 0.85) : NO_VOTES;
  const row = {
    id,
    productId: product.id,
    userId,
    title: held ? held.title : rng.chance(0.85) ? rng.pick(titles) : '',
    text: held ? held.text : sentences.join(' ').replaceAll('{noun}', voice.noun),
    pros: held ? held.pros : pros,
    cons: held ? held.cons : cons,
    recommend,
    anonymous: rng.chance(0.12),
    score,
    buyer: rng.chance(0.7),
    state: held ? 'pending' : 'approved',
    ...counts,
    createdAt,
    updatedAt: createdAt,
  } satisfies SaidBatch['reviews'][number];
  batch.reviews.push(row);
  batch.reviewersOf.set(product.id, [...(batch.reviewersOf.get(product.id) ?? []), userId]);
  // Some buyers also note how it has been to use, a while after their review.
  if (!held && row.buyer && rng.chance(0.15)) noteUse(batch, product, voice, userId, createdAt);
  return id;
}

/**
 * The held reviews, recent like a real inbox: one on a reviewed product (its rating must
 * not move) and the others on unreviewed ones, each by someone who has not reviewed it.
 * Returns their ids.
 */
export function writeHeldReviews(batch: SaidBatch, active: Candidate[], voiceOf: (categoryId: number) => ProductVoice): number[] {
  const reviewed = active.filter((p) => batch.reviewersOf.has(p.id));
  const unreviewed = active.filter((p) => !batch.reviewersOf.has(p.id));
  const heldOn = [reviewed[0], unreviewed[0], unreviewed[1]];
  const ids: number[] = [];
  HELD_REVIEWS.forEach((text, i) => {
    const product = heldOn[i];
    if (!product) return;
    const writer = batch.reviewerIds.find((u) => !batch.reviewersOf.get(product.id)?.includes(u))!;
    ids.push(writeReview(batch, product, voiceOf(product.categoryId), writer, 4.2, ago(batch, 30, 6 * 60), text));
  });
  return ids;
}
