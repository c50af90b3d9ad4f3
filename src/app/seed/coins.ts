import { count, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { post, ledgerEntries } from '#modules/wallet/index.ts';
import { coinCampaigns } from '#modules/loyalty/index.ts';
import { config } from '#server/config.ts';
import type { Tx } from '#server/db/client.ts';

/**
 * Demo coin seasons and coins (docs/adr/0014-coin-campaigns.md), relative to the seed
 * time: last year's Yalda (past), a double-coin Black Friday running now, and Noruz ahead;
 * and a coin history for the demo shopper so /profile/scores shows something real. Once:
 * a reseed finds the campaigns and the entries and leaves them. Outside production only.
 *
 * The running campaign keeps the usual coin value (only earning doubles), so the demo
 * checkout prices coins as outside campaigns.
 */
const DAY = 86_400_000;
const DEMO_MOBILE = '09120000001';

export async function seedCoins(tx: Tx, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [existing] = await tx.select({ n: count() }).from(coinCampaigns);
  if (!existing?.n) {
    await tx.insert(coinCampaigns).values([
      { kind: 'yalda', title: 'جشنواره شب یلدا', startsAt: at(-342), endsAt: at(-335), earnMultiplier: 3, rateChangeRial: 12_000 },
      { kind: 'black5day', title: 'جشنواره جمعه سیاه', startsAt: at(-1), endsAt: at(14), earnMultiplier: 2, rateChangeRial: config.coinValueRial },
      { kind: 'noruz', title: 'جشنواره نوروز', startsAt: at(115), endsAt: at(128), earnMultiplier: 2, rateChangeRial: 15_000 },
    ]);
  }
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MOBILE));
  if (!demo) return;
  const [held] = await tx.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, demo.id));
  if (held?.n) return;
  const season = async (kind: string) =>
    (await tx.select({ id: coinCampaigns.id }).from(coinCampaigns).where(eq(coinCampaigns.kind, kind)).limit(1))[0]?.id ?? null;
  const history = [
    { days: -400, coins: 40, note: 'سکه خرید سفارش‌های پیشین', campaignId: null },
    { days: -338, coins: 36, note: 'سکه خرید در جشنواره شب یلدا', campaignId: await season('yalda') },
    { days: -40, coins: 24, note: 'سکه خرید', campaignId: null },
    { days: -0.5, coins: 20, note: 'سکه خرید در جشنواره جمعه سیاه', campaignId: await season('black5day') },
  ];
  for (const h of history) {
    await post(tx, { userId: demo.id, currency: 'coin', amount: h.coins, reason: 'coinEarned', note: h.note, campaignId: h.campaignId, at: at(h.days) });
  }
}
