import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from '#tests/factories/shopper.ts';
import { atBank, firstSlots, place, readCheckout } from '#tests/checkout-helpers.ts';
import { orders } from '#modules/orders/schema.ts';
import { balancesOf, ledgerProblems, post } from '#modules/wallet/ledger.ts';
import { decisions } from '#modules/decisions/index.ts';
import { paymentAlertDecision, PAYMENT_ALERT_KIND } from './alert-decision.ts';
import { MAX_TRIES } from './backoff.ts';
import { RECONCILE_AFTER_MS, reconcilePayments } from '#flows/reconcile-payments.ts';
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

  it('never starves: attempts the bank cannot answer wait their turn, a newer top-up is served, and the last try alerts an operator', async () => {
    const stuck: number[] = [];
    for (let i = 0; i < 3; i++) {
      const o = await openOrder(await makeShopper(t.db));
      // A bank that no longer answers (a gateway since removed): every try is "unknown".
      const [a] = await t.db.update(paymentAttempts).set({ gateway: 'retired-bank' }).where(eq(paymentAttempts.orderId, o.order_id)).returning();
      stuck.push(a!.id);
    }
    const s = await makeShopper(t.db);
    const res = await t.call('POST', '/v6/balance/create', { amount: 500_000 }, s.headers);
    await atBank(t, res.body.data.payment_url, 'pay');
    const at = later();
    // Two a round: the stuck ones go first, then wait their back-off while the top-up's turn comes.
    await reconcilePayments(t.db, at, { batch: 2 });
    await reconcilePayments(t.db, at, { batch: 2 });
    expect((await balancesOf(t.db, s.userId)).rial).toBe(500_000);
    const tries = async () => {
      const rows = await t.db.select().from(paymentAttempts);
      return stuck.map((id) => rows.find((a) => a.id === id)!.reconcileTries);
    };
    expect(await tries()).toEqual([1, 1, 1]);

    const alerts = () => t.db.select().from(decisions).where(eq(decisions.kind, PAYMENT_ALERT_KIND));
    for (let round = 1; round < MAX_TRIES; round++) {
      expect(await alerts()).toEqual([]);
      await reconcilePayments(t.db, new Date(at.getTime() + round * 5 * 60 * 60_000));
    }
    expect(await tries()).toEqual([MAX_TRIES, MAX_TRIES, MAX_TRIES]);
    const raised = await alerts();
    expect(raised.map((d) => [d.subjectId, d.state]).sort()).toEqual(stuck.map((id) => [id, 'pending']).sort());
    const shown = await paymentAlertDecision.describe(t.db, stuck);
    expect(shown.get(stuck[0]!)?.lines.join(' ')).toContain('پاسخ روشنی نداد');
    // No more tries after the last; approving asks the bank again from the start.
    await reconcilePayments(t.db, new Date(at.getTime() + 100 * 60 * 60_000));
    expect(await tries()).toEqual([MAX_TRIES, MAX_TRIES, MAX_TRIES]);
    await t.db.transaction((tx) => paymentAlertDecision.approve(tx, stuck[0]!, s.userId, ''));
    await reconcilePayments(t.db, new Date(at.getTime() + 100 * 60 * 60_000));
    expect((await tries())[0]).toBe(1);
  });
});
