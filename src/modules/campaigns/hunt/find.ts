import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { huntFinds, huntItems } from '../schema.ts';
import { foundBy, runningHunt } from './live.ts';
import { HUNT_MESSAGES, type HuntFound } from './rules.ts';

/**
 * A shopper's find, in the caller's transaction (the flow find-hunt-item.ts pays the coins
 * in the same one): refused unless the item is in the running hunt, and once per item and
 * shopper: the (item, shopper) primary key lets one of any number of parallel finds in, the
 * others find it there (422).
 */
export async function recordHuntFindIn(tx: Tx, userId: number, itemId: number, now = new Date()): Promise<HuntFound & { title: string }> {
  const [item] = await tx.select().from(huntItems).where(eq(huntItems.id, itemId));
  if (!item) throw notFound(HUNT_MESSAGES.notFound);
  const { campaign, items } = await runningHunt(tx, now);
  if (!campaign || !items.some((i) => i.id === itemId)) throw validationError([{ field: 'item_id', message: HUNT_MESSAGES.notLive }], HUNT_MESSAGES.notLive);
  const [row] = await tx.insert(huntFinds).values({ itemId, userId, createdAt: now }).onConflictDoNothing().returning();
  if (!row) throw validationError([{ field: 'item_id', message: HUNT_MESSAGES.already }], HUNT_MESSAGES.already);
  const found = await foundBy(
    tx,
    userId,
    items.map((i) => i.id),
  );
  return { item_id: itemId, coins: item.coins, found: found.size, total: items.length, title: campaign.title };
}
