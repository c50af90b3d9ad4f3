import { count } from 'drizzle-orm';
import { wheelPrizes } from '#modules/campaigns/index.ts';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * The demo prize wheel (/profile/customer-club): coins of three sizes, a 10% code of which
 * only 20 are given, and the empty slice, with weights that make the stated chances 40, 20,
 * 5, 10 and 25 percent. Once: a reseed finds the prizes (and the spins that name them) and
 * leaves them. Outside production only, like the other demo data; production's prizes are
 * what staff enter.
 */
export const DEMO_WHEEL = [
  { title: '۱۰ سکه', kind: 'coins', value: 10, weight: 40, stock: null, sort: 1 },
  { title: '۵۰ سکه', kind: 'coins', value: 50, weight: 20, stock: null, sort: 2 },
  { title: '۱۰۰ سکه', kind: 'coins', value: 100, weight: 5, stock: null, sort: 3 },
  { title: 'کد تخفیف ۱۰٪', kind: 'code', value: 10, weight: 10, stock: 20, sort: 4 },
  { title: 'پوچ', kind: 'none', value: 0, weight: 25, stock: null, sort: 5 },
] as const satisfies readonly (typeof wheelPrizes.$inferInsert)[];

export async function seedWheel(db: DbOrTx): Promise<void> {
  const [held] = await db.select({ n: count() }).from(wheelPrizes);
  if (held?.n) return;
  await db.insert(wheelPrizes).values([...DEMO_WHEEL]);
}
