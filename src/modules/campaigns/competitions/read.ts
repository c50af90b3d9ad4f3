import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { users } from '#modules/account/index.ts';
import { competitionEntries, competitions } from '../schema.ts';
import { maskedName } from '../games/masked-name.ts';
import { COMPETITION_MESSAGES, statusAt, type CompetitionDetail, type CompetitionView } from './rules.ts';

type Row = typeof competitions.$inferSelect;

/** The winners' masked names of each competition whose results are out. */
async function winnersOf(db: DbOrTx, rows: Row[]): Promise<Map<number, string[]>> {
  const ids = rows.filter((r) => r.results !== null).map((r) => r.id);
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const winners = await db
    .select({ competitionId: competitionEntries.competitionId, firstName: users.firstName, lastName: users.lastName })
    .from(competitionEntries)
    .innerJoin(users, eq(users.id, competitionEntries.userId))
    .where(and(inArray(competitionEntries.competitionId, ids), eq(competitionEntries.isWinner, true)))
    .orderBy(asc(competitionEntries.createdAt));
  for (const w of winners) out.set(w.competitionId, [...(out.get(w.competitionId) ?? []), maskedName(w.firstName, w.lastName)]);
  return out;
}

async function views(db: DbOrTx, rows: Row[], now: Date): Promise<CompetitionView[]> {
  const winners = await winnersOf(db, rows);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    question: r.question,
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    status: statusAt(r.startsAt, r.endsAt, now),
    results: r.results,
    results_at: r.resultsAt?.toISOString() ?? null,
    winners: r.results === null ? [] : (winners.get(r.id) ?? []),
  }));
}

/** Live competitions, the one ending first first. */
export async function liveCompetitions(db: DbOrTx, now = new Date()): Promise<CompetitionView[]> {
  const rows = await db
    .select()
    .from(competitions)
    .where(and(lte(competitions.startsAt, now), gt(competitions.endsAt, now)))
    .orderBy(asc(competitions.endsAt), asc(competitions.id));
  return views(db, rows, now);
}

/** Finished competitions, the latest first. */
export async function finishedCompetitions(db: DbOrTx, now = new Date(), limit = 10): Promise<CompetitionView[]> {
  const rows = await db.select().from(competitions).where(lte(competitions.endsAt, now)).orderBy(desc(competitions.endsAt), desc(competitions.id)).limit(limit);
  return views(db, rows, now);
}

/**
 * `/v10/competition/index`: the live ones (ending first first), then the finished ones
 * (latest first), a page of them; upcoming ones are not announced.
 */
export async function competitionPage(db: DbOrTx, page: Page, now = new Date()): Promise<{ items: CompetitionView[]; total: number }> {
  const started = lte(competitions.startsAt, now);
  const [total] = await db.select({ n: count() }).from(competitions).where(started);
  const rows = await db
    .select()
    .from(competitions)
    .where(started)
    .orderBy(
      desc(gt(competitions.endsAt, now)),
      sql`case when ${competitions.endsAt} > ${now.toISOString()}::timestamptz then ${competitions.endsAt} end asc`,
      desc(competitions.endsAt),
      desc(competitions.id),
    )
    .limit(page.perPage)
    .offset(offsetOf(page));
  return { items: await views(db, rows, now), total: total?.n ?? 0 };
}

/** `/v10/competition/view?id=`: a started competition by id (upcoming ones are not announced), with the caller's entry when signed in. */
export async function competitionDetail(db: DbOrTx, id: number, userId: number | null, now = new Date()): Promise<CompetitionDetail> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, id), lte(competitions.startsAt, now)));
  if (!row) throw notFound(COMPETITION_MESSAGES.notFound);
  const [view] = await views(db, [row], now);
  const [entry] = userId
    ? await db
        .select()
        .from(competitionEntries)
        .where(and(eq(competitionEntries.competitionId, id), eq(competitionEntries.userId, userId)))
    : [];
  return {
    ...view!,
    entry: entry ? { answer: entry.answer, created_at: entry.createdAt.toISOString(), is_winner: view!.results !== null && entry.isWinner } : null,
  };
}

/** The shopper's entries, by competition id. */
export async function entriesOf(db: DbOrTx, userId: number): Promise<Map<number, { answer: string; createdAt: Date; isWinner: boolean }>> {
  const rows = await db.select().from(competitionEntries).where(eq(competitionEntries.userId, userId));
  return new Map(rows.map((r) => [r.competitionId, { answer: r.answer, createdAt: r.createdAt, isWinner: r.isWinner }]));
}

/** Every competition for the back office, newest first, with its entrants (their answers and who won). */
export async function competitionsWithEntrants(db: DbOrTx) {
  const rows = await db.select().from(competitions).orderBy(desc(competitions.startsAt), desc(competitions.id));
  const entrants = rows.length
    ? await db
        .select({
          competitionId: competitionEntries.competitionId,
          userId: competitionEntries.userId,
          answer: competitionEntries.answer,
          isWinner: competitionEntries.isWinner,
          createdAt: competitionEntries.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          mobile: users.mobile,
        })
        .from(competitionEntries)
        .innerJoin(users, eq(users.id, competitionEntries.userId))
        .where(
          inArray(
            competitionEntries.competitionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(competitionEntries.createdAt))
    : [];
  return rows.map((r) => ({ ...r, entrants: entrants.filter((e) => e.competitionId === r.id) }));
}
