import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { PRICE_LOG_DAYS, PRICE_LOG_MAX_POINTS, recordPriceChange, type PricePoint } from './price-log.ts';
import { products, varieties, varietyPriceLog } from '../schema.ts';

const t = useTestApi();
const DAY = 86_400_000;
const priceLog = (query: string) => t.call('GET', `/v6/product/price-log?${query}`);

/** Distinct sellable varieties, one per call (tests below rewrite their history). */
let taken = 0;
async function nextVariety(): Promise<{ id: number; productId: number; main: number; off: number }> {
  const rows = rowsOf(
    await t.db.execute(sql`select v.id, v.product_id, v.price_main_rial, v.price_off_rial from varieties v join products p on p.id = v.product_id
      where p.status = 1 and v.is_active order by v.id desc offset ${taken++} limit 1`),
  );
  const r = rows[0]!;
  return { id: num(r.id), productId: num(r.product_id), main: num(r.price_main_rial), off: num(r.price_off_rial) };
}

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

describe('the seeded price history', () => {
  it('gives every variety 2–4 points over the last 90 days, ending at its current prices, one per change', async () => {
    const rows = rowsOf(
      await t.db.execute(sql`
        select v.id, count(l.*)::int as n, min(l.changed_at) as first, max(l.changed_at) as last,
               (array_agg(l.price_main_rial order by l.changed_at desc))[1] as last_main,
               (array_agg(l.price_off_rial order by l.changed_at desc))[1] as last_off,
               v.price_main_rial, v.price_off_rial
        from varieties v left join variety_price_log l on l.variety_id = v.id group by v.id`),
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(num(r.n), `variety ${r.id}`).toBeGreaterThanOrEqual(1);
      expect(num(r.n)).toBeLessThanOrEqual(4);
      expect(num(r.last_main)).toBe(num(r.price_main_rial));
      expect(num(r.last_off)).toBe(num(r.price_off_rial));
      expect(Date.now() - new Date(r.first as string).getTime()).toBeLessThan(92 * DAY);
      expect(new Date(r.last as string).getTime()).toBeLessThan(Date.now());
    }
    expect(rows.filter((r) => num(r.n) >= 2).length / rows.length).toBeGreaterThan(0.9);
    const repeats = rowsOf(
      await t.db.execute(sql`
        select count(*)::int as n from (
          select price_main_rial, price_off_rial,
                 lag(price_main_rial) over w as pm, lag(price_off_rial) over w as po
          from variety_price_log window w as (partition by variety_id order by changed_at)) x
        where pm = price_main_rial and po = price_off_rial`),
    );
    expect(num(repeats[0]!.n)).toBe(0);
  });
});

