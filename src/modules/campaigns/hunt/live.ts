import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { LANDING_PATHS, isCampaignKind } from '../kinds.ts';
import { currentCampaign, liveWindows, type CampaignView } from '../live.ts';
import { campaigns, huntFinds, huntItems } from '../schema.ts';

export type HuntItem = typeof huntItems.$inferSelect;

/**
 * The running hunt: while a landing campaign is live (currentCampaign), the items of any
 * live window and the ones tied to no campaign; outside one, nothing.
 */
export async function runningHunt(db: DbOrTx, now = new Date()): Promise<{ campaign: CampaignView | null; items: HuntItem[] }> {
  const campaign = await currentCampaign(db, now);
  if (!campaign) return { campaign: null, items: [] };
  const windowIds = (await liveWindows(db, now)).map((w) => w.id);
  const items = await db
    .select()
    .from(huntItems)
    .where(windowIds.length ? or(isNull(huntItems.campaignId), inArray(huntItems.campaignId, windowIds)) : isNull(huntItems.campaignId))
    .orderBy(asc(huntItems.id));
  return { campaign, items };
}

/**
 * The running hunt's item hidden on this product, if any (the first one: a product hides one
 * at a time). Every product page asks, so a product with no item at all costs one small query.
 */
export async function liveItemOn(db: DbOrTx, productId: number, now = new Date()): Promise<HuntItem | null> {
  const [any] = await db.select({ id: huntItems.id }).from(huntItems).where(eq(huntItems.productId, productId)).limit(1);
  if (!any) return null;
  const { items } = await runningHunt(db, now);
  return items.find((i) => i.productId === productId) ?? null;
}

/** Which of these items the shopper has found. */
export async function foundBy(db: DbOrTx, userId: number, itemIds: number[]): Promise<Set<number>> {
  if (!itemIds.length) return new Set();
  const rows = await db
    .select({ itemId: huntFinds.itemId })
    .from(huntFinds)
    .where(and(eq(huntFinds.userId, userId), inArray(huntFinds.itemId, itemIds)));
  return new Set(rows.map((r) => r.itemId));
}

/** The next window with a landing to start after `now` (/hunt says when the next hunt comes), or null. */
export async function nextCampaign(db: DbOrTx, now = new Date()): Promise<{ title: string; start: Date } | null> {
  const rows = await db.select().from(campaigns).where(gt(campaigns.startsAt, now)).orderBy(asc(campaigns.startsAt), asc(campaigns.id));
  const next = rows.find((r) => isCampaignKind(r.kind) && LANDING_PATHS[r.kind] !== null);
  return next ? { title: next.title, start: next.startsAt } : null;
}
