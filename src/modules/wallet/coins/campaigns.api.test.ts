import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { parkCampaigns, startCampaign } from '#tests/factories/campaigns.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { config } from '#server/config.ts';
import { coinsFor } from '#modules/cart/pricing.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { orderLines } from '#modules/orders/schema.ts';
import { balancesOf, ledgerProblems, post } from '../ledger.ts';
import { ledgerEntries } from '../schema.ts';
import { coinRateNow } from './rate.ts';

const t = useTestApi();
beforeAll(() => parkCampaigns(t.db));
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const HOUR = 3_600_000;
const earn = (userId: number, amount: number) => t.db.transaction((tx) => post(tx, { userId, currency: 'coin', amount, reason: 'coinEarned' }));

describe('the coin rate and credit follow the running campaign', () => {
  it('outside campaigns: the configured value, every coin held usable', async () => {
    expect(await coinRateNow(t.db)).toEqual({ rateRial: config.coinValueRial, campaignId: null, campaign: null });
    const s = await makeShopper(t.db, { address: false });
    await earn(s.userId, 30);
    const res = await t.call('GET', '/v6/coin/get-credit', undefined, s.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      campaign: null,
      stock: 30,
      usable: 30,
      rateChange: config.coinValueRial,
      value: 30 * config.coinValueRial,
      campaign_title: null,
      campaign_ends_at: null,
      earn_multiplier: 1,
    });
  });

  it('during a campaign: its rate, kind and title; before and after it, the configured value again', async () => {
    const c = await startCampaign(t.db, { kind: 'yalda', title: 'جشنواره یلدای آزمایشی', earnMultiplier: 3, rateChangeRial: 25_000 });
    try {
      const s = await makeShopper(t.db, { address: false });
      await earn(s.userId, 12);
      expect(await coinRateNow(t.db)).toEqual({ rateRial: 25_000, campaignId: c.id, campaign: 'جشنواره یلدای آزمایشی' });
      expect(await coinRateNow(t.db, new Date(c.endsAt.getTime()))).toMatchObject({ rateRial: config.coinValueRial, campaignId: null });
      expect(await coinRateNow(t.db, new Date(c.startsAt.getTime() - 1))).toMatchObject({ rateRial: config.coinValueRial, campaignId: null });
      const res = await t.call('GET', '/v6/coin/get-credit', undefined, s.headers);
      expect(res.body.data).toEqual({
        campaign: 'yalda',
        stock: 12,
        usable: 12,
        rateChange: 25_000,
        value: 12 * 25_000,
        campaign_title: 'جشنواره یلدای آزمایشی',
        campaign_ends_at: c.endsAt.toISOString(),
        earn_multiplier: 3,
      });
    } finally {
      await c.end();
    }
  });

  it('overlapping campaigns: the one that started last wins', async () => {
    const season = await startCampaign(t.db, { startsAt: new Date(Date.now() - 5 * HOUR), rateChangeRial: 11_000 });
    const flash = await startCampaign(t.db, { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), rateChangeRial: 30_000 });
    try {
      expect((await coinRateNow(t.db)).campaignId).toBe(flash.id);
    } finally {
      await flash.end();
      await season.end();
    }
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/v6/coin/get-credit')).status).toBe(401);
    expect((await t.call('GET', '/v6/coin/by-season')).status).toBe(401);
  });
});

