import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { TestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { users } from '#modules/account/schema.ts';
import { products, varieties, varietyPriceTiers } from '#modules/catalog/schema.ts';

/**
 * Scenes for buying in bulk on the wholesale storefront (tests only): a confirmed partner
 * with a bearer token for the API and a browser session for pages, and a variety set up
 * as the partners' complaint had it: a per-order limit of 10 beside tiers from 5, 10 and 50.
 */
export const WHOLESALE = { 'X-Business': '1' };

export interface Partner {
  userId: number;
  /** API calls on the wholesale storefront (bearer token and X-Business). */
  headers: Record<string, string>;
  /** The same partner's browser session cookie (pages). */
  cookie: string;
}

export async function makePartner(t: TestApi): Promise<Partner> {
  const s = await makeShopper(t.db);
  await t.db.update(users).set({ isHamkar: true, coworkerStatus: 2 }).where(eq(users.id, s.userId));
  const { web } = await issueLogin(t.db, s.userId, 'wholesale-web');
  return { userId: s.userId, headers: { ...s.headers, ...WHOLESALE }, cookie: `bz_session=${web}` };
}

export interface BulkVariety {
  id: number;
  slug: string;
  /** One unit's price today (rials). */
  off: number;
  /** The tiers' unit prices (rials), by their quantity. */
  tier: Record<5 | 10 | 50, number>;
}

const taken: number[] = [];

/**
 * A fresh variety of an active product (one per call in a file), with no promotion, the
 * minimum 1, `max` per order, `stock`, and tiers from 5, 10 and 50 units (4, 8 and 12 % off)
 * unless `tiers` is false.
 */
export async function bulkVariety(
  t: TestApi,
  { max = 10, stock = 200, tiers = true }: { max?: number; stock?: number; tiers?: boolean } = {},
): Promise<BulkVariety> {
  const [row] = await t.db
    .select({ id: varieties.id, slug: products.slug, off: varieties.priceOffRial })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(
      and(
        eq(products.status, 1),
        eq(varieties.isActive, true),
        sql`${varieties.priceOffRial} >= 1000000`,
        sql`not exists (select 1 from promotion_varieties pv where pv.variety_id = ${varieties.id})`,
        taken.length > 0 ? notInArray(varieties.id, taken) : undefined,
      ),
    )
    .orderBy(varieties.id)
    .limit(1);
  const v = row!;
  taken.push(v.id);
  const off = Number(v.off);
  const at = (percent: number) => Math.round((off * (100 - percent)) / 100 / 1000) * 1000;
  const tier = { 5: at(4), 10: at(8), 50: at(12) };
  await t.db.update(varieties).set({ stock, maxOrderCount: max, minOrderCount: 1 }).where(eq(varieties.id, v.id));
  await t.db.delete(varietyPriceTiers).where(eq(varietyPriceTiers.varietyId, v.id));
  if (tiers) {
    await t.db.insert(varietyPriceTiers).values(([5, 10, 50] as const).map((minQuantity) => ({ varietyId: v.id, minQuantity, priceRial: tier[minQuantity] })));
  }
  return { id: v.id, slug: v.slug, off, tier };
}
