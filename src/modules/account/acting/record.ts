import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../server/db/client.ts';
import { staffAudit, staffMembers } from '../../admin/schema.ts';
import { users } from '../schema.ts';
import { actingAction } from './policy.ts';

export interface ActingRecord {
  operatorId: number;
  customerId: number;
  /** `METHOD route`, never the query or the body: no token or code reaches the audit. */
  key: string;
  /** The answer's status: a failed or refused write says so, so its row misleads no one. */
  status: number;
  refused?: boolean;
  ip?: string;
}

/** The operator's role as the audit names it: their back-office role, else their account role (operator, admin). */
async function roleOf(db: DbOrTx, userId: number): Promise<string> {
  const [staff] = await db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId));
  if (staff) return staff.role;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role ?? 'operator';
}

/**
 * One staff-audit row for a write an operator sent while acting as a customer: the
 * operator as the actor, the customer as the subject (so it shows on their record), and
 * what came of it. Written once the answer is known; a failure to write it is logged and
 * does not turn the customer's answer into an error after the change was made.
 */
export async function recordActing(db: DbOrTx, record: ActingRecord): Promise<void> {
  try {
    await db.insert(staffAudit).values({
      actorUserId: record.operatorId,
      role: await roleOf(db, record.operatorId),
      action: actingAction(record.key),
      subjectType: 'user',
      subjectId: String(record.customerId),
      after: { status: record.status, ...(record.refused ? { refused: true } : {}) },
      ip: record.ip ?? null,
    });
  } catch (err) {
    console.error('[acting] could not write the staff audit row', record.key, err);
  }
}
