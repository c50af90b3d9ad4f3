import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { users } from '#modules/account/index.ts';
import {
  addStaffMemberIn,
  resetStaffSecondFactorIn,
  ROLE_TITLES,
  setStaffActiveIn,
  setStaffRoleIn,
  staffChange,
  type Staff,
  type StaffRole,
  staffMembers,
} from '#modules/staff/index.ts';

/**
 * The owner's staff screen (`staff.manage`): who works in the back office, in which role,
 * and the audited changes. The change itself is staff's (staff/members.ts: adding someone
 * who already has a shop account, a role, turning a member off and on, resetting a lost
 * authenticator; nobody changes their own membership), run in the transaction that writes
 * the audit row.
 */
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

export function addStaff(db: Db, actor: Staff, input: { mobile: string; role: StaffRole }, ip?: string): Promise<number> {
  return staffChange(
    db,
    actor,
    'staff.manage',
    'staff.add',
    async (tx) => {
      const userId = await addStaffMemberIn(tx, input);
      return { result: userId, subjectType: 'staff', subjectId: userId, after: { role: input.role, active: true } };
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
      const { before, after } = await setStaffRoleIn(tx, actor, input.id, input.role);
      return { result: undefined, subjectType: 'staff', subjectId: input.id, before, after };
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
      const { before, after } = await setStaffActiveIn(tx, actor, input.id, input.active);
      return { result: undefined, subjectType: 'staff', subjectId: input.id, before, after };
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
      const { before, after } = await resetStaffSecondFactorIn(tx, actor, input.id);
      return { result: undefined, subjectType: 'staff', subjectId: input.id, before, after };
    },
    ip,
  );
}
