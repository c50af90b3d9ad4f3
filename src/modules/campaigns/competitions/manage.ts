import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { found, validationError } from '#server/errors.ts';
import { competitionEntries, competitions } from '../schema.ts';

/**
 * The back office's side of competitions, each in the caller's transaction (the screen's,
 * with its audit row), answering the fields before and after: adding one, and publishing
 * the results of a finished one with its winners (who must have entered).
 */
const MESSAGES = {
  notFound: 'مسابقه یافت نشد',
  notEnded: 'نتیجهٔ مسابقه پس از پایان آن اعلام می‌شود',
  notEntrant: 'برندگان باید از شرکت‌کنندگان این مسابقه باشند',
} as const;

/** A competition as the editor sends it (the back office's form, already checked: the end after the start). */
export interface CompetitionValues {
  title: string;
  description: string;
  question: string;
  starts_at: Date;
  ends_at: Date;
}

type Row = typeof competitions.$inferSelect;
const fields = (r: Row) => ({
  title: r.title,
  question: r.question,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  results: r.results,
});

export async function createCompetitionIn(tx: Tx, input: CompetitionValues) {
  const [created] = await tx
    .insert(competitions)
    .values({ title: input.title, description: input.description, question: input.question, startsAt: input.starts_at, endsAt: input.ends_at })
    .returning();
  return { row: created!, after: fields(created!) };
}

/**
 * The results of a finished competition and its winners, published at once (publishing
 * again replaces both). Locks the competition; refused before its end or for a winner who
 * did not enter.
 */
export async function publishResultsIn(tx: Tx, id: number, input: { results: string; winnerUserIds: number[] }, now = new Date()) {
  const [current] = await tx.select().from(competitions).where(eq(competitions.id, id)).for('update');
  const before = found(current, MESSAGES.notFound);
  if (before.endsAt > now) throw validationError([{ field: 'results', message: MESSAGES.notEnded }], MESSAGES.notEnded);
  const winners = [...new Set(input.winnerUserIds)];
  if (winners.length) {
    const entrants = await tx
      .select({ userId: competitionEntries.userId })
      .from(competitionEntries)
      .where(and(eq(competitionEntries.competitionId, id), inArray(competitionEntries.userId, winners)));
    if (entrants.length !== winners.length) throw validationError([{ field: 'winners', message: MESSAGES.notEntrant }], MESSAGES.notEntrant);
  }
  await tx.update(competitionEntries).set({ isWinner: false }).where(eq(competitionEntries.competitionId, id));
  if (winners.length) {
    await tx
      .update(competitionEntries)
      .set({ isWinner: true })
      .where(and(eq(competitionEntries.competitionId, id), inArray(competitionEntries.userId, winners)));
  }
  const [after] = await tx.update(competitions).set({ results: input.results, resultsAt: now }).where(eq(competitions.id, id)).returning();
  return { row: after!, before: fields(before), after: { ...fields(after!), winners } };
}