describe('coins earned during a campaign and the seasons', () => {
  it('a delivery inside a campaign earns its multiple, linked to it; by-season shows each season with the caller’s coins', async () => {
    const past = await startCampaign(t.db, {
      kind: 'yalda',
      title: 'یلدای گذشته',
      startsAt: new Date(Date.now() - 50 * 24 * HOUR),
      endsAt: new Date(Date.now() - 40 * 24 * HOUR),
    });
    const upcoming = await startCampaign(t.db, {
      kind: 'noruz',
      title: 'نوروز آینده',
      startsAt: new Date(Date.now() + 40 * 24 * HOUR),
      endsAt: new Date(Date.now() + 50 * 24 * HOUR),
    });
    const running = await startCampaign(t.db, { kind: 'black5day', title: 'جمعه سیاه آزمایشی', earnMultiplier: 3 });
    try {
      const o = await twoDispatchOrder(t);
      for (const [i, d] of o.dispatches.entries()) {
        await shipDispatch(t.db, d.id, `BC-SEASON-${i}`);
        await deliverDispatch(t.db, d.id, 'system');
      }
      const goods = (await t.db.select().from(orderLines).where(eq(orderLines.orderId, o.orderId))).reduce((sum, l) => sum + Number(l.priceRial) * l.count, 0);
      const coins = coinsFor(goods) * 3;
      expect(coins).toBeGreaterThan(0);
      expect((await balancesOf(t.db, o.shopper.userId)).coin).toBe(coins);
      const [entry] = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, o.shopper.userId), eq(ledgerEntries.reason, 'coinEarned')));
      expect(entry).toMatchObject({ amount: coins, campaignId: running.id, orderId: o.orderId });
      expect(entry!.note).toContain('جمعه سیاه آزمایشی');

      const res = await t.call('GET', '/v6/coin/by-season', undefined, o.shopper.headers);
      expect(res.status).toBe(200);
      const mine = (res.body.data.items as { id: number }[]).filter((s) => [past.id, running.id, upcoming.id].includes(s.id));
      // Newest first: upcoming, running, past.
      expect(mine).toEqual([
        expect.objectContaining({
          id: upcoming.id,
          kind: 'noruz',
          status: 'upcoming',
          coins: 0,
          starts_at: upcoming.startsAt.toISOString(),
          ends_at: upcoming.endsAt.toISOString(),
        }),
        expect.objectContaining({
          id: running.id,
          kind: 'black5day',
          title: 'جمعه سیاه آزمایشی',
          status: 'running',
          coins,
          earn_multiplier: 3,
          rateChange: 25_000,
        }),
        expect.objectContaining({ id: past.id, kind: 'yalda', status: 'past', coins: 0 }),
      ]);
      expect(res.body.data._meta).toMatchObject({ currentPage: 1 });

      // Another shopper's seasons count only their own coins.
      const other = await makeShopper(t.db, { address: false });
      const theirs = await t.call('GET', '/v6/coin/by-season', undefined, other.headers);
      expect((theirs.body.data.items as { id: number; coins: number }[]).find((s) => s.id === running.id)?.coins).toBe(0);
    } finally {
      await running.end();
    }
  });

  it('a delivery outside campaigns earns the usual coins, linked to none', async () => {
    const o = await twoDispatchOrder(t);
    for (const [i, d] of o.dispatches.entries()) {
      await shipDispatch(t.db, d.id, `BC-PLAIN-${i}`);
      await deliverDispatch(t.db, d.id, 'system');
    }
    const goods = (await t.db.select().from(orderLines).where(eq(orderLines.orderId, o.orderId))).reduce((sum, l) => sum + Number(l.priceRial) * l.count, 0);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, o.shopper.userId));
    expect(entry).toMatchObject({ amount: coinsFor(goods), campaignId: null, reason: 'coinEarned' });
  });
});

describe('the cart and the checkout tell the coins a purchase earns', () => {
  it('counts a running campaign’s multiple, and the usual coins outside campaigns', async () => {
    const { buyableVarieties, fillCart } = await import('#tests/factories/shopper.ts');
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1, { skip: 5 });
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 3 }]);
    const usual = (await t.call('GET', '/v10/cart/index', undefined, s.headers)).body.data.total_coin as number;
    expect(usual).toBeGreaterThan(0);
    const running = await startCampaign(t.db, { earnMultiplier: 4 });
    try {
      expect((await t.call('GET', '/v10/cart/index', undefined, s.headers)).body.data.total_coin).toBe(usual * 4);
      expect((await t.call('GET', '/v10/cart/checkout', undefined, s.headers)).body.data.summary.total_coin).toBe(usual * 4);
    } finally {
      await running.end();
    }
  });
});