describe('GET /v6/product/price-log', () => {
  it('answers the variety’s points oldest first as { date, price_main, price_off }', async () => {
    const v = await nextVariety();
    const res = await priceLog(`id=${v.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.variety_id).toBe(v.id);
    const items = res.body.data.items as PricePoint[];
    expect(items.length).toBeGreaterThanOrEqual(1);
    for (const p of items) {
      expect(Object.keys(p).sort()).toEqual(['date', 'price_main', 'price_off']);
      expect(new Date(p.date).toISOString()).toBe(p.date);
      expect(Number.isSafeInteger(p.price_main) && Number.isSafeInteger(p.price_off)).toBe(true);
    }
    const dates = items.map((p) => Date.parse(p.date));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(items.at(-1)).toMatchObject({ price_main: v.main, price_off: v.off });
  });

  it('finds the product’s main (card) variety with product_id', async () => {
    const v = await nextVariety();
    const [p] = await t.db.select({ card: products.cardVarietyId }).from(products).where(eq(products.id, v.productId));
    const res = await priceLog(`product_id=${v.productId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.variety_id).toBe(p!.card);
  });

  it('logs changes through recordPriceChange: a repeated price adds nothing', async () => {
    const v = await nextVariety();
    const before = (await priceLog(`id=${v.id}`)).body.data.items.length;
    const main = v.main + 1_000_000;
    expect(
      await t.db.transaction(async (tx) => {
        await tx.update(varieties).set({ priceMainRial: main, priceOffRial: main }).where(eq(varieties.id, v.id));
        return recordPriceChange(tx, v.id, main, main);
      }),
    ).toBe(true);
    expect(await recordPriceChange(t.db, v.id, main, main)).toBe(false);
    const items = (await priceLog(`id=${v.id}`)).body.data.items as PricePoint[];
    expect(items).toHaveLength(before + 1);
    expect(items.at(-1)).toMatchObject({ price_main: main, price_off: main });
    expect(Date.now() - Date.parse(items.at(-1)!.date)).toBeLessThan(60_000);
    await expect(recordPriceChange(t.db, v.id, 1.5, 1)).rejects.toThrow(RangeError);
  });

  it(`keeps the last ${PRICE_LOG_DAYS} days, starting with the price then in force, and at most ${PRICE_LOG_MAX_POINTS} points`, async () => {
    const v = await nextVariety();
    await t.db.delete(varietyPriceLog).where(eq(varietyPriceLog.varietyId, v.id));
    await t.db.insert(varietyPriceLog).values([
      { varietyId: v.id, changedAt: at(400), priceMainRial: 1_000_000, priceOffRial: 1_000_000 },
      { varietyId: v.id, changedAt: at(200), priceMainRial: 2_000_000, priceOffRial: 1_900_000 },
      { varietyId: v.id, changedAt: at(30), priceMainRial: 3_000_000, priceOffRial: 3_000_000 },
    ]);
    const items = (await priceLog(`id=${v.id}`)).body.data.items as PricePoint[];
    expect(items.map((p) => p.price_main)).toEqual([2_000_000, 3_000_000]);
    expect(Math.abs(Date.parse(items[0]!.date) - at(PRICE_LOG_DAYS).getTime())).toBeLessThan(60_000);

    await t.db.insert(varietyPriceLog).values(
      Array.from({ length: 250 }, (_, i) => ({
        varietyId: v.id,
        changedAt: new Date(at(29).getTime() + i * 3_600_000),
        priceMainRial: 4_000_000 + i * 10_000,
        priceOffRial: 4_000_000 + i * 10_000,
      })),
    );
    const many = (await priceLog(`id=${v.id}`)).body.data.items as PricePoint[];
    expect(many).toHaveLength(PRICE_LOG_MAX_POINTS);
    expect(many.at(-1)!.price_main).toBe(4_000_000 + 249 * 10_000);
  });

  it('answers the current price alone for a variety without history', async () => {
    const v = await nextVariety();
    await t.db.delete(varietyPriceLog).where(eq(varietyPriceLog.varietyId, v.id));
    const items = (await priceLog(`id=${v.id}`)).body.data.items as PricePoint[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ price_main: v.main, price_off: v.off });
  });

  it('answers 422 for a missing or malformed id and 404 for unknown or inactive ones', async () => {
    for (const query of ['', 'id=', 'id=x', 'id=0', 'product_id=-1', 'id=1&product_id=abc']) {
      const res = await priceLog(query);
      expect(res.status, query).toBe(422);
      expect(res.body.data[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    const unknown = await priceLog('id=2000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('تنوع کالای مورد نظر یافت نشد');
    expect((await priceLog('product_id=2000000000')).body.message).toBe('کالای مورد نظر یافت نشد');
    const v = await nextVariety();
    await t.db.update(varieties).set({ isActive: false }).where(eq(varieties.id, v.id));
    try {
      expect((await priceLog(`id=${v.id}`)).status).toBe(404);
    } finally {
      await t.db.update(varieties).set({ isActive: true }).where(eq(varieties.id, v.id));
    }
  });
});
