import { and, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import type { PromotionItem } from './promotions.ts';
import { promotions, promotionVarieties, varieties } from '../schema.ts';

/** The seeded shop has a running web promotion (some items sold out), an app-only one and an ended one. */
const t = useTestApi();

interface Active {
  id: number;
  title: string;
  appOnly: boolean;
  endsAt: string;
  totalCount: number;
  items: PromotionItem[];
}

const active = async (query = '', headers: Record<string, string> = {}) => {
  const res = await t.call('GET', `/v8/promotion/active${query}`, undefined, headers);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as Active | null;
};

async function seeded() {
  const all = await t.db.select().from(promotions);
  const now = Date.now();
  const running = (p: (typeof all)[number]) => p.isActive && p.startsAt.getTime() <= now && p.endsAt.getTime() > now;
  return {
    web: all.find((p) => p.type === 1 && !p.appOnly && running(p))!,
    app: all.find((p) => p.type === 1 && p.appOnly && running(p))!,
    ended: all.find((p) => p.endsAt.getTime() <= now)!,
  };
}

describe('GET /v8/promotion/active', () => {
  it('returns the running web promotion with 12 items by default, each a full product card', async () => {
    const { web } = await seeded();
    const data = (await active())!;
    expect(data.id).toBe(web.id);
    expect(data.appOnly).toBe(false);
    expect(data.title).toBe('پیشنهاد شگفت‌انگیز');
    expect(data.endsAt).toBe(web.endsAt.toISOString());
    expect(data.totalCount).toBeGreaterThan(5);
    expect(data.items).toHaveLength(Math.min(12, data.totalCount));
    for (const item of data.items) {
      for (const key of ['id', 'variety_id', 'name', 'slug', 'price_main', 'price_off', 'status', 'image', 'promotion', 'ended', 'remainingPercent']) {
        expect(item).toHaveProperty(key);
      }
      expect(item.promotion).toMatchObject({ isSetPromotion: true, endPromotion: data.endsAt, appOnly: false });
    }
  });

  it('prices each item with its promoted variety and computes remaining percent per spec section 4', async () => {
    const { web } = await seeded();
    const data = (await active('?promotion_variety_limit=50'))!;
    expect(data.items).toHaveLength(data.totalCount);
    const rows = await t.db
      .select({
        varietyId: promotionVarieties.varietyId,
        count: promotionVarieties.count,
        sold: promotionVarieties.soldCount,
        price: promotionVarieties.priceRial,
        main: varieties.priceMainRial,
        off: varieties.priceOffRial,
      })
      .from(promotionVarieties)
      .innerJoin(varieties, eq(varieties.id, promotionVarieties.varietyId))
      .where(eq(promotionVarieties.promotionId, web.id));
    for (const item of data.items) {
      const row = rows.find((r) => r.varietyId === item.variety_id)!;
      expect(row).toBeDefined();
      expect(item.price_main).toBe(row.main);
      expect(item.price_off).toBe(row.off);
      expect(item.promotion!.p_price).toBe(row.price);
      expect(item.promotion!.countPromotion).toBe(row.count);
      expect(item.promotion!.soldPromotionCount).toBe(row.sold);
      const remaining = Math.max(0, row.count - row.sold);
      expect(item.remainingPercent).toBe(remaining + row.sold === 0 ? 0 : Math.round((remaining / (remaining + row.sold)) * 100));
      expect(item.ended).toBe(remaining <= 0);
    }
  });

  it('puts sold-out (ended) items last', async () => {
    const { web } = await seeded();
    // Make sure at least one item is sold out: sell out the first one of the strip.
    const first = (await active())!.items[0]!;
    await t.db
      .update(promotionVarieties)
      .set({ soldCount: first.promotion!.countPromotion })
      .where(and(eq(promotionVarieties.promotionId, web.id), eq(promotionVarieties.varietyId, first.variety_id!)));
    const items = (await active('?promotion_variety_limit=50'))!.items;
    const flags = items.map((i) => i.ended);
    expect(flags).toContain(true);
    expect(flags.slice(flags.indexOf(true)).every(Boolean)).toBe(true);
    const soldOut = items.find((i) => i.variety_id === first.variety_id)!;
    expect(soldOut.ended).toBe(true);
    expect(soldOut.remainingPercent).toBe(0);
    // A short strip is filled with items still on offer first.
    expect((await active('?promotion_variety_limit=3'))!.items.every((i) => !i.ended)).toBe(true);
  });

  it('never gives the web the app-only promotion, nor the ended one', async () => {
    const { app, ended } = await seeded();
    const data = (await active('?promotion_variety_limit=50'))!;
    expect(data.id).not.toBe(app.id);
    expect(data.id).not.toBe(ended.id);
    const appVarieties = await t.db.select({ id: promotionVarieties.varietyId }).from(promotionVarieties).where(eq(promotionVarieties.promotionId, app.id));
    const appIds = new Set(appVarieties.map((v) => v.id));
    expect(data.items.every((i) => !i.promotion!.appOnly && !appIds.has(i.variety_id!))).toBe(true);
    // Even an app prefers the web promotion while one runs.
    expect((await active('', { 'X-OS': '1' }))!.id).toBe(data.id);
  });

  it.each(['0', '51', 'abc', '-1', '1e3', '12.5', '99999999999'])('answers 422 to promotion_variety_limit=%s', async (value) => {
    const res = await t.call('GET', `/v8/promotion/active?promotion_variety_limit=${encodeURIComponent(value)}`);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.data[0].field).toBe('promotion_variety_limit');
  });

  it('accepts Persian digits for the limit', async () => {
    expect((await active(`?promotion_variety_limit=${encodeURIComponent('۵')}`))!.items).toHaveLength(5);
  });
});

