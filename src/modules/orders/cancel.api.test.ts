import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { payOrder, placeOrder } from '#tests/checkout-helpers.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { balancesOf } from '#modules/wallet/ledger.ts';
import { refunds } from '#modules/payments/schema.ts';
import { orderDispatches, orders } from './schema.ts';

const t = useTestApi();
const stockOf = async (id: number) => (await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, id)))[0]!.stock;

/** A paid order with a fast-send dispatch and a seller's dispatch. */
async function twoDispatchOrder() {
  const s = await makeShopper(t.db);
  const [fast] = await buyableVarieties(t.db, 1, { fastSend: true, skip: 3 });
  const [slow] = await buyableVarieties(t.db, 1, { fastSend: false, skip: 3 });
  await fillCart(t.db, s.userId, [
    { id: fast!.id, count: 1 },
    { id: slow!.id, count: 2 },
  ]);
  const placed = await placeOrder(t, s);
  await payOrder(t, placed.payment_url!);
  const dispatches = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, placed.order_id));
  return { s, fast: fast!, slow: slow!, orderId: placed.order_id, dispatches };
}

describe('cancelling', () => {
  it('lists the reasons a shopper can give', async () => {
    const res = await t.call('GET', '/v10/order/cancel-reasons');
    expect(res.body.data.items.length).toBeGreaterThan(3);
    expect(res.body.data.items[0]).toEqual({ id: 1, title: expect.any(String) });
  });

  it("cancels one dispatch of a paid order: its stock back, its value refunded into the shopper's balance, the rest goes on", async () => {
    const { s, slow, orderId, dispatches } = await twoDispatchOrder();
    const seller = dispatches.find((d) => d.key !== 'fast')!;
    const before = await stockOf(slow.id);
    const res = await t.call('POST', '/v6/order/cancel-dispatch', { id: seller.id, reason_id: 2 }, s.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stockOf(slow.id)).toBe(before + 2);
    const after = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId));
    expect(after.find((d) => d.id === seller.id)!.sendStatus).toBe(4);
    expect(after.find((d) => d.key === 'fast')!.sendStatus).toBe(1);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe(2);
    const owed = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ channel: 'balance', dispatchId: seller.id });
    expect(Number(owed[0]!.amountRial)).toBeGreaterThan(0);
    const identity = await t.call('GET', '/v6/profile/identity', undefined, s.headers);
    expect(identity.body.data.totalBalance).toBe(Number(owed[0]!.amountRial));
    // Twice is refused; a dispatch that has left cannot be cancelled either.
    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: seller.id, reason_id: 2 }, s.headers)).status).toBe(409);
  });

  it('cancels a whole paid order while nothing has left, owing back exactly what was paid', async () => {
    const { s, fast, slow, orderId } = await twoDispatchOrder();
    const [fastBefore, slowBefore] = [await stockOf(fast.id), await stockOf(slow.id)];
    const res = await t.call('POST', '/v10/order/cancel', { id: orderId, reason_id: 1 }, s.headers);
    expect(res.status).toBe(200);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ status: 5, stockState: 3, cancelReasonId: 1 });
    expect([await stockOf(fast.id), await stockOf(slow.id)]).toEqual([fastBefore + 1, slowBefore + 2]);
    const owed = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(owed.reduce((sum, r) => sum + Number(r.amountRial), 0)).toBe(Number(o!.paidRial));
    expect((await t.call('POST', '/v10/order/cancel', { id: orderId, reason_id: 1 }, s.headers)).status).toBe(409);
    // Paid back into the balance once, however often cancelling is asked for.
    expect((await balancesOf(t.db, s.userId)).rial).toBe(Number(o!.paidRial));
  });

  it("refuses once a dispatch has left, and never touches another shopper's order", async () => {
    const { s, orderId, dispatches } = await twoDispatchOrder();
    await t.db.update(orderDispatches).set({ sendStatus: 2 }).where(eq(orderDispatches.id, dispatches[0]!.id));
    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: dispatches[0]!.id, reason_id: 1 }, s.headers)).status).toBe(409);
    expect((await t.call('POST', '/v10/order/cancel', { id: orderId, reason_id: 1 }, s.headers)).status).toBe(409);
    const stranger = await makeShopper(t.db);
    expect((await t.call('POST', '/v10/order/cancel', { id: orderId, reason_id: 1 }, stranger.headers)).status).toBe(404);
    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: dispatches[1]!.id, reason_id: 1 }, stranger.headers)).status).toBe(404);
  });

  it('answers 422 for a missing or unknown reason', async () => {
    const s = await makeShopper(t.db);
    const res = await t.call('POST', '/v10/order/cancel', { id: 1, reason_id: 77 }, s.headers);
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toBe('reason_id');
    expect((await t.call('POST', '/v10/order/cancel', { reason_id: 1 }, s.headers)).body.data[0].field).toBe('id');
  });
});
