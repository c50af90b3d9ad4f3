import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { tehranInstant, tehranLocalInput } from '#lib/tehran-time.ts';
import { wheelPrizes, wheelSpins } from '../schema.ts';

/**
 * One spin per shopper per period (docs/adr/0027). The period is the Tehran calendar day,
 * so everyone's next spin opens at Tehran midnight. The spin's row is claimed first in the
 * spin's transaction: the unique (user_id, period) index makes a second, parallel claim
 * wait for the first and then find the row taken, so 20 clicks give one spin.
 */
export type SpinRow = typeof wheelSpins.$inferSelect;

/** The Tehran calendar day of `now`, `YYYY-MM-DD`. */
export const periodOf = (now: Date): string => tehranLocalInput(now).slice(0, 10);

/** When the period after `now`'s opens: the next Tehran midnight. */
export function nextPeriodAt(now: Date): Date {
  const [y, m, d] = periodOf(now).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return tehranInstant(`${next}T00:00`)!;
}

/** Whole seconds from `now` until the next period (at least 1), for Retry-After. */
export const secondsToNextPeriod = (now: Date): number => Math.max(1, Math.ceil((nextPeriodAt(now).getTime() - now.getTime()) / 1000));

/** Claims the shopper's spin of `period`; null when it is already taken (by this or a parallel spin). */
export async function claimSpinIn(tx: Tx, userId: number, period: string): Promise<SpinRow | null> {
  const [row] = await tx
    .insert(wheelSpins)
    .values({ userId, period })
    .onConflictDoNothing({ target: [wheelSpins.userId, wheelSpins.period] })
    .returning();
  return row ?? null;
}

/** Writes what a claimed spin drew (null: nothing) and what was paid: the discount code, or the ledger entry. */
export async function settleSpinIn(tx: Tx, spinId: number, prizeId: number | null, reward: string | null): Promise<void> {
  await tx.update(wheelSpins).set({ prizeId, reward }).where(eq(wheelSpins.id, spinId));
}

/** The shopper's spin of `period` with the prize it drew, if they have spun. */
export async function spinOf(db: DbOrTx, userId: number, period: string) {
  const [row] = await db
    .select({ spin: wheelSpins, prize: wheelPrizes })
    .from(wheelSpins)
    .leftJoin(wheelPrizes, eq(wheelPrizes.id, wheelSpins.prizeId))
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.period, period)));
  return row;
}
