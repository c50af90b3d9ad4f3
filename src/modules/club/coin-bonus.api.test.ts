import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { parkCampaigns } from '#tests/factories/campaigns.ts';
import { deliveredOrder, twoDispatchOrder } from '#tests/factories/orders.ts';
import { buyableVarieties, makeShopper } from '#tests/factories/shopper.ts';
import { readCheckout } from '#tests/checkout-helpers.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { coinsFor } from '#modules/cart/index.ts';
import { orderDispatches, orderLines, SEND_STATUS } from '#modules/orders/index.ts';
import { ledgerEntries } from '#modules/wallet/index.ts';
import { coinsWithClubBonus } from './levels.ts';

const t = useTestApi();
beforeAll(() => parkCampaigns(t.db));

describe('the club level’s coin bonus', () => {
  it('rounds down and is nothing below silver', () => {
    expect(coinsWithClubBonus(19, 4)).toBe(19);
    expect(coinsWithClubBonus(19, 5)).toBe(20);
    expect(coinsWithClubBonus(20, 40)).toBe(30);
  });

  it('is promised at checkout and credited at delivery, at the level held before the order', async () => {
    const shopper = await makeShopper(t.db);
    for (let i = 0; i < 5; i++) await deliveredOrder(t, { shopper });

    const order = await twoDispatchOrder(t, { shopper });
    const [goods] = await t.db
      .select({ rial: sql<string>`sum(${orderLines.priceRial} * ${orderLines.count})` })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId));
    const expected = Math.floor((coinsFor(Number(goods!.rial)) * 110) / 100);

    for (const d of order.dispatches) {
      await shipDispatch(t.db, d.id, `RR${d.id}${Date.now() % 1_000_000}IR`);
      await deliverDispatch(t.db, d.id);
    }
    const dispatches = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, order.orderId));
    expect(dispatches.every((d) => d.sendStatus === SEND_STATUS.delivered)).toBe(true);
    const [earned] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, shopper.userId), eq(ledgerEntries.orderId, order.orderId), eq(ledgerEntries.reason, 'coinEarned')));
    expect(earned!.amount).toBe(expected);

    // The next cart's checkout promises the same bonus, in its coins and in words.
    const [variety] = await buyableVarieties(t.db, 1, { fastSend: true, skip: 40 });
    expect((await t.call('POST', '/v10/cart/add', { id: variety!.id, count: 1 }, shopper.headers)).status).toBe(200);
    const checkout = await readCheckout(t, shopper);
    expect(checkout.summary.coin_club).toEqual({ title: 'عضو نقره‌ای', percent: 10 });
    expect(checkout.summary.total_coin).toBe(Math.floor((coinsFor(checkout.summary.total_cost) * 110) / 100));
  });
});
