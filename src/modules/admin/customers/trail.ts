import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { loginAsAudit, users } from '#modules/account/index.ts';
import { actingActionTitle, staffAudit } from '#modules/staff/index.ts';
import { displayName } from './search.ts';

/** How many of each kind of row the record shows: the newest; the audit log has the rest. */
export const TRAIL_LIMIT = 50;

/**
 * Persian titles of the staff actions on a customer; an action without one shows its code.
 * What an operator did while acting as the customer (`acting:…`) is titled by the acting
 * policy's own table, refused attempts marked so.
 */
const ACTION_TITLES: Record<string, string> = {
  'customer.login-as': 'ورود به‌جای مشتری',
};

export interface StaffActionView {
  id: number;
  at: string;
  action: string;
  action_title: string | null;
  staff_name: string;
  staff_role: string;
  after: unknown;
}

export interface LoginAsView {
  id: number;
  started_at: string;
  ended_at: string | null;
  staff_name: string;
  reason: string | null;
}

/**
 * What staff did to this customer's account: the audit rows whose subject is this user
 * (among them every write sent while acting as them), and every login-as on them (the
 * API's operator login-as leaves no audit row of its own, only this record, so both are
 * shown), newest first, each with the staff member's name.
 */
export async function trailOf(db: DbOrTx, userId: number): Promise<{ staff_actions: StaffActionView[]; login_as: LoginAsView[] }> {
  const [actions, sessions] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectType, 'user'), eq(staffAudit.subjectId, String(userId))))
      .orderBy(desc(staffAudit.id))
      .limit(TRAIL_LIMIT),
    db.select().from(loginAsAudit).where(eq(loginAsAudit.userId, userId)).orderBy(desc(loginAsAudit.id)).limit(TRAIL_LIMIT),
  ]);
  const ids = [...new Set([...actions.map((a) => a.actorUserId), ...sessions.map((s) => s.operatorId)])];
  const people = ids.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: number) => {
    const p = people.find((x) => x.id === id);
    return p ? displayName(p) : String(id);
  };
  return {
    staff_actions: actions.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      action: a.action,
      action_title: ACTION_TITLES[a.action] ?? actingActionTitle(a.action, a.after),
      staff_name: nameOf(a.actorUserId),
      staff_role: a.role,
      after: a.after,
    })),
    login_as: sessions.map((s) => ({
      id: s.id,
      started_at: s.startedAt.toISOString(),
      ended_at: s.endedAt?.toISOString() ?? null,
      staff_name: nameOf(s.operatorId),
      reason: s.reason,
    })),
  };
}
