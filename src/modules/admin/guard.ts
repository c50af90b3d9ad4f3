import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireCaller } from '../../server/auth/session.ts';
import type { DbOrTx } from '../../server/db/client.ts';
import { ApiError } from '../../server/errors.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { can, type Permission, type StaffRole } from './roles.ts';
import { staffMembers, staffSecondFactors } from './schema.ts';

/** How long a sign-in that passed the second factor may use the back office without a new code. */
export const STAFF_SESSION_HOURS = 12;

export interface Staff {
  userId: number;
  role: StaffRole;
  family: string;
}

export const NOT_STAFF = 'شما به این بخش دسترسی ندارید';
export const SECOND_FACTOR_NEEDED = 'برای ورود به پنل، کد برنامهٔ احراز هویت را وارد کنید';
export const ACTING_AS_CUSTOMER = 'در حالت ورود به‌جای مشتری نمی‌توانید از پنل استفاده کنید';

/** The active staff member behind a user id, or null. */
export async function staffMemberOf(db: DbOrTx, userId: number) {
  const [member] = await db.select().from(staffMembers).where(and(eq(staffMembers.userId, userId), eq(staffMembers.active, true)));
  return member ?? null;
}

/**
 * Who is calling the back office, checked on every request: signed in (401), as themselves
 * and not acting as a customer (403), an active staff member (403), past the second factor
 * in this sign-in within STAFF_SESSION_HOURS (403; GET /v10/admin/session tells the page to ask for the code),
 * and, with `permission`, allowed it by their role (403). A refusal carries no data.
 */
export async function requireStaff(c: Context<AppEnv>, permission?: Permission, { secondFactor = true } = {}): Promise<Staff> {
  const caller = requireCaller(c);
  if (caller.actorUserId !== null) throw new ApiError(403, ACTING_AS_CUSTOMER);
  const member = await staffMemberOf(c.var.db, caller.userId);
  if (!member) throw new ApiError(403, NOT_STAFF);
  if (secondFactor) {
    const since = new Date(Date.now() - STAFF_SESSION_HOURS * 3_600_000);
    const [passed] = await c.var.db
      .select({ family: staffSecondFactors.family })
      .from(staffSecondFactors)
      .where(and(eq(staffSecondFactors.family, caller.family), eq(staffSecondFactors.userId, caller.userId), gt(staffSecondFactors.verifiedAt, since)));
    if (!passed) throw new ApiError(403, SECOND_FACTOR_NEEDED);
  }
  if (permission && !can(member.role, permission)) throw new ApiError(403, NOT_STAFF);
  return { userId: caller.userId, role: member.role, family: caller.family };
}
