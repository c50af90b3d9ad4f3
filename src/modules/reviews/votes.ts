import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { answers, reviews, votes, type VoteSubject } from './schema.ts';

const TABLES = { review: reviews, answer: answers } as const;

export const VOTE_NOT_FOUND = 'این نوشته پیدا نشد';
export const OWN_VOTE = 'به نوشتهٔ خودتان نمی‌توانید رأی دهید';

export interface VoteResult {
  id: number;
  likes: number;
  dislikes: number;
  /** The shopper's vote now: 1 helpful, -1 not helpful. */
  my_vote: 1 | -1;
}

/**
 * A shopper's helpful / not helpful on a published review or answer (`/v6/survey/like`,
 * `/v6/question/like`). The subject is locked first and the vote is keyed by shopper, so
 * repeated or simultaneous clicks leave one vote; voting the other way changes it. The
 * counts are recounted from the votes in the same transaction. Writers do not vote on
 * their own text.
 */
export async function castVote(db: Db, subject: VoteSubject, subjectId: number, userId: number, vote: 1 | -1): Promise<VoteResult> {
  const table = TABLES[subject];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(and(eq(table.id, subjectId), eq(table.state, 'approved')))
      .for('update');
    if (!row) throw notFound(VOTE_NOT_FOUND);
    if (row.userId === userId) throw validationError([{ field: 'id', message: OWN_VOTE }]);
    await tx
      .insert(votes)
      .values({ subject, subjectId, userId, vote })
      .onConflictDoUpdate({ target: [votes.subject, votes.subjectId, votes.userId], set: { vote } });
    const [counted] = await tx
      .update(table)
      .set({
        likes: sql`(select count(*)::int from ${votes} where ${votes.subject} = ${subject} and ${votes.subjectId} = ${subjectId} and ${votes.vote} = 1)`,
        dislikes: sql`(select count(*)::int from ${votes} where ${votes.subject} = ${subject} and ${votes.subjectId} = ${subjectId} and ${votes.vote} = -1)`,
      })
      .where(eq(table.id, subjectId))
      .returning({ likes: table.likes, dislikes: table.dislikes });
    return { id: subjectId, likes: counted!.likes, dislikes: counted!.dislikes, my_vote: vote };
  });
}
