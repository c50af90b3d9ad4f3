import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { loginAsAudit, users } from './schema.ts';

export async function recordLoginAs(db: DbOrTx, operatorId: number, userId: number, family: string, reason: string | null = null) {
  await db.insert(loginAsAudit).values({ operatorId, userId, family, reason });
}

export async function endLoginAs(db: DbOrTx, family: string) {
  await db
    .update(loginAsAudit)
    .set({ endedAt: new Date() })
    .where(and(eq(loginAsAudit.family, family), isNull(loginAsAudit.endedAt)));
}

/** The operator's name for the "acting as" banner. */
export async function operatorName(db: DbOrTx, id: number) {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, id));
  return [u?.first, u?.last].filter(Boolean).join(' ') || 'اپراتور';
}
