import { count, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DbOrTx } from '#server/db/client.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ApiError, found } from '#server/errors.ts';
import { NOT_STAFF, requireStaff, type Staff } from './guard.ts';
import { can, type Permission } from './roles.ts';
import { users } from '#modules/account/index.ts';
import { staffAudit, staffMembers } from './schema.ts';

/** Who acts in the back office and from where: the staff member the API guard or the page gate returned. */
export interface StaffActor {
  staff: Staff;
  ip?: string;
}

/** The row a change names, or a 404: the server's helper, offered with the audited changes that use it. */
export { found };

/** What an audited action changed: the thing it acted on and its state before and after. */
export interface Change<T> {
  result: T;
  subjectType?: string;
  subjectId?: string | number;
  before?: unknown;
  after?: unknown;
}

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];

/**
 * The one way a staff action changes anything (ARCHITECTURE.md: "audited by the same
 * wrapper that checks the role"): the role is checked first, then the change and its
 * audit row are one transaction, so there is no change without its row and no row for a
 * change that rolled back. The API's routes call `audited`, the pages (which passed the
 * gate already) `staffChange` with the staff member the gate returned.
 */
export async function audited<T>(c: Context<AppEnv>, permission: Permission, action: string, change: (tx: Tx, staff: Staff) => Promise<Change<T>>): Promise<T> {
  const staff = await requireStaff(c, permission);
  return staffChange(c.var.db, staff, permission, action, change, clientIp(c));
}

export async function staffChange<T>(
  db: DbOrTx,
  staff: Staff,
  permission: Permission,
  action: string,
  change: (tx: Tx, staff: Staff) => Promise<Change<T>>,
  ip?: string,
): Promise<T> {
  if (!can(staff.role, permission)) throw new ApiError(403, NOT_STAFF);
  return db.transaction(async (tx) => {
    const done = await change(tx, staff);
    await writeAuditRow(tx, staff, action, done, ip);
    return done.result;
  });
}

/**
 * One more audit row for something a role's permission allows, checked here: a reading of
 * someone's personal papers, or a row per item inside a change `staffChange` already runs
 * (pass its transaction). Refused (403) when the role lacks the permission, so no row is
 * written for what the role may not do.
 */
export async function auditAction(
  db: DbOrTx,
  staff: Pick<Staff, 'userId' | 'role'>,
  permission: Permission,
  action: string,
  change: Omit<Change<unknown>, 'result'>,
  ip?: string,
): Promise<void> {
  if (!can(staff.role, permission)) throw new ApiError(403, NOT_STAFF);
  await writeAuditRow(db, staff, action, change, ip);
}

/**
 * A row for someone who acts as a customer (the call center's login-as), for a write their
 * acting session sent: the operator is the actor, named by their back-office role, else by
 * their account role (operator, admin); the customer is the subject, so it shows on their record.
 */
export async function auditActing(db: DbOrTx, operatorId: number, action: string, change: Omit<Change<unknown>, 'result'>, ip?: string): Promise<void> {
  await writeAuditRow(db, { userId: operatorId, role: await operatorRole(db, operatorId) }, action, change, ip);
}

async function operatorRole(db: DbOrTx, userId: number): Promise<string> {
  const [staff] = await db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId));
  if (staff) return staff.role;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role ?? 'operator';
}

/**
 * The only statement that inserts into staff_audit (tests/unit/architecture checks that no
 * other file does): every audit row has the same shape whatever wrote it. Not on the
 * module's face: others go through `audited`, `staffChange`, `auditAction` or `auditActing`;
 * the second factor (a staff member's own sign-in, no role's permission) calls it directly.
 */
export async function writeAuditRow(
  db: DbOrTx,
  actor: { userId: number; role: string },
  action: string,
  change: Omit<Change<unknown>, 'result'>,
  ip?: string,
): Promise<void> {
  await db.insert(staffAudit).values({
    actorUserId: actor.userId,
    role: actor.role,
    action,
    subjectType: change.subjectType ?? null,
    subjectId: change.subjectId === undefined ? null : String(change.subjectId),
    before: change.before ?? null,
    after: change.after ?? null,
    ip: ip ?? null,
  });
}

/** The newest audit rows, a page of them. */
export function auditRows(db: DbOrTx, { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}) {
  return db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(limit).offset(offset);
}

export async function auditCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAudit);
  return row?.n ?? 0;
}
