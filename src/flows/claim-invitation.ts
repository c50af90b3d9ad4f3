import { count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { readCookie } from '#lib/session-hints.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { isSecureContext } from '#server/http/cookies.ts';
import type { AppEnv } from '#server/http/env.ts';
import { userById } from '#modules/account/index.ts';
import {
  INVITATION_COOKIE,
  NEW_ACCOUNT_WINDOW_MS,
  clearedInvitationCookie,
  inviterOfCookie,
  recordInvitationIn,
  type Invitation,
} from '#modules/club/index.ts';
import { orders } from '#modules/orders/index.ts';

/**
 * A friend signing up through an invitation (docs/adr/0027): the landing left a signed
 * cookie naming the inviter; the sign-in that follows takes it (the session hook, composed
 * in src/app/api.ts so account never calls club) and records the invitation, pending until
 * the friend's first order is delivered (steps/reward-invitation.ts). The cookie is
 * dropped whatever happens, so it is read once.
 *
 * Recorded only for a new account: made within the last hour (NEW_ACCOUNT_WINDOW_MS) and
 * without any order, never the inviter's own (the same account, or the inviter's number now
 * or before a mobile change), and at most once per mobile number and per account, by
 * anyone (club's unique columns: a second invitation of a number is simply not made).
 * Reads account and orders, writes club's row.
 */
export async function takeInvitationAtSignIn(c: Context<AppEnv>, userId: number): Promise<void> {
  const raw = readCookie(c.req.header('Cookie') ?? '', INVITATION_COOKIE);
  if (raw === undefined) return;
  c.header('Set-Cookie', clearedInvitationCookie(isSecureContext(c.req.url)), { append: true });
  const inviterId = inviterOfCookie(raw);
  if (inviterId !== null) await claimInvitation(c.var.db, inviterId, userId);
}

export async function claimInvitation(db: DbOrTx, inviterId: number, userId: number, now = new Date()): Promise<Invitation | null> {
  if (inviterId === userId) return null;
  const [user, inviter] = await Promise.all([userById(db, userId), userById(db, inviterId)]);
  if (!user || !inviter) return null;
  const inviterNumbers = [inviter.mobile, inviter.previousMobile];
  if (inviterNumbers.includes(user.mobile) || (user.previousMobile !== null && inviterNumbers.includes(user.previousMobile))) return null;
  if (now.getTime() - user.createdAt.getTime() > NEW_ACCOUNT_WINDOW_MS) return null;
  const [ordered] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  if (Number(ordered?.n ?? 0) > 0) return null;
  return recordInvitationIn(db, { inviterId, invitedUserId: userId, invitedMobile: user.mobile, at: now });
}
