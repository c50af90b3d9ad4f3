import { HELD_QUESTIONS, type QuestionSeed } from '../data/question-texts.ts';
import { ago, MINUTE, YEAR_MINUTES, type SaidBatch } from './batch.ts';
import type { Candidate } from './candidates.ts';
import type { ProductVoice } from './voices.ts';
import { NO_VOTES, voteOn } from './votes.ts';

/**
 * One approved question on `product` with up to three answers: shoppers' (each text once)
 * and at most one a seller's, written by `sellerVoice` for one of the product's sellers.
 */
export function writeQuestion(batch: SaidBatch, product: Candidate, voice: ProductVoice, seed: QuestionSeed, sellerVoice: number): void {
  const { rng, reviewerIds, now } = batch;
  const id = ++batch.ids.question;
  const asker = rng.pick(reviewerIds);
  const createdAt = ago(batch, 24 * 60, YEAR_MINUTES);
  const say = (s: string) => s.replaceAll('{noun}', voice.noun);
  const shopperTexts = rng.sample(seed.shopper, seed.shopper.length);
  const writers = rng.sample(
    reviewerIds.filter((u) => u !== asker),
    3,
  );
  let sellerAnswered = false;
  let firstAnswer: Date | null = null;
  for (let k = 0, n = rng.pick([0, 1, 1, 2, 2, 3]); k < n; k++) {
    const at = new Date(Math.min(createdAt.getTime() + rng.int(30, 14 * 24 * 60) * MINUTE, now.getTime() - MINUTE));
    const bySeller: boolean = !sellerAnswered && product.sellerIds.length > 0 && rng.chance(0.35);
    const text = bySeller ? rng.pick(seed.seller) : shopperTexts.pop();
    if (!text) break;
    sellerAnswered ||= bySeller;
    const answerId = ++batch.ids.answer;
    const userId = bySeller ? sellerVoice : writers[k]!;
    const counts = rng.chance(0.15) ? voteOn(batch, 'answer', answerId, userId, 0.85) : NO_VOTES;
    batch.answers.push({
      id: answerId,
      questionId: id,
      userId,
      sellerId: bySeller ? rng.pick(product.sellerIds) : null,
      buyer: !bySeller && rng.chance(0.5),
      text: say(text),
      state: 'approved',
      ...counts,
      createdAt: at,
    });
    if (!firstAnswer || at < firstAnswer) firstAnswer = at;
  }
  // Marked as told, so the answer-arrived SMS job never texts these made-up askers.
  batch.questions.push({ id, productId: product.id, userId: asker, text: say(seed.text), state: 'approved', askerNotifiedAt: firstAnswer, createdAt });
}

/** The held questions, recent like a real inbox, on every third product on sale. Returns their ids. */
export function writeHeldQuestions(batch: SaidBatch, active: Candidate[]): number[] {
  const ids: number[] = [];
  HELD_QUESTIONS.forEach((text, i) => {
    const product = active[i * 3];
    if (!product) return;
    const id = ++batch.ids.question;
    batch.questions.push({ id, productId: product.id, userId: batch.reviewerIds[i]!, text, state: 'pending', createdAt: ago(batch, 10, 3 * 60) });
    ids.push(id);
  });
  return ids;
}
