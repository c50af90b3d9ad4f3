import { eq, inArray } from 'drizzle-orm';
import { faInvite } from '#i18n/fa-invite.ts';
import { users } from '#modules/account/index.ts';
import { INVITED_REWARD_COINS, INVITER_REWARD_COINS, invitationsOf, recordInvitationIn, settleInvitationIn } from '#modules/club/index.ts';
import { post } from '#modules/wallet/index.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * The demo customer's invitations (/profile/referral-requests), relative to the seeding
 * day: one friend whose first order arrived (rewarded two hours ago, both paid their coins
 * as the delivery would have) and one still waiting for a first purchase. The friends are
 * accounts nobody owns, on 09902000…, clear of the published demo accounts (0912000…),
 * the reviewers (09901…) and the test factories. Once: a reseed finds the invitations and
 * adds nothing. Outside production only, after the demo accounts and their coins.
 */
const INVITER = '09120000001';
const FRIENDS = [
  { mobile: '09902000001', firstName: 'نیما', lastName: 'کاظمی', invitedDaysAgo: 12, rewardedHoursAgo: 2 },
  { mobile: '09902000002', firstName: 'الهام', lastName: 'نوری', invitedDaysAgo: 3, rewardedHoursAgo: null },
] as const;
const HOUR = 3_600_000;

export async function seedDemoInvitations(tx: Tx, now: Date): Promise<void> {
  const [inviter] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, INVITER));
  if (!inviter) return;
  if ((await invitationsOf(tx, inviter.id, { page: 1, perPage: 1 })).total > 0) return;
  await tx
    .insert(users)
    .values(
      FRIENDS.map((f) => ({
        username: f.mobile,
        mobile: f.mobile,
        firstName: f.firstName,
        lastName: f.lastName,
        createdAt: new Date(now.getTime() - f.invitedDaysAgo * 24 * HOUR),
      })),
    )
    .onConflictDoNothing();
  const friends = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        FRIENDS.map((f) => f.mobile),
      ),
    );
  for (const f of FRIENDS) {
    const friend = friends.find((u) => u.mobile === f.mobile);
    if (!friend) continue;
    const made = await recordInvitationIn(tx, {
      inviterId: inviter.id,
      invitedUserId: friend.id,
      invitedMobile: f.mobile,
      at: new Date(now.getTime() - f.invitedDaysAgo * 24 * HOUR),
    });
    if (!made || f.rewardedHoursAgo === null) continue;
    const at = new Date(now.getTime() - f.rewardedHoursAgo * HOUR);
    await settleInvitationIn(tx, made.id, { state: 'rewarded' }, at);
    await post(tx, { userId: inviter.id, currency: 'coin', amount: INVITER_REWARD_COINS, reason: 'invitationReward', note: faInvite.inviterNote, at });
    await post(tx, { userId: friend.id, currency: 'coin', amount: INVITED_REWARD_COINS, reason: 'invitationReward', note: faInvite.invitedNote, at });
  }
}
