import type { DbOrTx } from '#server/db/client.ts';
import { balancesOf } from '../ledger.ts';
import { runningCampaign } from '#modules/loyalty/index.ts';
import { rateOf } from './rate.ts';
import type { CoinCredit } from './validation.ts';

/**
 * The shopper's coins now (spec section 3 "Coin", /v6/coin/get-credit). Every coin held
 * is usable: coins are earned only when an order is delivered, which is final, so none
 * wait on anything (docs/adr/0014). `stock` and `usable` are therefore equal, and both are
 * what the split payment may spend (`balancesOf().coin`). value = usable × rateChange.
 */
export async function coinCredit(db: DbOrTx, userId: number, now = new Date()): Promise<CoinCredit> {
  const [held, running] = await Promise.all([balancesOf(db, userId), runningCampaign(db, now)]);
  const rateChange = rateOf(running);
  const usable = held.coin;
  return {
    campaign: running?.kind ?? null,
    stock: held.coin,
    usable,
    rateChange,
    value: usable * rateChange,
    campaign_title: running?.title ?? null,
    campaign_ends_at: running?.endsAt.toISOString() ?? null,
    earn_multiplier: running?.earnMultiplier ?? 1,
  };
}
