import { users } from '../../modules/account/schema.ts';
import { hashPassword } from '../auth/crypto.ts';
import type { DbOrTx } from '../db/client.ts';

/**
 * Demo accounts (README "Demo accounts"): sign in with the password or an SMS code read
 * from /dev/outbox. Made once; reseeding the catalogue keeps them.
 */
export const DEMO_PASSWORD = 'bazaar123';

export const DEMO_ACCOUNTS = [
  { mobile: '09120000001', firstName: 'سارا', lastName: 'محمدی', role: 'customer', sex: 0, nationalCode: '0013542419', birthday: '1992-05-14' },
  { mobile: '09120000002', firstName: 'رضا', lastName: 'کریمی', role: 'customer', sex: 1, nationalCode: '0499370899', birthday: '1985-09-02', isHamkar: true, coworkerStatus: 2 },
  { mobile: '09120000003', firstName: 'مریم', lastName: 'احمدی', role: 'operator', sex: 0, nationalCode: '0790419904', birthday: '1990-01-20' },
  { mobile: '09120000004', firstName: 'علی', lastName: 'رضایی', role: 'provider', sex: 1, nationalCode: '1583250689', birthday: '1988-11-30' },
] as const;

export async function seedAccounts(db: DbOrTx): Promise<void> {
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
