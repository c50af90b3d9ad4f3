import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { competitionEntries, competitions } from '../schema.ts';
import { COMPETITION_MESSAGES, statusAt } from './rules.ts';

/**
 * A shopper's answer to a live competition, once: the (competition, shopper) primary key
 * keeps a second one out however close together they come. Outside the window (start
 * inclusive, end exclusive) or a second time: 422.
 */
export async function registerEntry(
  db: Db,
  userId: number,
  competitionId: number,
  answer: string,
  now = new Date(),
): Promise<{ competition_id: number; answer: string; created_at: string }> {
  const [competition] = await db.select().from(competitions).where(eq(competitions.id, competitionId));
  if (!competition) throw notFound(COMPETITION_MESSAGES.notFound);
  const status = statusAt(competition.startsAt, competition.endsAt, now);
  if (status !== 'live') {
    const message = status === 'upcoming' ? COMPETITION_MESSAGES.notStarted : COMPETITION_MESSAGES.ended;
    throw validationError([{ field: 'competition_id', message }], message);
  }
  const [entry] = await db.insert(competitionEntries).values({ competitionId, userId, answer, createdAt: now }).onConflictDoNothing().returning();
  if (!entry) throw validationError([{ field: 'competition_id', message: COMPETITION_MESSAGES.already }], COMPETITION_MESSAGES.already);
  return { competition_id: competitionId, answer: entry.answer, created_at: entry.createdAt.toISOString() };
}
