import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { coinCampaigns } from '#modules/loyalty/schema.ts';

/**
 * Coin campaigns for tests. The seeded template has demo seasons (one running), so a file
 * that needs to know which campaign runs first moves every seeded one twenty years back
 * (`parkCampaigns`), then starts its own.
 */
export async function parkCampaigns(db: Db): Promise<void> {
  await db.update(coinCampaigns).set({
    startsAt: sql`${coinCampaigns.startsAt} - interval '20 years'`,
    endsAt: sql`${coinCampaigns.endsAt} - interval '20 years'`,
  });
}

const HOUR = 3_600_000;

/** A campaign running from an hour ago for a day (or the window given); `end()` stops it now. */
export async function startCampaign(
  db: Db,
  {
    kind = 'ultra',
    title = 'جشنواره آزمایشی',
    earnMultiplier = 3,
    rateChangeRial = 25_000,
    startsAt = new Date(Date.now() - HOUR),
    endsAt = new Date(Date.now() + 24 * HOUR),
  } = {},
) {
  const [row] = await db.insert(coinCampaigns).values({ kind, title, earnMultiplier, rateChangeRial, startsAt, endsAt }).returning();
  return {
    ...row!,
    end: () =>
      db
        .update(coinCampaigns)
        .set({ endsAt: new Date(Math.max(Date.now() - 1000, row!.startsAt.getTime() + 1)) })
        .where(eq(coinCampaigns.id, row!.id)),
  };
}
