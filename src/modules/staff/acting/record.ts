import type { DbOrTx } from '#server/db/client.ts';
import { auditActing } from '../index.ts';
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

/**
 * One staff-audit row for a write an operator sent while acting as a customer: the
 * operator as the actor (under their role), the customer as the subject (so it shows on
 * their record), and what came of it. Written once the answer is known; a failure to write it is logged and
 * does not turn the customer's answer into an error after the change was made.
 */
export async function recordActing(db: DbOrTx, record: ActingRecord): Promise<void> {
  try {
    await auditActing(
      db,
      record.operatorId,
      actingAction(record.key),
      {
        subjectType: 'user',
        subjectId: record.customerId,
        after: { status: record.status, ...(record.refused ? { refused: true } : {}) },
      },
      record.ip,
    );
  } catch (err) {
    console.error('[acting] could not write the staff audit row', record.key, err);
  }
}
