import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#modules/account/schema.ts';

/**
 * The partner-price leak closed on the product API: GET /v6/product/view
 * answers price tiers only to a confirmed partner asking for the wholesale storefront.
 * A guest, a shopper, a waiting or refused applicant, and a partner on the retail
 * storefront all get `priceTiers: []`, whatever headers they send.
 */
const t = useTestApi();

async function productWithTiers(): Promise<string> {
  const [row] = rowsOf(
    await t.db.execute(
      sql`select p.slug from variety_price_tiers pt join varieties v on v.id = pt.variety_id join products p on p.id = v.product_id where p.status = 1 limit 1`,
    ),
  );
  return String(row!.slug);
}

const tiersSeen = async (slug: string, headers: Record<string, string>) => {
  const res = await t.call('GET', `/v6/product/view?slug=${encodeURIComponent(slug)}`, undefined, headers);
  expect(res.status).toBe(200);
  return (res.body.data.varieties as { priceTiers: unknown[] }[]).reduce((n, v) => n + v.priceTiers.length, 0);
};

async function memberWithStatus(isHamkar: boolean, status: number | null) {
  const m = await newMember(t.db);
  await t.db.update(users).set({ isHamkar, coworkerStatus: status }).where(eq(users.id, m.id));
  return m.auth;
}

describe('partner price tiers on the product API', () => {
  it('go to a confirmed partner on the wholesale storefront, and to nobody else', async () => {
    const slug = await productWithTiers();
    const wholesale = { 'X-Business': '1' };
    const partner = await memberWithStatus(true, 2);
    expect(await tiersSeen(slug, { ...partner, ...wholesale })).toBeGreaterThan(0);
    expect(await tiersSeen(slug, { ...partner, Host: 'b2b.localhost' })).toBeGreaterThan(0);

    const nobody: [string, Record<string, string>][] = [
      ['guest', {}],
      ['shopper', await memberWithStatus(false, null)],
      ['waiting applicant', await memberWithStatus(true, 1)],
      ['refused applicant', await memberWithStatus(true, 3)],
      ['partner flag without confirmation', await memberWithStatus(true, null)],
    ];
    for (const [who, auth] of nobody) {
      expect(await tiersSeen(slug, { ...auth, ...wholesale }), who).toBe(0);
      expect(await tiersSeen(slug, { ...auth, Host: 'b2b.localhost' }), who).toBe(0);
    }
    // A partner on the retail storefront sees retail prices, as every shopper does.
    expect(await tiersSeen(slug, partner)).toBe(0);
  });
});
