import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from '../../../tests/factories/shopper.ts';
import { atBank, firstSlots, place, readCheckout } from '../../../tests/checkout-helpers.ts';
import { orders } from '../orders/schema.ts';
import { balancesOf, ledgerProblems, post } from '../wallet/ledger.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from './reconcile.ts';
import { paymentAttempts, paymentDecisions, refunds } from './schema.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const later = () => new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const decisionsOf = (orderId: number) => t.db.select().from(paymentDecisions).where(eq(paymentDecisions.orderId, orderId));

let skip = 31;
async function openOrder(s: TestShopper, flags: Record<string, number> = {}) {
  const [v] = await buyableVarieties(t.db, 1, { skip: skip++ });
  await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
  const checkout = await readCheckout(t, s);
  const res = await place(t, s, { address_id: checkout.address_id, slots: firstSlots(checkout), ...flags });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_id: number; payment_url: string };
}

describe('payment reconciliation', () => {
  it('pays the order of a shopper who paid at the bank and never came back, and logs the decision', async () => {
    const s = await makeShopper(t.db);
    const o = await openOrder(s);
    await atBank(t, o.payment_url, 'pay'); // ...and the browser never follows the callback.
    expect(await reconcilePayments(t.db, new Date())).toEqual([]); // too early: the shopper may still be at the bank
    expect(await reconcilePayments(t.db, later())).toContain('paid');
    expect(await orderRow(o.order_id)).toMatchObject({ status: 2, payStatus: 3 });
    expect(await decisionsOf(o.order_id)).toEqual([expect.objectContaining({ decision: 'paid' })]);
    // Asked again, nothing more happens.
    expect(await reconcilePayments(t.db, later())).toEqual([]);
  });

  it('closes a bank page the shopper abandoned: the payment failed and a split payment’s balance comes back', async () => {
    const s = await makeShopper(t.db);
    await t.db.transaction((tx) => post(tx, { userId: s.userId, currency: 'rial', amount: 100_000, reason: 'topUp' }));
    const o = await openOrder(s, { use_balance: 1 });
    expect((await balancesOf(t.db, s.userId)).rial).toBe(0);
    expect(await reconcilePayments(t.db, later())).toContain('failed');
    expect(await orderRow(o.order_id)).toMatchObject({ status: 1, payStatus: 4, paidRial: 0 });
    expect((await balancesOf(t.db, s.userId)).rial).toBe(100_000);
  });

  it('reverses a late payment on an order already cancelled, once, never keeping it', async () => {
    const s = await makeShopper(t.db);
    const o = await openOrder(s);
    expect((await t.call('POST', '/v10/order/cancel', { id: o.order_id, reason_id: 1 }, s.headers)).status).toBe(200);
    await atBank(t, o.payment_url, 'pay');
    const [first, second] = await Promise.all([reconcilePayments(t.db, later()), reconcilePayments(t.db, later())]);
    expect([...first!, ...second!]).toContain('reversed');
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, o.order_id));
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ channel: 'gateway' });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 0, coin: 0 });
    expect(await orderRow(o.order_id)).toMatchObject({ status: 5 });
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, o.order_id));
    expect(attempt).toMatchObject({ status: 3 });
  });

  it('finishes a top-up whose shopper never came back', async () => {
    const s = await makeShopper(t.db);
    const res = await t.call('POST', '/v6/balance/create', { amount: 1_000_000 }, s.headers);
    await atBank(t, res.body.data.payment_url, 'pay');
    expect(await reconcilePayments(t.db, later())).toEqual(['paid']);
    expect((await balancesOf(t.db, s.userId)).rial).toBe(1_000_000);
  });
});
