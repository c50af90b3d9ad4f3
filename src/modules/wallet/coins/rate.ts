import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { runningCampaign, type CoinCampaign } from '#modules/loyalty/index.ts';

/** A coin's worth in rials under this campaign (null: none runs). */
export const rateOf = (running: CoinCampaign | null): number => (running ? Number(running.rateChangeRial) : config.coinValueRial);

/**
 * What one coin is worth now, in rials (spec section 3: Coin.rateChange): a running
 * seasonal campaign's rate, or the configured value (COIN_VALUE_RIAL) outside campaigns.
 * The split payment prices coins with it (flows/steps/tender.ts); `campaign` is the campaign's
 * Persian title.
 */
export async function coinRateNow(db: DbOrTx, now = new Date()): Promise<{ rateRial: number; campaignId: number | null; campaign: string | null }> {
  const running = await runningCampaign(db, now);
  return { rateRial: rateOf(running), campaignId: running?.id ?? null, campaign: running?.title ?? null };
}
