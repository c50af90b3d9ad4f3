import { count, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { requestPayout, post, bankAccounts, payoutRequests } from '#modules/wallet/index.ts';
import { config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

/**
 * One case waiting in the back office's decisions inbox (README "Demo accounts"): the
 * demo seller (`09120000004`) topped up their balance and asked for part of it to be paid
 * to their Parsian account, so /admin/decisions shows a real payout to approve (with a
 * transfer reference) or refuse (with a reason the seller reads). Through the wallet's own
 * request, so the ledger holds the amount as for anyone. Once, and never in production.
 */
export const PAYOUT_DEMO_MOBILE = '09120000004';
const SHEBA = 'IR820540102680020817909002'; // IRAN.md A4: Parsian

export async function seedDemoPayout(db: Db): Promise<number> {
  if (config.isProduction) return 0;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.mobile, PAYOUT_DEMO_MOBILE));
  if (!user) return 0;
  const [asked] = await db.select({ n: count() }).from(payoutRequests).where(eq(payoutRequests.userId, user.id));
  if (asked?.n) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(bankAccounts)
      .values({ userId: user.id, sheba: SHEBA, bankCode: SHEBA.slice(4, 7), ownerName: `${user.firstName} ${user.lastName}`, isDefault: true });
    await post(tx, { userId: user.id, currency: 'rial', amount: 2_500_000, reason: 'topUp', note: 'افزایش موجودی' });
  });
  await requestPayout(db, user.id, { amount: 1_500_000 });
  return 1;
}
