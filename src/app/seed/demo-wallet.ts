import { count, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { post, ledgerEntries } from '#modules/wallet/index.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * The wallet demo shopper (README "Demo accounts", `09120000005`): coins to spend and an
 * empty balance, so paying with coins, topping up at the sandbox bank and a split payment
 * can be tried (and are, by tests/e2e/wallet.spec.ts) without anyone else's history in the
 * way. Once: a reseed finds the entries and leaves them. Outside production only.
 */
export const WALLET_DEMO_MOBILE = '09120000005';
const COINS = 30;

export async function seedDemoWallet(tx: Tx): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, WALLET_DEMO_MOBILE));
  if (!demo) return;
  const [held] = await tx.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, demo.id));
  if (held?.n) return;
  await post(tx, { userId: demo.id, currency: 'coin', amount: COINS, reason: 'coinEarned', note: 'سکه‌های هدیه عضویت در باشگاه' });
}
