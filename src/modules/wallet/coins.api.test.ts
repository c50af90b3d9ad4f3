import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { parkCampaigns } from '#tests/factories/campaigns.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { coinsFor } from '#modules/cart/pricing.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { orderLines } from '#modules/orders/schema.ts';
import { balancesOf, ledgerProblems } from './ledger.ts';

const t = useTestApi();
// The seeded demo seasons include a running one; these cases are about the rule outside campaigns.
beforeAll(() => parkCampaigns(t.db));
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const goodsOf = async (dispatchId: number) =>
  (await t.db.select().from(orderLines).where(eq(orderLines.dispatchId, dispatchId))).reduce((sum, l) => sum + Number(l.priceRial) * l.count, 0);

describe('loyalty coins earned by a delivered order', () => {
  it('credits one coin per million rials of the goods that arrived, once, when the last dispatch arrives', async () => {
    const o = await twoDispatchOrder(t);
    const [first, second] = o.dispatches;
    await shipDispatch(t.db, first!.id, 'BC-COIN-1');
    await deliverDispatch(t.db, first!.id, 'system');
    // Half delivered: nothing yet.
    expect((await balancesOf(t.db, o.shopper.userId)).coin).toBe(0);
    await shipDispatch(t.db, second!.id, 'BC-COIN-2');
    await deliverDispatch(t.db, second!.id, 'system');
    const expected = coinsFor((await goodsOf(first!.id)) + (await goodsOf(second!.id)));
    expect(expected).toBeGreaterThan(0);
    expect((await balancesOf(t.db, o.shopper.userId)).coin).toBe(expected);
    const history = await t.call('GET', '/v6/coin/index', undefined, o.shopper.headers);
    expect(history.body.data.items).toEqual([expect.objectContaining({ amount: expected, reason: 'coinEarned', order_id: o.orderId })]);
    // Delivered is final: delivering again is refused and credits nothing.
    await expect(deliverDispatch(t.db, second!.id, 'system')).rejects.toThrow();
    expect((await balancesOf(t.db, o.shopper.userId)).coin).toBe(expected);
  });

  it('earns nothing for a cancelled dispatch', async () => {
    const o = await twoDispatchOrder(t);
    const [fast, seller] = [o.dispatches.find((d) => d.key === 'fast')!, o.dispatches.find((d) => d.key !== 'fast')!];
    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: seller.id, reason_id: 2 }, o.shopper.headers)).status).toBe(200);
    await shipDispatch(t.db, fast.id, 'BC-COIN-3');
    await deliverDispatch(t.db, fast.id, 'system');
    expect((await balancesOf(t.db, o.shopper.userId)).coin).toBe(coinsFor(await goodsOf(fast.id)));
  });
});
