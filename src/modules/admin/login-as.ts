import { desc, eq } from 'drizzle-orm';
import { issueLogin, actingCookies, recordLoginAs, loginAsAudit, users } from '#modules/account/index.ts';
import type { Db } from '#server/db/client.ts';
import { startLoginAs, auditAction, type Staff } from '#modules/staff/index.ts';

/**
 * The back office's login-as: a staff member allowed `customers.login-as`
 * (checked with the second factor by the page's gate) acts as a customer, with a reason.
 * The session switch, the login-as record (with the reason) and the staff audit row are
 * one transaction; the answer's cookies keep the staff member's own session aside, and
 * logging out brings it back, as the API's login-as does.
 */
export async function actAsCustomer(
  db: Db,
  staff: Staff,
  { userId, reason, ownSession, secure, ip }: { userId: number; reason: string; ownSession: string | null; secure: boolean; ip?: string },
) {
  return db.transaction(async (tx) => {
    const { operator, user } = await startLoginAs(
      tx,
      { userId: staff.userId, family: staff.family, via: 'cookie', actorUserId: null },
      { user_id: userId },
      { authorised: true },
    );
    const { web, family } = await issueLogin(tx, user.id, 'retail-web', operator.id);
    await recordLoginAs(tx, operator.id, user.id, family, reason);
    await auditAction(tx, staff, 'customers.login-as', 'customer.login-as', { subjectType: 'user', subjectId: user.id, after: { reason } }, ip);
    return actingCookies(tx, { operatorId: operator.id, user, web, ownSession, secure });
  });
}

/** This staff member's latest login-as sessions, for the screen. */
export async function recentLoginAs(db: Db, operatorId: number, limit = 10) {
  return db
    .select({
      at: loginAsAudit.startedAt,
      endedAt: loginAsAudit.endedAt,
      reason: loginAsAudit.reason,
      mobile: users.mobile,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(loginAsAudit)
    .innerJoin(users, eq(users.id, loginAsAudit.userId))
    .where(eq(loginAsAudit.operatorId, operatorId))
    .orderBy(desc(loginAsAudit.id))
    .limit(limit);
}

/**
 * The spec's /login-as route (section 2): it leads call-center staff to this screen, with
 * the mobile they typed if any. The back office's gate has already sent a guest to sign in
 * (coming back here) and a sign-in without the second factor to enter it; whoever else is
 * refused (a shopper, or a session already acting as a customer) gets the 403 page.
 */
export function loginAsDestination(entry: { staff: Staff } | { refused: string }, search: URLSearchParams): { redirect: string } | { status: 403 } {
  if (!('staff' in entry)) return { status: 403 };
  const mobile = search.get('mobile')?.trim().slice(0, 20);
  return { redirect: mobile ? `/admin/login-as?mobile=${encodeURIComponent(mobile)}` : '/admin/login-as' };
}
