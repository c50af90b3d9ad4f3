import type { Db } from '#server/db/client.ts';
import { recordHuntFindIn, type HuntFound } from '#modules/campaigns/index.ts';
import { post } from '#modules/wallet/index.ts';

/**
 * POST /v10/campaign/hunt-find (the hunt, docs/adr/0027): a shopper's find of an item of the
 * running hunt and its coins, in one transaction. The find's row (campaigns' hunt_finds,
 * primary key item and shopper) is written first: of twenty parallel finds one gets in and
 * the others are refused before any coin moves; then the coins go through the wallet's
 * ledger (`post`, which locks the shopper's user row). A refusal changes nothing.
 */
export async function findHuntItem(db: Db, userId: number, itemId: number, now = new Date()): Promise<HuntFound> {
  return db.transaction(async (tx) => {
    const { title, ...found } = await recordHuntFindIn(tx, userId, itemId, now);
    if (found.coins > 0) await post(tx, { userId, currency: 'coin', amount: found.coins, reason: 'huntFind', note: `جایزه شکار گنج ${title}` });
    return found;
  });
}
