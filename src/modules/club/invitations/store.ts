import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { invitations } from '../schema.ts';

/**
 * The invitations table, club's own: a row when an invited friend signs up (one per invited
 * mobile number and per account, ever: the unique columns), settled once when the friend's
 * first order is delivered. What decides who may be invited and when a reward is paid is in
 * the flows that call these (src/flows/claim-invitation.ts, steps/reward-invitation.ts).
 */
export type Invitation = typeof invitations.$inferSelect;

export interface NewInvitation {
  inviterId: number;
  invitedUserId: number;
  invitedMobile: string;
  at?: Date;
}

/** The invitation, or null when this number or account was invited before (by anyone). */
export async function recordInvitationIn(db: DbOrTx, row: NewInvitation): Promise<Invitation | null> {
  const [made] = await db
    .insert(invitations)
    .values({ inviterId: row.inviterId, invitedUserId: row.invitedUserId, invitedMobile: row.invitedMobile, ...(row.at ? { createdAt: row.at } : {}) })
    .onConflictDoNothing()
    .returning();
  return made ?? null;
}

/** An inviter's invitations, newest first. */
export async function invitationsOf(db: DbOrTx, inviterId: number, { page, perPage }: { page: number; perPage: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(eq(invitations.inviterId, inviterId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(invitations).where(eq(invitations.inviterId, inviterId)),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** One of the inviter's invitations; undefined for none, or another inviter's. */
export async function invitationOf(db: DbOrTx, inviterId: number, id: number): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.inviterId, inviterId)));
  return row;
}

/** The invitation an account signed up with, if it still waits for its first delivered order (unlocked). */
export async function pendingInvitationOf(db: DbOrTx, invitedUserId: number): Promise<Invitation | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.invitedUserId, invitedUserId), eq(invitations.state, 'pending')));
  return row;
}

/**
 * Locks every invitation of one inviter, in id order, and answers them as they are now:
 * settling one under these locks serialises an inviter's rewards, so two deliveries at once
 * cannot both squeeze under the monthly limit, and taking them in id order never deadlocks.
 */
export function lockInvitationsOf(tx: Tx, inviterId: number): Promise<Invitation[]> {
  return tx.select().from(invitations).where(eq(invitations.inviterId, inviterId)).orderBy(asc(invitations.id)).for('update');
}

/** How many of the inviter's invitations were rewarded since `since`. */
export async function rewardedSince(db: DbOrTx, inviterId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.inviterId, inviterId), eq(invitations.state, 'rewarded'), gte(invitations.settledAt, since)));
  return Number(row?.n ?? 0);
}

/** Settles a pending invitation; false when it was not pending any more (settled once, whatever replays). */
export async function settleInvitationIn(
  tx: Tx,
  id: number,
  outcome: { state: 'rewarded'; reason?: null } | { state: 'refused'; reason: string },
  at: Date,
): Promise<boolean> {
  const changed = await tx
    .update(invitations)
    .set({ state: outcome.state, reason: outcome.reason ?? null, settledAt: at })
    .where(and(eq(invitations.id, id), eq(invitations.state, 'pending')))
    .returning({ id: invitations.id });
  return changed.length > 0;
}
