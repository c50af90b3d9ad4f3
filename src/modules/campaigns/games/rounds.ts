import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { gameRounds } from '../schema.ts';
import { standingOf } from './board.ts';
import { GAME, GAME_MESSAGES, MAX_POINTS_PER_SECOND, MAX_ROUNDS_PER_HOUR, ROUND_SECONDS, ROUND_TIMEOUT_SECONDS } from './rules.ts';
import type { RoundStart, Submitted } from './validation.ts';

const HOUR = 3_600_000;

/** A new round for the shopper, timed from now (at most MAX_ROUNDS_PER_HOUR an hour: each is a row). */
export async function startRound(db: DbOrTx, userId: number, now = new Date()): Promise<RoundStart> {
  const [recent] = await db
    .select({ n: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, GAME), gt(gameRounds.startedAt, new Date(now.getTime() - HOUR))));
  if ((recent?.n ?? 0) >= MAX_ROUNDS_PER_HOUR) throw new ApiError(429, GAME_MESSAGES.tooManyRounds, undefined, { 'Retry-After': '600' });
  const id = randomUUID();
  await db.insert(gameRounds).values({ id, userId, game: GAME, startedAt: now });
  return { round_id: id, started_at: now.toISOString(), seconds: ROUND_SECONDS };
}

/**
 * The round's score, once: the round is locked, so a double click or a replay finds it
 * ended. Another shopper's round answers 404 like a missing one (it says nothing about it).
 * Refused (422): a round past its timeout, or more points than the time allows.
 */
export async function submitScore(db: Db, userId: number, roundId: string, score: number, now = new Date()): Promise<Submitted> {
  await db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, roundId), eq(gameRounds.userId, userId)))
      .for('update');
    if (!round) throw notFound(GAME_MESSAGES.roundNotFound);
    if (round.endedAt) throw validationError([{ field: 'round_id', message: GAME_MESSAGES.alreadySubmitted }], GAME_MESSAGES.alreadySubmitted);
    const elapsed = (now.getTime() - round.startedAt.getTime()) / 1000;
    if (elapsed > ROUND_TIMEOUT_SECONDS) throw validationError([{ field: 'round_id', message: GAME_MESSAGES.timedOut }], GAME_MESSAGES.timedOut);
    if (score > MAX_POINTS_PER_SECOND * Math.max(0, elapsed))
      throw validationError([{ field: 'score', message: GAME_MESSAGES.tooFast }], GAME_MESSAGES.tooFast);
    await tx.update(gameRounds).set({ endedAt: now, score }).where(eq(gameRounds.id, roundId));
  });
  return { round_id: roundId, score, ...(await standingOf(db, userId)) };
}

/** `reset-factory`: the shopper's rounds leave the board (kept, marked is_reset); how many. */
export async function resetRounds(db: DbOrTx, userId: number): Promise<{ reset: number }> {
  const rows = await db
    .update(gameRounds)
    .set({ isReset: true })
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.game, GAME), eq(gameRounds.isReset, false)))
    .returning({ id: gameRounds.id });
  return { reset: rows.length };
}
