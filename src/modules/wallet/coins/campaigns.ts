import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { coinCampaigns, ledgerEntries } from '../schema.ts';
import type { CoinSeason, SeasonStatus } from './validation.ts';

/**
 * Seasonal coin campaigns (docs/adr/0014-coin-campaigns.md). A campaign runs from its
 * start (inclusive) to its end (exclusive); while it runs, a delivered order earns
 * `earn_multiplier` times the usual coins and a coin is worth `rate_change_rial`. When
 * windows overlap, the one that started last wins (a short flash campaign inside a
 * longer season), ties going to the newest row.
 */
export type CoinCampaign = typeof coinCampaigns.$inferSelect;

export async function runningCampaign(db: DbOrTx, now = new Date()): Promise<CoinCampaign | null> {
  const [row] = await db
    .select()
    .from(coinCampaigns)
    .where(and(lte(coinCampaigns.startsAt, now), gt(coinCampaigns.endsAt, now)))
    .orderBy(desc(coinCampaigns.startsAt), desc(coinCampaigns.id))
    .limit(1);
  return row ?? null;
}

export function seasonStatus(c: Pick<CoinCampaign, 'startsAt' | 'endsAt'>, now = new Date()): SeasonStatus {
  if (c.startsAt > now) return 'upcoming';
  return c.endsAt > now ? 'running' : 'past';
}

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
