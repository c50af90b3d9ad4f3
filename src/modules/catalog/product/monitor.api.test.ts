import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { findOrCreateUser } from '#modules/account/identity.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { rowsOf } from '#server/db/rows.ts';
import { MONITOR_PER_MINUTE } from '../extras-api.ts';
import { products, recentVisits as recentVisitsTable } from '../schema.ts';
import { flushViewCounts, RECENT_VISITS_KEPT, recentVisits } from './views.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));
// Write what is pending before the database closes (its timer would find it closed).
afterAll(() => flushViewCounts(t.db));

let ipCounter = 0;
/** A distinct client address per call site, as scripts/serve.mjs would set it. */
const ip = () => ({ 'x-bazaar-client-ip': `198.51.100.${++ipCounter}` });

const viewCount = async (id: number) => (await t.db.select({ n: products.viewCount }).from(products).where(eq(products.id, id)))[0]!.n;

async function activeProductIds(n: number): Promise<number[]> {
  const rows = rowsOf(await t.db.execute(sql`select id from products where status = 1 order by id limit ${n}`));
  return rows.map((r) => Number(r.id));
}

async function shopper(mobile: string, actorUserId: number | null = null) {
  const user = await findOrCreateUser(t.db, mobile);
  const { tokens } = await issueLogin(t.db, user.id, CLIENT.client_id, actorUserId);
  return { userId: user.id, auth: { Authorization: `Bearer ${tokens.access_token}` } };
}

describe('/v6/product/monitor', () => {
  it('counts a view (GET with ?id=) in a batch written on flush, once per viewer and product', async () => {
    const [id] = await activeProductIds(1);
    const before = await viewCount(id!);
    const headers = ip();
    const first = await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { id, counted: true } });
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    // Reloading the page does not count again; another visitor does.
    expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, headers)).body.data.counted).toBe(false);
    expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, ip())).body.data.counted).toBe(true);
    await flushViewCounts(t.db);
    expect(await viewCount(id!)).toBe(before + 2);
  });

  it('accepts POST with the id in a JSON or form body, and Persian digits', async () => {
    const [, id] = await activeProductIds(2);
    expect((await t.call('POST', '/v6/product/monitor', { id }, ip())).body.data).toEqual({ id, counted: true });
    const form = await t.app.request('/v6/product/monitor', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ip() },
      body: `id=${id}`,
    });
    expect(form.status).toBe(200);
    const fa = String(id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect((await t.call('GET', `/v6/product/monitor?id=${encodeURIComponent(fa)}`, undefined, ip())).body.data.id).toBe(id);
  });

  it('answers 422 in Persian for a missing or malformed id, 404 for unknown and inactive products', async () => {
    for (const query of ['', '?id=', '?id=abc', '?id=-3', '?id=1.5', '?id=99999999999']) {
      const res = await t.call('GET', `/v6/product/monitor${query}`, undefined, ip());
      expect(res.status, query).toBe(422);
      expect(res.body.data[0]).toMatchObject({ field: 'id', message: 'شناسه کالا معتبر نیست' });
    }
    expect((await t.call('POST', '/v6/product/monitor', { id: { $gt: 1 } }, ip())).status).toBe(422);
    const missing = await t.call('GET', '/v6/product/monitor?id=2000000000', undefined, ip());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('کالای مورد نظر یافت نشد');
    const [id] = await activeProductIds(1);
    await t.db.update(products).set({ status: 0 }).where(eq(products.id, id!));
    try {
      expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, ip())).status).toBe(404);
    } finally {
      await t.db.update(products).set({ status: 1 }).where(eq(products.id, id!));
    }
  });

  it('limits one address to MONITOR_PER_MINUTE calls a minute (429, Retry-After, Persian)', async () => {
    const [id] = await activeProductIds(1);
    const headers = ip();
    for (let i = 0; i < MONITOR_PER_MINUTE; i++) {
      expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, headers)).status).toBe(200);
    }
    const res = await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/بیش از حد مجاز/);
    expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, ip())).status).toBe(200);
  });
});

describe('recent visits', () => {
  it('keeps a signed-in shopper’s visits newest first, one per product; guests leave none', async () => {
    const { userId, auth } = await shopper('09121110001');
    const [a, b, c] = await activeProductIds(3);
    for (const id of [a, b, c, a]) expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, { ...auth, ...ip() })).status).toBe(200);
    const visits = await recentVisits(t.db, userId, 10);
    expect(visits.map((v) => v.product.id)).toEqual([a, c, b]);
    expect(visits[0]!.product).toHaveProperty('price_off');
    expect(Date.parse(visits[0]!.visitedAt)).toBeGreaterThan(Date.parse(visits[1]!.visitedAt));
    expect((await recentVisits(t.db, userId, 2)).map((v) => v.product.id)).toEqual([a, c]);

    const guestRows = await t.db.select().from(recentVisitsTable);
    expect(guestRows.every((r) => r.userId === userId)).toBe(true);
  });

  it(`keeps at most ${RECENT_VISITS_KEPT} per shopper however many products they open`, async () => {
    const { userId, auth } = await shopper('09121110002');
    const ids = await activeProductIds(RECENT_VISITS_KEPT + 8);
    for (const id of ids) await t.call('POST', '/v6/product/monitor', { id }, { ...auth, ...ip() });
    const rows = await t.db.select().from(recentVisitsTable).where(eq(recentVisitsTable.userId, userId));
    expect(rows).toHaveLength(RECENT_VISITS_KEPT);
    const visits = await recentVisits(t.db, userId, 500);
    expect(visits).toHaveLength(RECENT_VISITS_KEPT);
    expect(visits[0]!.product.id).toBe(ids.at(-1));
    expect(visits.map((v) => v.product.id)).not.toContain(ids[0]);
  });

  it('records nothing for an operator acting as the customer (login-as)', async () => {
    const operator = await findOrCreateUser(t.db, '09121110003');
    const { userId, auth } = await shopper('09121110004', operator.id);
    const [id] = await activeProductIds(1);
    expect((await t.call('GET', `/v6/product/monitor?id=${id}`, undefined, { ...auth, ...ip() })).status).toBe(200);
    expect(await recentVisits(t.db, userId, 10)).toEqual([]);
  });
});
