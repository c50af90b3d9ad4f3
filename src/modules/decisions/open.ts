import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { decisions } from './schema.ts';

/**
 * Opens a case in the inbox, in the transaction that creates what waits for the decision
 * (a payout request): a case never exists without its subject, nor the subject without
 * its case. Opening the same subject again changes nothing.
 */
export async function openDecision(db: DbOrTx, kind: string, subjectId: number): Promise<void> {
  await db.insert(decisions).values({ kind, subjectId }).onConflictDoNothing();
}

/** Puts a case sent back for changes in the inbox again, once the applicant has corrected it. */
export async function reopenDecision(db: DbOrTx, kind: string, subjectId: number): Promise<void> {
  await db
    .update(decisions)
    .set({ state: 'pending', decidedBy: null, decidedAt: null, reason: null })
    .where(and(eq(decisions.kind, kind), eq(decisions.subjectId, subjectId), eq(decisions.state, 'returned')));
}

/**
 * Closes a case as its subject is decided (the domain calls it where it changes its own
 * state), so a case never stays pending for a subject already decided, whoever decided it.
 */
export async function closeDecision(
  db: DbOrTx,
  kind: string,
  subjectId: number,
  state: 'approved' | 'refused',
  decidedBy: number,
  reason: string | null,
): Promise<void> {
  await db
    .update(decisions)
    .set({ state, decidedBy, decidedAt: new Date(), reason })
    .where(and(eq(decisions.kind, kind), eq(decisions.subjectId, subjectId), eq(decisions.state, 'pending')));
}

/**
 * Puts a subject in front of staff again whatever became of its case (an approved review
 * edited to say something the rule holds): pending, the old verdict forgotten.
 */
export async function requeueDecision(db: DbOrTx, kind: string, subjectId: number): Promise<void> {
  await db
    .insert(decisions)
    .values({ kind, subjectId })
    .onConflictDoUpdate({
      target: [decisions.kind, decisions.subjectId],
      set: { state: 'pending', decidedBy: null, decidedAt: null, reason: null, createdAt: new Date() },
    });
}

/** The subject no longer needs a decision (its writer changed it to text the rule approves): its pending case goes. */
export async function withdrawDecision(db: DbOrTx, kind: string, subjectId: number): Promise<void> {
  await db.delete(decisions).where(and(eq(decisions.kind, kind), eq(decisions.subjectId, subjectId), eq(decisions.state, 'pending')));
}
