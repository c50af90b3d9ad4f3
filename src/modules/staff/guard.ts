import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireCaller, type Caller } from '#server/auth/session.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { can, type Permission, type StaffRole } from './roles.ts';
import { staffMembers, staffSecondFactors } from './schema.ts';

/** How long a sign-in that passed the second factor may use the back office without a new code. */
export const STAFF_SESSION_HOURS = 12;

export interface Staff {
  userId: number;
  role: StaffRole;
  family: string;
}

/** Where a staff member's sign-in stands: the app to enrol, a code to enter, or through. */
export type SecondFactorState = 'enrol' | 'needed' | 'passed';

export const NOT_STAFF = 'شما به این بخش دسترسی ندارید';
export const SECOND_FACTOR_NEEDED = 'برای ورود به پنل، کد برنامهٔ احراز هویت را وارد کنید';
export const ACTING_AS_CUSTOMER = 'در حالت ورود به‌جای مشتری نمی‌توانید از پنل استفاده کنید';

/** The active staff member behind a user id, or null. */
export async function staffMemberOf(db: DbOrTx, userId: number) {
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), eq(staffMembers.active, true)));
  return member ?? null;
}

/**
 * The caller as staff, shared by the API (requireStaff) and the back office's pages (admin/page-staff.ts):
 * refused (with the reason) unless an active member signed in as themselves, not acting
 * as a customer; otherwise the member and where the second factor stands for this sign-in
 * (a pass counts for STAFF_SESSION_HOURS).
 */
export async function staffStateOf(
  db: DbOrTx,
  caller: Pick<Caller, 'userId' | 'family' | 'actorUserId'>,
): Promise<{ refused: string } | { staff: Staff; secondFactor: SecondFactorState }> {
  if (caller.actorUserId !== null) return { refused: ACTING_AS_CUSTOMER };
  const member = await staffMemberOf(db, caller.userId);
  if (!member) return { refused: NOT_STAFF };
  const since = new Date(Date.now() - STAFF_SESSION_HOURS * 3_600_000);
  const [passed] = await db
    .select({ family: staffSecondFactors.family })
    .from(staffSecondFactors)
    .where(and(eq(staffSecondFactors.family, caller.family), eq(staffSecondFactors.userId, caller.userId), gt(staffSecondFactors.verifiedAt, since)));
  const secondFactor: SecondFactorState = passed ? 'passed' : member.totpConfirmedAt ? 'needed' : 'enrol';
  return { staff: { userId: caller.userId, role: member.role, family: caller.family }, secondFactor };
}

/**
 * Who is calling the back office, checked on every request: signed in (401), as themselves
 * and not acting as a customer (403), an active staff member (403), past the second factor
 * in this sign-in (403; GET /v10/admin/session tells the page to ask for the code), and,
 * with `permission`, allowed it by their role (403). A refusal carries no data.
 */
export async function requireStaff(c: Context<AppEnv>, permission?: Permission, { secondFactor = true } = {}): Promise<Staff> {
  const state = await staffStateOf(c.var.db, requireCaller(c));
  if ('refused' in state) throw new ApiError(403, state.refused);
  if (secondFactor && state.secondFactor !== 'passed') throw new ApiError(403, SECOND_FACTOR_NEEDED);
  if (permission && !can(state.staff.role, permission)) throw new ApiError(403, NOT_STAFF);
  return state.staff;
}
