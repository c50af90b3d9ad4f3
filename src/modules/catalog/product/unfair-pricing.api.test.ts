import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { findOrCreateUser } from '#modules/account/identity.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { rowsOf } from '#server/db/rows.ts';
import { REPORTS_PER_HOUR } from '../extras-api.ts';
import { unfairPriceReports, varieties } from '../schema.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

let ipCounter = 0;
const ip = () => ({ 'x-bazaar-client-ip': `203.0.113.${++ipCounter}` });
const report = (body: unknown, headers: Record<string, string> = ip()) => t.call('POST', '/v6/product/unfair-pricing', body, headers);

async function varietyId(): Promise<number> {
  const rows = rowsOf(
    await t.db.execute(sql`select v.id from varieties v join products p on p.id = v.product_id where p.status = 1 and v.is_active order by v.id limit 1`),
  );
  return Number(rows[0]!.id);
}
const latest = async () => (await t.db.select().from(unfairPriceReports).orderBy(desc(unfairPriceReports.id)).limit(1))[0]!;

describe('POST /v6/product/unfair-pricing', () => {
  it('stores a guest report with the price, link, description and client address', async () => {
    const id = await varietyId();
    const headers = { 'x-bazaar-client-ip': '203.0.113.200' };
    const res = await report({ id, price: '۱۲٬۵۰۰٬۰۰۰', url: ' https://example.ir/p/1 ', description: '  همین کالا در فروشگاه دیگر ارزان‌تر است  ' }, headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    expect(res.body.msg).toMatch(/ثبت شد/);
    const row = await latest();
    expect(row).toMatchObject({
      varietyId: id,
      userId: null,
      priceRial: 12_500_000,
      url: 'https://example.ir/p/1',
      description: 'همین کالا در فروشگاه دیگر ارزان‌تر است',
      ip: '203.0.113.200',
    });
  });

  it('needs only the variety id, and keeps the signed-in shopper', async () => {
    const id = await varietyId();
    const user = await findOrCreateUser(t.db, '09121112233');
    const { tokens } = await issueLogin(t.db, user.id, CLIENT.client_id);
    const res = await report({ id }, { Authorization: `Bearer ${tokens.access_token}`, ...ip() });
    expect(res.status).toBe(200);
    expect(await latest()).toMatchObject({ varietyId: id, userId: user.id, priceRial: null, url: null, description: null });
    const form = await t.app.request('/v6/product/unfair-pricing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ip() },
      body: `id=${id}&price=&url=&description=`,
    });
    expect(form.status).toBe(200);
  });

  it('answers 422 with Persian field messages for bad input', async () => {
    const id = await varietyId();
    const cases: [unknown, string][] = [
      [{}, 'id'],
      [{ id: 'abc' }, 'id'],
      [{ id, price: 'ارزان' }, 'price'],
      [{ id, price: -5 }, 'price'],
      [{ id, price: 0 }, 'price'],
      [{ id, price: '12345678901234' }, 'price'],
      [{ id, url: 'javascript:alert(1)' }, 'url'],
      [{ id, url: 'ftp://example.ir/x' }, 'url'],
      [{ id, url: 'not a url' }, 'url'],
      [{ id, url: `https://example.ir/${'a'.repeat(600)}` }, 'url'],
      [{ id, description: 'ب'.repeat(501) }, 'description'],
      [{ id, description: ['x'] }, 'description'],
    ];
    for (const [body, field] of cases) {
      const res = await report(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.success).toBe(false);
      const error = res.body.data.find((e: { field: string }) => e.field === field);
      expect(error?.message, field).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await report({ id, description: 'ب'.repeat(500) })).status).toBe(200);
  });

  it('answers 404 for unknown and inactive varieties, never 500', async () => {
    const missing = await report({ id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('تنوع کالای مورد نظر یافت نشد');
    const id = await varietyId();
    await t.db.update(varieties).set({ isActive: false }).where(eq(varieties.id, id));
    try {
      expect((await report({ id })).status).toBe(404);
    } finally {
      await t.db.update(varieties).set({ isActive: true }).where(eq(varieties.id, id));
    }
    expect((await t.call('POST', '/v6/product/unfair-pricing', '{"id":', ip())).status).toBe(400);
  });

  it(`limits one address to ${REPORTS_PER_HOUR} reports an hour (429 with Retry-After)`, async () => {
    const id = await varietyId();
    const headers = ip();
    const before = (await t.db.select().from(unfairPriceReports)).length;
    for (let i = 0; i < REPORTS_PER_HOUR; i++) expect((await report({ id }, headers)).status).toBe(200);
    const res = await report({ id }, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(res.body.message).toMatch(/بیش از حد مجاز/);
    expect((await t.db.select().from(unfairPriceReports)).length).toBe(before + REPORTS_PER_HOUR);
    expect((await report({ id }, ip())).status).toBe(200);
  });
});
