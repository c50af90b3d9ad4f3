import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { coinCampaigns, seasonStatus } from '#modules/loyalty/index.ts';
import { ledgerEntries } from '../schema.ts';
import type { CoinSeason } from './validation.ts';

/**
 * Every season, newest first (upcoming, running, past), with the coins the shopper earned
 * in it: the coinEarned entries linked to it (creditCoins links the campaign running at
 * delivery). Seasons are few (a handful a year), so the list is not paged.
 */
export async function seasonsOf(db: DbOrTx, userId: number, now = new Date()): Promise<CoinSeason[]> {
  const earned = db
    .select({ campaignId: ledgerEntries.campaignId, coins: sql<string>`sum(${ledgerEntries.amount})`.as('coins') })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'coin'), eq(ledgerEntries.reason, 'coinEarned')))
    .groupBy(ledgerEntries.campaignId)
    .as('earned');
  const rows = await db
    .select({ c: coinCampaigns, coins: earned.coins })
    .from(coinCampaigns)
    .leftJoin(earned, eq(earned.campaignId, coinCampaigns.id))
    .orderBy(desc(coinCampaigns.startsAt), desc(coinCampaigns.id));
  return rows.map(({ c, coins }) => ({
    id: c.id,
    kind: c.kind,
    title: c.title,
    starts_at: c.startsAt.toISOString(),
    ends_at: c.endsAt.toISOString(),
    status: seasonStatus(c, now),
    earn_multiplier: c.earnMultiplier,
    rateChange: Number(c.rateChangeRial),
    coins: Number(coins ?? 0),
  }));
}
