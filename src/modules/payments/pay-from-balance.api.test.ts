import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from '#tests/factories/shopper.ts';
import { payOrder, placeOrder } from '#tests/checkout-helpers.ts';
import { orders } from '#modules/orders/schema.ts';
import { refunds } from './schema.ts';
import { balancesOf, ledgerProblems, post } from '#modules/wallet/ledger.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const topUp = (userId: number, amount: number) => t.db.transaction((tx) => post(tx, { userId, currency: 'rial', amount, reason: 'topUp' }));

let skip = 11;
async function unpaidOrder(s: TestShopper) {
  const [v] = await buyableVarieties(t.db, 1, { skip: skip++ });
  await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
  const placed = await placeOrder(t, s);
  return { ...placed, owes: Number((await orderRow(placed.order_id)).payableRial) };
}

describe('POST /v6/order/payment-balance', () => {
  it('pays an unpaid order from the balance in one go; a bank page left open and paid later goes back to the balance', async () => {
    const s = await makeShopper(t.db);
    const o = await unpaidOrder(s);
    await topUp(s.userId, o.owes + 50_000);
    const before = await t.call('GET', '/v6/profile/identity', undefined, s.headers);
    expect(before.body.data).toMatchObject({ waitForOnlinePaymentOrders: 1, totalBalance: o.owes + 50_000 });

    const res = await t.call('POST', '/v6/order/payment-balance', { id: o.order_id }, s.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ msg: 'سفارش با موجودی کیف پول پرداخت شد', data: { id: o.order_id, pay_status: 3 } });
    expect(await orderRow(o.order_id)).toMatchObject({ status: 2, payStatus: 3, stockState: 2, holdUntil: null });
    expect(Number((await orderRow(o.order_id)).paidRial)).toBe(o.owes);
    expect((await balancesOf(t.db, s.userId)).rial).toBe(50_000);
    expect((await t.call('GET', '/v6/profile/identity', undefined, s.headers)).body.data.waitForOnlinePaymentOrders).toBe(0);
    const view = await t.call('GET', `/v6/order/view?id=${o.order_id}&expand=transactions`, undefined, s.headers);
    expect(view.body.data.transactions).toContainEqual(expect.objectContaining({ type: 'balance', amount: -o.owes }));

    // Twice is refused, and the bank page opened at placement, paid after all, is reversed at the bank (never kept).
    expect((await t.call('POST', '/v6/order/payment-balance', { id: o.order_id }, s.headers)).status).toBe(409);
    await payOrder(t, o.payment_url!);
    expect((await balancesOf(t.db, s.userId)).rial).toBe(50_000);
    const [back] = await t.db.select().from(refunds).where(eq(refunds.orderId, o.order_id));
    expect(back).toMatchObject({ channel: 'gateway', amountRial: o.owes });
    expect(Number((await orderRow(o.order_id)).paidRial)).toBe(o.owes);
  });

  it('refuses with a Persian 422 when the balance falls short, and changes nothing', async () => {
    const s = await makeShopper(t.db);
    const o = await unpaidOrder(s);
    await topUp(s.userId, o.owes - 1);
    const res = await t.call('POST', '/v6/order/payment-balance', { id: o.order_id }, s.headers);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([{ field: 'balance', message: 'موجودی کیف پول شما کافی نیست' }]);
    expect(await orderRow(o.order_id)).toMatchObject({ status: 1, stockState: 1 });
    expect((await balancesOf(t.db, s.userId)).rial).toBe(o.owes - 1);
  });

  it('needs the owner: another shopper’s order is 404, no session is 401, a bad id is 422', async () => {
    const s = await makeShopper(t.db);
    const o = await unpaidOrder(s);
    const stranger = await makeShopper(t.db);
    await topUp(stranger.userId, o.owes);
    expect((await t.call('POST', '/v6/order/payment-balance', { id: o.order_id }, stranger.headers)).status).toBe(404);
    expect((await balancesOf(t.db, stranger.userId)).rial).toBe(o.owes);
    expect((await t.call('POST', '/v6/order/payment-balance', { id: o.order_id })).status).toBe(401);
    expect((await t.call('POST', '/v6/order/payment-balance', { id: 'x' }, s.headers)).status).toBe(422);
  });
});