describe('GET /v8/promotion/active-popup', () => {
  it('returns the running type-1 promotion with its title, end and first few items', async () => {
    const { web } = await seeded();
    const res = await t.call('GET', '/v8/promotion/active-popup?type=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: web.id, title: web.title, type: 1, endsAt: web.endsAt.toISOString() });
    expect(res.body.data.items.length).toBeGreaterThan(0);
    expect(res.body.data.items.length).toBeLessThanOrEqual(4);
    // type defaults to 1
    expect((await t.call('GET', '/v8/promotion/active-popup')).body.data.id).toBe(web.id);
  });

  it('is null for a type with nothing running (the seeded type-2 sale has ended)', async () => {
    const res = await t.call('GET', '/v8/promotion/active-popup?type=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
  });

  it.each(['abc', '0', '-3', '1;drop'])('answers 422 to type=%s', async (value) => {
    const res = await t.call('GET', `/v8/promotion/active-popup?type=${encodeURIComponent(value)}`);
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toBe('type');
  });
});

describe('when no web promotion runs', () => {
  it('the web gets null and an app gets the app-only promotion', async () => {
    const { web, app } = await seeded();
    // Put a variety that is not in the web promotion on the app-only offer.
    const webIds = (await t.db.select({ id: promotionVarieties.varietyId }).from(promotionVarieties)).map((r) => r.id);
    const [variety] = await t.db
      .select()
      .from(varieties)
      .where(and(eq(varieties.isActive, true), notInArray(varieties.id, webIds)))
      .limit(1);
    await t.db
      .insert(promotionVarieties)
      .values({ promotionId: app.id, varietyId: variety!.id, count: 10, soldCount: 4, priceRial: variety!.priceOffRial - 10_000 });
    await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.id, web.id));
    try {
      expect(await active()).toBeNull();
      expect((await t.call('GET', '/v8/promotion/active-popup?type=1')).body.data).toBeNull();
      const forApp = (await active('', { 'X-OS': '2' }))!;
      expect(forApp.id).toBe(app.id);
      expect(forApp.appOnly).toBe(true);
      expect(forApp.items.map((i) => i.variety_id)).toEqual([variety!.id]);
      expect(forApp.items[0]!.promotion).toMatchObject({ appOnly: true, countPromotion: 10, soldPromotionCount: 4 });
      expect(forApp.items[0]!.remainingPercent).toBe(60);
    } finally {
      await t.db.update(promotions).set({ isActive: true }).where(eq(promotions.id, web.id));
    }
  });
});
