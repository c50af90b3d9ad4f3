import { and, eq, inArray, isNull } from 'drizzle-orm';
import { authTokens, users } from '../../modules/account/schema.ts';
import { hashPassword, verifyPassword } from '../auth/crypto.ts';
import { config } from '../config.ts';
import type { DbOrTx } from '../db/client.ts';

/**
 * Demo accounts (README "Demo accounts"): sign in with the password or an SMS code read
 * from /dev/outbox. Made once; reseeding the catalogue keeps them. Never in production:
 * their password is published and one of them is a call-center operator.
 */
export const DEMO_PASSWORD = 'bazaar123';

export const DEMO_ACCOUNTS = [
  { mobile: '09120000001', firstName: 'سارا', lastName: 'محمدی', role: 'customer', sex: 0, nationalCode: '0013542419', birthday: '1992-05-14' },
  { mobile: '09120000002', firstName: 'رضا', lastName: 'کریمی', role: 'customer', sex: 1, nationalCode: '0499370899', birthday: '1985-09-02', isHamkar: true, coworkerStatus: 2 },
  { mobile: '09120000003', firstName: 'مریم', lastName: 'احمدی', role: 'operator', sex: 0, nationalCode: '0790419904', birthday: '1990-01-20' },
  { mobile: '09120000004', firstName: 'علی', lastName: 'رضایی', role: 'provider', sex: 1, nationalCode: '1583250689', birthday: '1988-11-30' },
  { mobile: '09120000005', firstName: 'نگار', lastName: 'صالحی', role: 'customer', sex: 0, nationalCode: '0084575948', birthday: '1994-03-08' },
] as const;

export async function seedAccounts(db: DbOrTx): Promise<void> {
  if (config.isProduction) throw new Error('the demo accounts are never created in production');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        username: a.mobile,
        mobile: a.mobile,
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        sex: a.sex,
        nationalCode: a.nationalCode,
        birthday: a.birthday,
        passwordHash,
        isHamkar: 'isHamkar' in a ? a.isHamkar : false,
        coworkerStatus: 'coworkerStatus' in a ? a.coworkerStatus : null,
      })),
    )
    .onConflictDoNothing();
}

/**
 * A production database seeded earlier in development still holds the demo accounts.
 * Each is disabled, not deleted (orders and audit rows may point at it): no password, no
 * operator or partner role, every session ended. The owner of that mobile number can still
 * sign in with an SMS code, like any shopper. Returns the mobiles it disabled.
 */
export async function disableDemoAccounts(db: DbOrTx): Promise<string[]> {
  const demo = new Map<string, (typeof DEMO_ACCOUNTS)[number]>(DEMO_ACCOUNTS.map((a) => [a.mobile, a]));
  const rows = await db.select().from(users).where(inArray(users.mobile, [...demo.keys()]));
  const disabled: string[] = [];
  for (const user of rows) {
    const seeded = user.nationalCode === demo.get(user.mobile)?.nationalCode || (await verifyPassword(DEMO_PASSWORD, user.passwordHash));
    const risky = user.passwordHash !== null || user.role !== 'customer' || user.isHamkar || user.coworkerStatus !== null;
    if (!seeded || !risky) continue;
    await db.update(users).set({ passwordHash: null, role: 'customer', isHamkar: false, coworkerStatus: null }).where(eq(users.id, user.id));
    await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
    disabled.push(user.mobile);
  }
  return disabled;
}
