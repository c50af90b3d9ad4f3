import { promotions, promotionVarieties } from '#modules/catalog/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { insertChunks, resetSequences } from './insert.ts';
import { discounted } from './prices.ts';
import type { PromotableVariety } from './products.ts';
import type { Random } from './random.ts';

const HOUR = 3_600_000;

/**
 * Promotions relative to the seeding time, so a fresh shop always has a running
 * "amazing offer" strip (some items already sold out), an app-only offer and an ended one.
 */
export async function seedPromotions(db: DbOrTx, candidates: PromotableVariety[], rng: Random, now: Date) {
  const t = now.getTime();
  const plan = [
    { id: 1, title: 'پیشنهاد شگفت‌انگیز', type: 1, startsAt: t - 12 * HOUR, endsAt: t + 60 * HOUR, appOnly: false, size: 36 },
    { id: 2, title: 'شگفت‌انگیز اپلیکیشن', type: 1, startsAt: t - 2 * HOUR, endsAt: t + 22 * HOUR, appOnly: true, size: 8 },
    { id: 3, title: 'حراج هفته گذشته', type: 2, startsAt: t - 200 * HOUR, endsAt: t - 30 * HOUR, appOnly: false, size: 8 },
  ];
  const pool = rng.sample(candidates, candidates.length);
  let cursor = 0;
  const links: (typeof promotionVarieties.$inferInsert)[] = [];
  for (const p of plan) {
    for (const variety of pool.slice(cursor, cursor + p.size)) {
      const count = rng.int(5, 60);
      const soldOut = rng.chance(0.15);
      links.push({
        promotionId: p.id,
        varietyId: variety.id,
        count,
        soldCount: soldOut ? count : rng.int(0, count - 1),
        priceRial: discounted(variety.priceOffRial, rng.int(10, 35)),
      });
    }
    cursor += p.size;
  }
  await insertChunks(
    db,
    promotions,
    plan.map(({ size: _size, startsAt, endsAt, ...p }) => ({ ...p, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })),
  );
  await resetSequences(db, ['promotions']);
  await insertChunks(db, promotionVarieties, links);
  return links.length;
}
