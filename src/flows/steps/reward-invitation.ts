import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { faInvite } from '#i18n/fa-invite.ts';
import type { Tx } from '#server/db/client.ts';
import {
  INVITATION_REFUSALS,
  INVITED_REWARD_COINS,
  INVITER_REWARD_COINS,
  MONTHLY_REWARD_LIMIT,
  lockInvitationsOf,
  monthStart,
  pendingInvitationOf,
  rewardedSince,
  settleInvitationIn,
} from '#modules/club/index.ts';
import { ORDER_STATUS, orders } from '#modules/orders/index.ts';
import { post } from '#modules/wallet/index.ts';

export type InvitationOutcome = 'rewarded' | 'refused' | null;

/**
 * An invited friend's order was just delivered (flows/fulfil-dispatch.ts, inside the
 * delivering transaction, the order row locked): if the friend's invitation still waits,
 * this first delivered order settles it. Under the inviter's invitation rows' locks (id
 * order), the monthly limit is counted and either both are paid in coins through wallet's
 * `post` (inviter, then friend) or the invitation is refused with the reason it keeps.
 * Settling needs the row still pending, so a replayed delivery pays nothing twice; no order
 * id goes on the entries (the inviter must not see the friend's order). Answers what happened
 * (null: nothing to settle).
 */
export async function rewardInvitationIn(tx: Tx, order: { id: number; userId: number }, at: Date): Promise<InvitationOutcome> {
  const waiting = await pendingInvitationOf(tx, order.userId);
  if (!waiting) return null;
  const invitation = (await lockInvitationsOf(tx, waiting.inviterId)).find((i) => i.id === waiting.id);
  if (!invitation || invitation.state !== 'pending') return null;

  const refuse = async (reason: string) => ((await settleInvitationIn(tx, invitation.id, { state: 'refused', reason }, at)) ? 'refused' : null);
  if (invitation.inviterId === order.userId) return refuse(INVITATION_REFUSALS.self);
  const [before] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), ne(orders.id, order.id), inArray(orders.status, [ORDER_STATUS.delivered, ORDER_STATUS.returned])));
  if (Number(before?.n ?? 0) > 0) return refuse(INVITATION_REFUSALS.orderedBefore);
  if ((await rewardedSince(tx, invitation.inviterId, monthStart(at))) >= MONTHLY_REWARD_LIMIT) return refuse(INVITATION_REFUSALS.monthlyLimit);

  if (!(await settleInvitationIn(tx, invitation.id, { state: 'rewarded' }, at))) return null;
  await post(tx, { userId: invitation.inviterId, currency: 'coin', amount: INVITER_REWARD_COINS, reason: 'invitationReward', note: faInvite.inviterNote });
  await post(tx, { userId: order.userId, currency: 'coin', amount: INVITED_REWARD_COINS, reason: 'invitationReward', note: faInvite.invitedNote });
  return 'rewarded';
}
