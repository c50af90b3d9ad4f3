import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { users } from '#modules/account/schema.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { rowsOf } from '#server/db/rows.ts';
import { recordSearch } from '../search/history.ts';
import { flushViewCounts, recordVisit, RECENT_VISITS_KEPT, VISIT_NOT_FOUND } from './views.ts';

/**
 * /v6/product-view-logs/* and /v6/customer-activity/index: a signed-in shopper's recent
 * visits (and searches), theirs only.
 */
const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));
afterAll(() => flushViewCounts(t.db));

async function activeProductIds(n: number, skip = 0): Promise<number[]> {
  const rows = rowsOf(await t.db.execute(sql`select id from products where status = 1 order by id limit ${n} offset ${skip}`));
  return rows.map((r) => Number(r.id));
}

const idsOf = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((i) => i.id);

describe('GET /v6/product-view-logs/index', () => {
  it('lists the products the shopper looked at, newest first, as cards with when; paged; never cached', async () => {
    const m = await newMember(t.db);
    const ids = await activeProductIds(3);
    for (const id of ids) expect((await t.call('POST', '/v6/product/monitor', { id }, m.auth)).status).toBe(200);
    // Looking at the first again moves it to the front.
    await t.call('POST', '/v6/product/monitor', { id: ids[0] }, m.auth);

    const res = await t.call('GET', '/v6/product-view-logs/index', undefined, m.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(idsOf(res)).toEqual([ids[0], ids[2], ids[1]]);
    const first = res.body.data.items[0];
    expect(first.product).toMatchObject({ id: ids[0], slug: expect.any(String), name: expect.any(String) });
    expect(Date.parse(first.visited_at)).not.toBeNaN();
    expect(res.body.data._meta).toMatchObject({ totalCount: 3, currentPage: 1 });

    const page2 = await t.call('GET', '/v6/product-view-logs/index?page=2&per-page=2', undefined, m.auth);
    expect(idsOf(page2)).toEqual([ids[1]]);
    expect(page2.headers.get('x-pagination-total-count')).toBe('3');
  });

  it('answers 422 in Persian for a page size over what is kept, and 401 for a guest', async () => {
    const m = await newMember(t.db);
    const res = await t.call('GET', `/v6/product-view-logs/index?per-page=${RECENT_VISITS_KEPT + 1}`, undefined, m.auth);
    expect(res.status).toBe(422);
    expect(fieldsOf(res)['per-page']).toMatch(/^تعداد در هر صفحه باید بین ۱ و/);
    expect((await t.call('GET', '/v6/product-view-logs/index')).status).toBe(401);
    expect((await t.call('GET', '/v6/customer-activity/index')).status).toBe(401);
  });

  it('never shows another shopper’s visits', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    const [x, y] = await activeProductIds(2, 5);
    await recordVisit(t.db, a.id, x!);
    await recordVisit(t.db, b.id, y!);
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, a.auth))).toEqual([x]);
    expect(idsOf(await t.call('GET', `/v6/product-view-logs/index?user_id=${b.id}`, undefined, a.auth))).toEqual([x]);
  });
});

describe('DELETE /v6/product-view-logs/delete and clear', () => {
  it('takes one product out by its id; one not among the caller’s (another shopper’s) is a 404 and stays theirs', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    const [x, y] = await activeProductIds(2, 8);
    await recordVisit(t.db, a.id, x!);
    await recordVisit(t.db, a.id, y!);
    await recordVisit(t.db, b.id, y!);

    const removed = await t.call('DELETE', `/v6/product-view-logs/delete?id=${y}`, undefined, a.auth);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ msg: 'کالا از بازدیدهای اخیر حذف شد', data: { id: y } });
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, a.auth))).toEqual([x]);
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, b.auth))).toEqual([y]);

    const again = await t.call('DELETE', `/v6/product-view-logs/delete?id=${y}`, undefined, a.auth);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(VISIT_NOT_FOUND);
    const bad = await t.call('DELETE', '/v6/product-view-logs/delete?id=abc', undefined, a.auth);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual({ id: 'شناسه معتبر نیست' });
    expect((await t.call('DELETE', `/v6/product-view-logs/delete?id=${x}`)).status).toBe(401);
  });

  it('clears all of the caller’s visits and no one else’s', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    const ids = await activeProductIds(3, 11);
    for (const id of ids) {
      await recordVisit(t.db, a.id, id);
      await recordVisit(t.db, b.id, id);
    }
    const res = await t.call('DELETE', '/v6/product-view-logs/clear', undefined, a.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: 'بازدیدهای اخیر پاک شد', data: { count: 3 } });
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, a.auth))).toEqual([]);
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, b.auth))).toHaveLength(3);
  });

  it('lets an operator acting as the customer tidy them (their own browsing is not recorded into them)', async () => {
    const m = await newMember(t.db);
    const [x, y] = await activeProductIds(2, 14);
    await recordVisit(t.db, m.id, x!);
    const [op] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, '09120000003'));
    const { tokens } = await issueLogin(t.db, m.id, 'retail-web', op!.id);
    const acting = { Authorization: `Bearer ${tokens.access_token}` };
    await t.call('POST', '/v6/product/monitor', { id: y }, acting);
    expect(idsOf(await t.call('GET', '/v6/product-view-logs/index', undefined, acting))).toEqual([x]);
    expect((await t.call('DELETE', `/v6/product-view-logs/delete?id=${x}`, undefined, acting)).status).toBe(200);
    expect((await t.call('DELETE', '/v6/product-view-logs/clear', undefined, acting)).status).toBe(200);
  });
});

describe('GET /v6/customer-activity/index', () => {
  it('merges the shopper’s visits and searches, newest first, each with its type', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    const [x, y] = await activeProductIds(2, 17);
    await recordVisit(t.db, a.id, x!);
    await recordSearch(t.db, a.id, 'گوشی سامسونگ');
    await recordVisit(t.db, a.id, y!);
    await recordSearch(t.db, b.id, 'جست‌وجوی دیگری');

    const res = await t.call('GET', '/v6/customer-activity/index', undefined, a.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const items = res.body.data.items as { type: string; id: number; query?: string; url?: string; at: string }[];
    expect(items.map((i) => [i.type, i.type === 'visit' ? i.id : i.query])).toEqual([
      ['visit', y],
      ['search', 'گوشی سامسونگ'],
      ['visit', x],
    ]);
    expect(items[1]!.url).toBe(`/search?q=${encodeURIComponent('گوشی سامسونگ')}`);
    expect(res.body.data._meta.totalCount).toBe(3);
    expect(JSON.stringify(res.body)).not.toContain('جست‌وجوی دیگری');
  });
});
