import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { users, userByMobile } from '#modules/account/index.ts';
import { staffChange, type Staff, ROLE_TITLES, type StaffRole, staffMembers, staffSecondFactors } from '#modules/staff/index.ts';

/**
 * The owner's staff screen (`staff.manage`): who works in the back office, in
 * which role; adding someone (who already has a shop account), changing a role, turning
 * a member off and on, and resetting a lost authenticator (the member enrols a new app at
 * their next sign-in). Each one audited. Every sign-in that passed the second factor is
 * forgotten when a member is turned off or their app is reset, so the change holds at
 * once. Nobody changes their own membership: an owner cannot lock the shop out by mistake.
 */
export const STAFF_MESSAGES = {
  noAccount: 'حسابی با این شماره در فروشگاه نیست؛ ابتدا با همین شماره ثبت‌نام کند',
  already: 'این شخص پیش‌تر عضو کارکنان است',
  notMember: 'عضو کارکنان پیدا نشد',
  yourself: 'عضویت خودتان را نمی‌توانید تغییر دهید',
};

export interface StaffRow {
  userId: number;
  name: string;
  mobile: string;
  role: StaffRole;
  roleTitle: string;
  active: boolean;
  enrolled: boolean;
  since: Date;
}

export async function staffList(db: DbOrTx): Promise<StaffRow[]> {
  const rows = await db
    .select({ m: staffMembers, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.userId));
  return rows.map(({ m, firstName, lastName, mobile }) => ({
    userId: m.userId,
    name: [firstName, lastName].filter(Boolean).join(' ') || mobile,
    mobile,
    role: m.role,
    roleTitle: ROLE_TITLES[m.role],
    active: m.active,
    enrolled: m.totpConfirmedAt !== null,
    since: m.createdAt,
  }));
}

async function lockMember(tx: Tx, actor: Staff, userId: number) {
  if (userId === actor.userId) throw new ApiError(409, STAFF_MESSAGES.yourself);
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, userId)).for('update');
  if (!member) throw notFound(STAFF_MESSAGES.notMember);
  return member;
}

const forgetSignIns = (tx: Tx, userId: number) => tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));

export function addStaff(db: Db, actor: Staff, input: { mobile: string; role: StaffRole }, ip?: string): Promise<number> {
  return staffChange(
    db,
    actor,
    'staff.manage',
    'staff.add',
    async (tx) => {
      const user = await userByMobile(tx, input.mobile);
      if (!user) throw validationError([{ field: 'mobile', message: STAFF_MESSAGES.noAccount }]);
      const [added] = await tx
        .insert(staffMembers)
        .values({ userId: user.id, role: input.role })
        .onConflictDoNothing()
        .returning({ userId: staffMembers.userId });
      if (!added) throw validationError([{ field: 'mobile', message: STAFF_MESSAGES.already }]);
      return { result: user.id, subjectType: 'staff', subjectId: user.id, after: { role: input.role, active: true } };
    },
    ip,
  );
}

export function setRole(db: Db, actor: Staff, input: { id: number; role: StaffRole }, ip?: string): Promise<void> {
  return staffChange(
    db,
    actor,
    'staff.manage',
    'staff.role',
    async (tx) => {
      const member = await lockMember(tx, actor, input.id);
      await tx.update(staffMembers).set({ role: input.role }).where(eq(staffMembers.userId, input.id));
      return { result: undefined, subjectType: 'staff', subjectId: input.id, before: { role: member.role }, after: { role: input.role } };
    },
    ip,
  );
}

export function setActive(db: Db, actor: Staff, input: { id: number; active: boolean }, ip?: string): Promise<void> {
  return staffChange(
    db,
    actor,
    'staff.manage',
    input.active ? 'staff.activate' : 'staff.deactivate',
    async (tx) => {
      const member = await lockMember(tx, actor, input.id);
      await tx.update(staffMembers).set({ active: input.active }).where(eq(staffMembers.userId, input.id));
      if (!input.active) await forgetSignIns(tx, input.id);
      return { result: undefined, subjectType: 'staff', subjectId: input.id, before: { active: member.active }, after: { active: input.active } };
    },
    ip,
  );
}

export function resetAuthenticator(db: Db, actor: Staff, input: { id: number }, ip?: string): Promise<void> {
  return staffChange(
    db,
    actor,
    'staff.manage',
    'staff.reset-second-factor',
    async (tx) => {
      const member = await lockMember(tx, actor, input.id);
      await tx.update(staffMembers).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(staffMembers.userId, input.id));
      await forgetSignIns(tx, input.id);
      return {
        result: undefined,
        subjectType: 'staff',
        subjectId: input.id,
        before: { enrolled: member.totpConfirmedAt !== null },
        after: { enrolled: false },
      };
    },
    ip,
  );
}
