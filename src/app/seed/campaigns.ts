import { asc, eq } from 'drizzle-orm';
import { campaignCategories, campaignProducts, campaigns } from '#modules/campaigns/index.ts';
import { categories, promotionVarieties, varieties } from '#modules/catalog/index.ts';
import type { Tx } from '#server/db/client.ts';
import { tehranMidnight } from '#lib/tehran-time.ts';
import { CAMPAIGNS } from './data/content.ts';

/** Each landing's promoted products: the first varieties on offer, by product. */
const PRODUCTS_PER_CAMPAIGN = 12;

/**
 * The demo's seasonal windows (data/content.ts CAMPAIGNS), relative to the seeding day in
 * Tehran, with promoted products (ones on offer, so the landing shows real discounts) and
 * the main categories for the live and coming occasions.
 */
export async function seedCampaigns(tx: Tx, now: Date): Promise<void> {
  const rows = await tx
    .insert(campaigns)
    .values(CAMPAIGNS.map((c) => ({ kind: c.kind, title: c.title, startsAt: tehranMidnight(now, c.fromDay), endsAt: tehranMidnight(now, c.toDay + 1) })))
    .returning({ id: campaigns.id, kind: campaigns.kind });
  const offered = await tx
    .selectDistinct({ productId: varieties.productId })
    .from(promotionVarieties)
    .innerJoin(varieties, eq(varieties.id, promotionVarieties.varietyId))
    .orderBy(asc(varieties.productId))
    .limit(PRODUCTS_PER_CAMPAIGN * 3);
  const mains = await tx.select({ id: categories.id }).from(categories).where(eq(categories.level, 1)).orderBy(asc(categories.sort), asc(categories.id));
  for (const [i, row] of rows.entries()) {
    if (row.kind === 'noruz_cart_alert') continue;
    // Each occasion its own slice of the offers, so the landings differ.
    const slice = [...offered.slice((i % 3) * PRODUCTS_PER_CAMPAIGN), ...offered].slice(0, PRODUCTS_PER_CAMPAIGN);
    if (slice.length)
      await tx
        .insert(campaignProducts)
        .values(slice.map((p, sort) => ({ campaignId: row.id, productId: p.productId, sort })))
        .onConflictDoNothing();
    if (mains.length) await tx.insert(campaignCategories).values(mains.map((c, sort) => ({ campaignId: row.id, categoryId: c.id, sort })));
  }
}
