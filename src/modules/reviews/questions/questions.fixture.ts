import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { rowsOf } from '#server/db/rows.ts';
import { decisions } from '#modules/decisions/index.ts';
import { guarantees, sellers, varieties } from '#modules/catalog/index.ts';

/**
 * What the questions tests (questions.api.test.ts, questions.pages.test.ts) share: a
 * product nobody has asked about for each test, and approving a held text the way staff do.
 * `firstProduct`: where this file starts in the list of such products.
 */
export function questionsFixture(t: TestApi, { firstProduct = 0 } = {}) {
  let nth = firstProduct;
  return {
    /** A product of its own for each test, so lists and counts are the test's alone. */
    async freshProduct() {
      const [row] = rowsOf(
        await t.db.execute(
          sql`select id, slug, name from products p where status = 1 and not exists (select 1 from questions q where q.product_id = p.id) order by id offset ${nth++} limit 1`,
        ),
      );
      return { id: Number(row!.id), slug: String(row!.slug), name: String(row!.name) };
    },

    /** An account linked to a seller of its own (an approved provider's), with its sign-in. */
    async sellerAccount(name: string) {
      const member = await newMember(t.db);
      const [seller] = await t.db
        .insert(sellers)
        .values({
          slug: `test-seller-${member.id}`,
          name,
          nameEn: `Test ${member.id}`,
          city: 'تهران',
          performanceScore: 3,
          joinedAt: new Date(),
          userId: member.id,
        })
        .returning({ id: sellers.id });
      return { ...member, sellerId: seller!.id };
    },

    /** The seller's offer on a product, dearer than any other so the product's default offer stays. */
    async offer(sellerId: number, productId: number) {
      const [g] = await t.db.select({ id: guarantees.id }).from(guarantees).limit(1);
      await t.db
        .insert(varieties)
        .values({ productId, sellerId, guaranteeId: g!.id, priceMainRial: 990_000_000, priceOffRial: 990_000_000, stock: 3, maxOrderCount: 2 });
    },

    /** The owner finds the case in the inbox (GET /v10/admin/decisions, every page) and approves it. */
    async approveInInbox(kind: string, subjectId: number, text: string) {
      const owner = await readyStaff(t, 'owner');
      const [row] = await t.db
        .select({ id: decisions.id })
        .from(decisions)
        .where(and(eq(decisions.kind, kind), eq(decisions.subjectId, subjectId), eq(decisions.state, 'pending')));
      expect(row, `${kind} case for ${subjectId}`).toBeDefined();
      let shown: { kind: string; lines: string[] } | undefined;
      for (let page = 1; !shown; page++) {
        const data = (await t.call('GET', `/v10/admin/decisions?per-page=50&page=${page}`, undefined, owner.auth)).body.data;
        shown = data.items.find((c: { id: number }) => c.id === row!.id);
        if (page >= data._meta.pageCount) break;
      }
      expect(shown).toMatchObject({ kind });
      expect(shown!.lines).toContain(text);
      const res = await t.call('POST', '/v10/admin/decisions/decide', { id: row!.id, verdict: 'approve' }, owner.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  };
}
