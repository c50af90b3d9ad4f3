import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { userByMobile } from '#modules/account/index.ts';
import type { Staff } from './guard.ts';
import type { StaffRole } from './roles.ts';
import { staffMembers, staffSecondFactors } from './schema.ts';

/**
 * Who works in the back office, in which role: adding someone (who already has a shop
 * account), changing a role, turning a member off and on, and resetting a lost
 * authenticator (the member enrols a new app at their next sign-in). Every sign-in that
 * passed the second factor is forgotten when a member is turned off or their app is reset,
 * so the change holds at once. Nobody changes their own membership: an owner cannot lock
 * the shop out by mistake. Each runs in the caller's transaction (the owner's staff screen,
 * inside `staffChange`, which writes the audit row) and answers what it changed.
 */
const MEMBER_MESSAGES = {
  noAccount: 'حسابی با این شماره در فروشگاه نیست؛ ابتدا با همین شماره ثبت‌نام کند',
  already: 'این شخص پیش‌تر عضو کارکنان است',
  notMember: 'عضو کارکنان پیدا نشد',
  yourself: 'عضویت خودتان را نمی‌توانید تغییر دهید',
};

/** Adds the account with this mobile as a member in `role`; answers its user id. */
export async function addStaffMemberIn(tx: Tx, input: { mobile: string; role: StaffRole }): Promise<number> {
  const user = await userByMobile(tx, input.mobile);
  if (!user) throw validationError([{ field: 'mobile', message: MEMBER_MESSAGES.noAccount }]);
  const [added] = await tx.insert(staffMembers).values({ userId: user.id, role: input.role }).onConflictDoNothing().returning({ userId: staffMembers.userId });
  if (!added) throw validationError([{ field: 'mobile', message: MEMBER_MESSAGES.already }]);
  return user.id;
}

/** Someone else's membership, locked; a 409 for the actor's own, a 404 for a non-member. */
async function lockMember(tx: Tx, actor: Pick<Staff, 'userId'>, userId: number) {
  if (userId === actor.userId) throw new ApiError(409, MEMBER_MESSAGES.yourself);
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, userId)).for('update');
  if (!member) throw notFound(MEMBER_MESSAGES.notMember);
  return member;
}

const forgetSignIns = (tx: Tx, userId: number) => tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));

export async function setStaffRoleIn(tx: Tx, actor: Pick<Staff, 'userId'>, userId: number, role: StaffRole) {
  const member = await lockMember(tx, actor, userId);
  await tx.update(staffMembers).set({ role }).where(eq(staffMembers.userId, userId));
  return { before: { role: member.role }, after: { role } };
}

/** Turned off, the member's passed second factors are forgotten too. */
export async function setStaffActiveIn(tx: Tx, actor: Pick<Staff, 'userId'>, userId: number, active: boolean) {
  const member = await lockMember(tx, actor, userId);
  await tx.update(staffMembers).set({ active }).where(eq(staffMembers.userId, userId));
  if (!active) await forgetSignIns(tx, userId);
  return { before: { active: member.active }, after: { active } };
}

/** The member's authenticator is forgotten (they enrol a new app at their next sign-in), with their passed second factors. */
export async function resetStaffSecondFactorIn(tx: Tx, actor: Pick<Staff, 'userId'>, userId: number) {
  const member = await lockMember(tx, actor, userId);
  await tx.update(staffMembers).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(staffMembers.userId, userId));
  await forgetSignIns(tx, userId);
  return { before: { enrolled: member.totpConfirmedAt !== null }, after: { enrolled: false } };
}
