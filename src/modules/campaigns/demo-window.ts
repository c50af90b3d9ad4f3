import { tehranMidnight } from '#lib/tehran-time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { currentCampaign } from './live.ts';
import { campaigns } from './schema.ts';

/**
 * Outside production the demo must always have a live landing (docs/adr/0027): when none is
 * live, a weekend-offers window opens from today's Tehran midnight for two days. Production
 * windows are only what staff enter, so the job that calls this runs outside production only.
 * Safe to run on several processes: the jobs' lease runs it on one, and a second run finds
 * the window it opened live and does nothing. Returns whether it opened one.
 */
export async function keepDemoWindowLive(db: DbOrTx, now = new Date()): Promise<boolean> {
  if (await currentCampaign(db, now)) return false;
  await db.insert(campaigns).values({ kind: 'weekend', title: 'تخفیف‌های آخر هفته', startsAt: tehranMidnight(now), endsAt: tehranMidnight(now, 2) });
  return true;
}
