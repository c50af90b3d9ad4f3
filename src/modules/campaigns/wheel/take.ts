import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { wheelPrizes } from '../schema.ts';
import { drawPrize, type RandomSource } from './draw.ts';
import { activePrizes, type PrizeRow } from './prizes.ts';

/**
 * Draws a prize and takes one from its stock, in the spin's transaction (docs/adr/0027).
 * The draw runs on the prizes as read; a prize of unlimited stock needs no lock. When it
 * lands on a prize of limited stock, the limited prizes' rows are locked (SELECT … FOR
 * UPDATE, in id order, in one statement, so two spins never wait on each other in a
 * circle) and their stock read again: if the drawn one still has some, one is taken;
 * if a parallel spin took the last, the wheel is drawn again among what is left, empty
 * slice included. Stock never goes below zero (the table's check would refuse it too).
 * Null: nothing could be drawn (an empty wheel, or everything given out).
 */
export async function takePrizeIn(tx: Tx, random: RandomSource): Promise<PrizeRow | null> {
  const prizes = await activePrizes(tx);
  const first = drawPrize(prizes, random);
  if (!first || first.stock === null) return first ?? null;

  const locked = await tx
    .select()
    .from(wheelPrizes)
    .where(and(eq(wheelPrizes.isActive, true), isNotNull(wheelPrizes.stock)))
    .orderBy(asc(wheelPrizes.id))
    .for('update');
  const fresh = new Map(locked.map((p) => [p.id, p]));
  // The limited prizes with their stock as it is now; a prize made inactive meanwhile drops out.
  const now = prizes.flatMap((p) => (p.stock === null ? [p] : fresh.has(p.id) ? [fresh.get(p.id)!] : []));
  const drawn = fresh.get(first.id)?.stock ? fresh.get(first.id)! : drawPrize(now, random);
  if (!drawn) return null;
  if (drawn.stock === null) return drawn;
  const [taken] = await tx
    .update(wheelPrizes)
    .set({ stock: sql`${wheelPrizes.stock} - 1` })
    .where(eq(wheelPrizes.id, drawn.id))
    .returning();
  return taken!;
}
