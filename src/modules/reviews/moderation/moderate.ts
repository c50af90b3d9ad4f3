import { and, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { requeueDecision, withdrawDecision } from '#modules/decisions/index.ts';
import type { ModerationState } from '../schema.ts';
import { holdReasons } from './rule.ts';

/** The writer's word for where their text stands (API `status_text`, the pages' badges). */
export const STATE_TEXT: Readonly<Record<ModerationState, string>> = {
  pending: 'در انتظار تأیید',
  approved: 'منتشر شده',
  refused: 'رد شده',
};

export const HELD_MESSAGE = 'ثبت شد و پس از بررسی منتشر می‌شود';
export const PUBLISHED_MESSAGE = 'ثبت شد و منتشر شد';

/**
 * Where a new or edited text starts: approved at once when the rule finds it plain,
 * otherwise pending with a case in the decisions inbox (opened, or opened again after an
 * earlier verdict). Call it in the transaction that writes the text, after the row exists;
 * an edit that makes a held text plain withdraws its pending case.
 */
export async function moderate(tx: Tx, kind: string, subjectId: number, texts: readonly string[]): Promise<ModerationState> {
  if (holdReasons(...texts).length === 0) {
    await withdrawDecision(tx, kind, subjectId);
    return 'approved';
  }
  await requeueDecision(tx, kind, subjectId);
  return 'pending';
}

/** What a shopper may write in a rolling day, per kind: enough for anyone honest, too few to flood a product. */
export const DAILY_LIMITS = { review: 10, question: 10, answer: 20, experience: 10 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses (429) a shopper's next text of a kind once they wrote the day's limit. The
 * shopper's row is locked first, so two texts sent at once are counted one after the other.
 */
export async function checkDailyLimit(
  tx: Tx,
  userId: number,
  kind: keyof typeof DAILY_LIMITS,
  table: PgTable & { userId: PgColumn; createdAt: PgColumn },
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.userId, userId), gte(table.createdAt, new Date(Date.now() - DAY_MS))));
  if ((row?.n ?? 0) >= DAILY_LIMITS[kind]) throw new ApiError(429, 'امروز بیش از اندازهٔ مجاز نوشته‌اید؛ فردا دوباره تلاش کنید');
}
