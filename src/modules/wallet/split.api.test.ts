import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from '#tests/factories/shopper.ts';
import { atBank, firstSlots, payOrder, place, readCheckout } from '#tests/checkout-helpers.ts';
import { config } from '#server/config.ts';
import { giftCards } from '#modules/cart/schema.ts';
import { expireUnpaidOrders } from '#flows/expire-unpaid-orders.ts';
import { orders } from '#modules/orders/schema.ts';
import { gatewayMinimumRial } from '#modules/payments/minimum.ts';
import { paymentAttempts } from '#modules/payments/schema.ts';
import { balancesOf, ledgerProblems, post } from './ledger.ts';
import { ledgerEntries } from './schema.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const give = (userId: number, amount: number, currency: 'rial' | 'coin' = 'rial') =>
  t.db.transaction((tx) => post(tx, { userId, currency, amount, reason: currency === 'rial' ? 'topUp' : 'coinEarned' }));
const rate = () => config.coinValueRial;

let skip = 21;
/** A shopper with one item in the cart; answers what the checkout says is due. */
async function readyToPay(): Promise<{ s: TestShopper; due: number; checkout: Awaited<ReturnType<typeof readCheckout>> }> {
  const s = await makeShopper(t.db);
  const [v] = await buyableVarieties(t.db, 1, { skip: skip++ });
  await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
  const checkout = await readCheckout(t, s);
  return { s, due: checkout.summary.total_payment, checkout };
}

async function placeWith(s: TestShopper, checkout: { address_id: number; dispatches: never[] } | any, flags: { use_balance?: 0 | 1; useCoin?: 0 | 1 }) {
  const res = await place(t, s, { address_id: checkout.address_id, slots: firstSlots(checkout), ...flags });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_id: number; pay_status: number; payment_url: string | null };
}

const attemptOf = async (orderId: number) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)))[0]!;

describe('paying with coins, the balance and the bank together', () => {
  it('takes whole coins first, then the balance, and sends only the rest to the bank; paid, the order keeps them', async () => {
    const { s, due, checkout } = await readyToPay();
    await give(s.userId, 3, 'coin');
    await give(s.userId, 200_000);
    expect(checkout.wallet).toEqual({ balance: 0, coins: 0, coin_rate: rate() });
    const shown = (await readCheckout(t, s)).wallet;
    expect(shown).toEqual({ balance: 200_000, coins: 3, coin_rate: rate() });

    const o = await placeWith(s, checkout, { use_balance: 1, useCoin: 1 });
    expect(o.pay_status).toBe(2);
    const order = await orderRow(o.order_id);
    expect(order).toMatchObject({ coinsUsed: 3, coinRateRial: rate(), paidRial: 3 * rate() + 200_000 });
    expect(Number((await attemptOf(o.order_id)).amountRial)).toBe(due - 3 * rate() - 200_000);
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 0, coin: 0 });

    await payOrder(t, o.payment_url!);
    expect(await orderRow(o.order_id)).toMatchObject({ status: 2, payStatus: 3, paidRial: due });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 0, coin: 0 });
    const view = await t.call('GET', `/v6/order/view?id=${o.order_id}&expand=transactions`, undefined, s.headers);
    expect(view.body.data.transactions).toContainEqual(expect.objectContaining({ type: 'balance', amount: -200_000 }));
    expect(view.body.data.transactions).toContainEqual(expect.objectContaining({ type: 'coin', coins: -3 }));
  });

  it('gives the balance and coins back exactly once when the online part is cancelled, however often the bank calls back', async () => {
    const { s, due, checkout } = await readyToPay();
    await give(s.userId, 2, 'coin');
    await give(s.userId, 150_000);
    const o = await placeWith(s, checkout, { use_balance: 1, useCoin: 1 });
    const callback = await atBank(t, o.payment_url!, 'cancel');
    await Promise.all(Array.from({ length: 10 }, () => t.call('GET', callback)));

    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 150_000, coin: 2 });
    const returned = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, o.order_id), eq(ledgerEntries.reason, 'orderPaymentReturned')));
    expect(returned.map((e) => [e.currency, e.amount]).sort()).toEqual([
      ['coin', 2],
      ['rial', 150_000],
    ]);
    // The order owes its whole amount again: pay again goes to the bank for all of it.
    expect(await orderRow(o.order_id)).toMatchObject({ status: 1, payStatus: 4, paidRial: 0, coinsUsed: 0 });
    const again = await t.call('POST', '/v6/order/payment-online', { id: o.order_id }, s.headers);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, o.order_id));
    expect(Number(attempts.at(-1)!.amountRial)).toBe(due);
    await payOrder(t, again.body.data.payment_url);
    expect(await orderRow(o.order_id)).toMatchObject({ payStatus: 3, paidRial: due });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 150_000, coin: 2 });
  });

  it('needs no bank when coins and the balance cover everything', async () => {
    const { s, due, checkout } = await readyToPay();
    await give(s.userId, 1, 'coin');
    await give(s.userId, due);
    const o = await placeWith(s, checkout, { use_balance: 1, useCoin: 1 });
    expect(o).toMatchObject({ pay_status: 3, payment_url: null });
    expect(await orderRow(o.order_id)).toMatchObject({ status: 2, stockState: 2, paidRial: due, coinsUsed: 1 });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: rate(), coin: 0 });
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, o.order_id))).toEqual([]);

    // Cancelled, the coins come back as coins and the cash as balance: coins never turn into cash.
    const cancel = await t.call('POST', '/v10/order/cancel', { id: o.order_id, reason_id: 1 }, s.headers);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: due, coin: 1 });
  });

  it('uses only what was asked for, and nothing when nothing was asked', async () => {
    const { s, checkout } = await readyToPay();
    await give(s.userId, 5, 'coin');
    await give(s.userId, 100_000);
    const o = await placeWith(s, checkout, { use_balance: 1 });
    expect(await orderRow(o.order_id)).toMatchObject({ coinsUsed: 0, paidRial: 100_000 });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 0, coin: 5 });
  });

  it('gives the balance and coins back when an unpaid split order’s hold runs out', async () => {
    const { s, checkout } = await readyToPay();
    await give(s.userId, 2, 'coin');
    await give(s.userId, 120_000);
    const o = await placeWith(s, checkout, { use_balance: 1, useCoin: 1 });
    const later = new Date(Date.now() + (config.orderHoldMinutes + 1) * 60_000);
    expect(await expireUnpaidOrders(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(o.order_id)).toMatchObject({ status: 5 });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 120_000, coin: 2 });
  });
});

