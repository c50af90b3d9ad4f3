import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { loginAsAudit, users } from './schema.ts';

/**
 * A shopper's contacts with the call center as other modules read them (the club's operator
 * score): each login-as session is one contact, with the operator who acted and when. Only
 * the operator's first name leaves the module: the shopper knows who helped them, not more.
 */
export interface LoginAsContact {
  id: number;
  userId: number;
  operatorId: number;
  /** The operator's first name, or null when the account has none. */
  operatorName: string | null;
  startedAt: Date;
  endedAt: Date | null;
}

const contactColumns = {
  id: loginAsAudit.id,
  userId: loginAsAudit.userId,
  operatorId: loginAsAudit.operatorId,
  operatorName: users.firstName,
  startedAt: loginAsAudit.startedAt,
  endedAt: loginAsAudit.endedAt,
};

/** The shopper's contacts that started at or after `since`, newest first. */
export function readLoginAsContacts(db: DbOrTx, userId: number, since: Date): Promise<LoginAsContact[]> {
  return db
    .select(contactColumns)
    .from(loginAsAudit)
    .innerJoin(users, eq(users.id, loginAsAudit.operatorId))
    .where(and(eq(loginAsAudit.userId, userId), gte(loginAsAudit.startedAt, since)))
    .orderBy(desc(loginAsAudit.startedAt), desc(loginAsAudit.id));
}

/** One contact by its id, whoever it belongs to (the caller checks it is theirs), or undefined. */
export async function readLoginAsContact(db: DbOrTx, id: number): Promise<LoginAsContact | undefined> {
  const [row] = await db.select(contactColumns).from(loginAsAudit).innerJoin(users, eq(users.id, loginAsAudit.operatorId)).where(eq(loginAsAudit.id, id));
  return row;
}
