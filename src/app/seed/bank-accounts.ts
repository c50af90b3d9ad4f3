import { count, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { bankAccounts } from '#modules/wallet/index.ts';
import { config } from '#server/config.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * One bank account for the demo customer (README "Demo accounts"), so /profile/back-balance
 * can pay out at once: a Pasargad Sheba from IRAN.md A4 with a Luhn-valid Pasargad card,
 * default, in the customer's name. Only when they have none (a shopper who removes it does
 * not get it back). Never in production, like the demo accounts themselves.
 */
export const DEMO_SHEBA = 'IR550570022080013447370101';
const DEMO_CARD = '5022291012345672';

export async function seedDemoBankAccount(db: DbOrTx): Promise<number> {
  if (config.isProduction) throw new Error('the demo bank account is never created in production');
  const customer = DEMO_ACCOUNTS[0];
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.mobile));
  if (!user) return 0;
  const [existing] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, user.id));
  if (existing?.n) return 0;
  await db.insert(bankAccounts).values({
    userId: user.id,
    sheba: DEMO_SHEBA,
    bankCode: DEMO_SHEBA.slice(4, 7),
    cardNumber: DEMO_CARD,
    ownerName: `${customer.firstName} ${customer.lastName}`,
    isDefault: true,
  });
  return 1;
}
