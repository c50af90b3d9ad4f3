import { and, eq, inArray, isNull } from 'drizzle-orm';
import { authTokens, users } from '#modules/account/index.ts';
import { staffMembers } from '#modules/staff/index.ts';
import { hashPassword, verifyPassword } from '#server/auth/crypto.ts';
import { config } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * Demo accounts (README "Demo accounts"): sign in with the password or an SMS code read
 * from /dev/outbox. Made once; reseeding the catalogue keeps them. Never in production:
 * their password is published and one of them is a call-center operator.
 */
export const DEMO_PASSWORD = 'bazaar123';

export const DEMO_ACCOUNTS = [
  { mobile: '09120000001', firstName: 'سارا', lastName: 'محمدی', role: 'customer', sex: 0, nationalCode: '0013542419', birthday: '1992-05-14' },
  {
    mobile: '09120000002',
    firstName: 'رضا',
    lastName: 'کریمی',
    role: 'customer',
    sex: 1,
    nationalCode: '0499370899',
    birthday: '1985-09-02',
    isHamkar: true,
    coworkerStatus: 2,
  },
  { mobile: '09120000003', firstName: 'مریم', lastName: 'احمدی', role: 'operator', sex: 0, nationalCode: '0790419904', birthday: '1990-01-20' },
  { mobile: '09120000004', firstName: 'علی', lastName: 'رضایی', role: 'provider', sex: 1, nationalCode: '1583250689', birthday: '1988-11-30' },
  { mobile: '09120000005', firstName: 'نگار', lastName: 'صالحی', role: 'customer', sex: 0, nationalCode: '0084575948', birthday: '1994-03-08' },
  // Staff, one per back-office role (ADR 0020); the call-center operator also has the operator role for login-as.
  {
    mobile: '09120000011',
    firstName: 'بهرام',
    lastName: 'نیکو',
    role: 'customer',
    sex: 1,
    nationalCode: '0010350829',
    birthday: '1980-02-11',
    staffRole: 'owner',
  },
  {
    mobile: '09120000012',
    firstName: 'لیلا',
    lastName: 'حسینی',
    role: 'customer',
    sex: 0,
    nationalCode: '0010532129',
    birthday: '1991-07-23',
    staffRole: 'order-operator',
  },
  {
    mobile: '09120000013',
    firstName: 'کاوه',
    lastName: 'مرادی',
    role: 'customer',
    sex: 1,
    nationalCode: '0012345679',
    birthday: '1987-12-05',
    staffRole: 'catalog-editor',
  },
  {
    mobile: '09120000014',
    firstName: 'شیرین',
    lastName: 'کاظمی',
    role: 'operator',
    sex: 0,
    nationalCode: '0067749828',
    birthday: '1993-04-17',
    staffRole: 'call-center',
  },
  {
    mobile: '09120000015',
    firstName: 'آرش',
    lastName: 'جعفری',
    role: 'customer',
    sex: 1,
    nationalCode: '0076229645',
    birthday: '1989-10-30',
    staffRole: 'content-editor',
  },
] as const;

/**
 * The demo staff's TOTP secret (README "Demo accounts"): published like the demo password,
 * so development only. Add it to an authenticator app, or `npm run staff-code` prints the code.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPBAZAARDEMOSTAFF2';

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
  const staff = DEMO_ACCOUNTS.flatMap((a) => ('staffRole' in a ? [a] : []));
  const ids = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        staff.map((a) => a.mobile),
      ),
    );
  await db
    .insert(staffMembers)
    .values(
      ids.map(({ id, mobile }) => ({
        userId: id,
        role: staff.find((a) => a.mobile === mobile)!.staffRole,
        totpSecret: DEMO_TOTP_SECRET,
        totpConfirmedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

/**
 * A production database seeded earlier in development still holds the demo accounts.
 * Each is disabled, not deleted (orders and audit rows may point at it): no password, no
 * operator or partner role, no back-office access, every session ended. The owner of that mobile number can still
 * sign in with an SMS code, like any shopper. Returns the mobiles it disabled.
 */
export async function disableDemoAccounts(db: DbOrTx): Promise<string[]> {
  const demo = new Map<string, (typeof DEMO_ACCOUNTS)[number]>(DEMO_ACCOUNTS.map((a) => [a.mobile, a]));
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.mobile, [...demo.keys()]));
  const disabled: string[] = [];
  for (const user of rows) {
    const seeded = user.nationalCode === demo.get(user.mobile)?.nationalCode || (await verifyPassword(DEMO_PASSWORD, user.passwordHash));
    const [staff] = await db.select({ active: staffMembers.active }).from(staffMembers).where(eq(staffMembers.userId, user.id));
    const risky = user.passwordHash !== null || user.role !== 'customer' || user.isHamkar || user.coworkerStatus !== null || staff?.active === true;
    if (!seeded || !risky) continue;
    await db.update(users).set({ passwordHash: null, role: 'customer', isHamkar: false, coworkerStatus: null }).where(eq(users.id, user.id));
    // The demo staff's second factor is published too: no back office for these numbers.
    await db.update(staffMembers).set({ active: false, totpSecret: null, totpConfirmedAt: null }).where(eq(staffMembers.userId, user.id));
    await db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.userId, user.id), isNull(authTokens.revokedAt)));
    disabled.push(user.mobile);
  }
  return disabled;
}
