import { and, desc, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { coinCampaigns } from './schema.ts';

/** Where a season stands today. */
export type SeasonStatus = 'past' | 'running' | 'upcoming';

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