describe('the online rest and the gateway minimum', () => {
  const min = gatewayMinimumRial('sandbox');

  it('takes less from the balance so the bank is never asked for less than its minimum', async () => {
    const { s, due, checkout } = await readyToPay();
    // A balance a little short of the order: all of it would leave the bank 4,000 rials.
    await give(s.userId, due - 4_000);
    expect(checkout.gateways).toEqual([expect.objectContaining({ id: 'sandbox', min_rial: min })]);
    const o = await placeWith(s, checkout, { use_balance: 1 });
    expect(o.pay_status).toBe(2);
    expect(Number((await attemptOf(o.order_id)).amountRial)).toBe(min);
    expect(await orderRow(o.order_id)).toMatchObject({ paidRial: due - min });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: min - 4_000, coin: 0 });
    await payOrder(t, o.payment_url!);
    expect(await orderRow(o.order_id)).toMatchObject({ payStatus: 3, paidRial: due });
  });

  it('refuses with a reason an order whose rest is below the minimum and that the wallet does not cover, and takes nothing', async () => {
    const { s, due } = await readyToPay();
    // A gift card leaves 6,000 rials to pay: too little for any bank.
    const code = `GIFT-MIN-${s.userId}`;
    await t.db.insert(giftCards).values({ code, balanceRial: due - 6_000 });
    expect((await t.call('POST', '/v10/cart/set-discount', { code }, s.headers)).status).toBe(200);
    const checkout = await readCheckout(t, s);
    expect(checkout.summary.total_payment).toBe(6_000);
    await give(s.userId, 2_000);

    for (const flags of [{}, { use_balance: 1 as const }]) {
      const res = await place(t, s, { address_id: checkout.address_id, slots: firstSlots(checkout), ...flags });
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual([{ field: 'gateway', message: expect.stringContaining('کمتر از حداقل مبلغ درگاه بانک') }]);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.userId))).toEqual([]);
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 2_000, coin: 0 });

    // With enough balance to cover the rest, nothing goes to the bank and the order is placed.
    await give(s.userId, 4_000);
    const o = await placeWith(s, checkout, { use_balance: 1 });
    expect(o).toMatchObject({ pay_status: 3, payment_url: null });
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 0, coin: 0 });
  });
});
