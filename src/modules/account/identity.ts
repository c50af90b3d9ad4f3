import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Spec section 4 "Registration complete". */
export function isCompleteRegister(
  u: Pick<UserRow, 'birthday' | 'firstName' | 'lastName' | 'sex' | 'nationalCode' | 'isForeign' | 'identityVerified'>,
): boolean {
  if (u.identityVerified) return true;
  return Boolean(u.birthday && u.firstName && u.lastName && (u.sex === 0 || u.sex === 1) && (u.nationalCode || u.isForeign));
}

/** Confirmed partners (spec section 4 "Partner"): the coworker status code 2. */
export const COWORKER_CONFIRMED = 2;

/** The one partner rule (spec section 4): the partner flag with the confirmed coworker status. */
export const isConfirmedPartnerRow = (u: { isHamkar: boolean; coworkerStatus: number | null }): boolean =>
  u.isHamkar && u.coworkerStatus === COWORKER_CONFIRMED;

export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

export async function userByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.mobile, mobile));
  return u;
}

/** The account of a mobile, created on its first verified code. */
export async function findOrCreateUser(db: DbOrTx, mobile: string): Promise<UserRow> {
  const existing = await userByMobile(db, mobile);
  if (existing) return existing;
  const [created] = await db.insert(users).values({ username: mobile, mobile }).onConflictDoNothing().returning();
  return created ?? (await userByMobile(db, mobile))!;
}
