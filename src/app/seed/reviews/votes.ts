import type { SaidBatch } from './batch.ts';

export const NO_VOTES = { likes: 0, dislikes: 0 } as const;

/** Helpful / not helpful from distinct shoppers other than the writer; returns the counts the subject shows. */
export function voteOn(batch: SaidBatch, subject: 'review' | 'answer', subjectId: number, writer: number, helpful: number) {
  const { rng } = batch;
  const voters = rng.sample(
    batch.reviewerIds.filter((id) => id !== writer),
    rng.int(1, 9),
  );
  let likes = 0;
  for (const userId of voters) {
    const vote = rng.chance(helpful) ? 1 : -1;
    if (vote === 1) likes++;
    batch.votes.push({ subject, subjectId, userId, vote });
  }
  return { likes, dislikes: voters.length - likes };
}
