import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { atBank, payOrder, placeOrder, returnFromBank } from '#tests/checkout-helpers.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { orders } from '#modules/orders/schema.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { users } from '#modules/account/schema.ts';
import { paymentAttempts, refunds } from './schema.ts';

const t = useTestApi();

async function orderWith(count = 1) {
  const s = await makeShopper(t.db);
  const [v] = await buyableVarieties(t.db, 1, { min: count + 2 });
  await fillCart(t.db, s.userId, [{ id: v!.id, count }]);
  const placed = await placeOrder(t, s);
  const [afterPlace] = await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id));
  return { s, v: v!, placed, stockAfterPlace: afterPlace!.stock };
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, id)))[0]!.stock;

describe('paying at the sandbox bank', () => {
  it('pays: the order is processing and paid, its stock committed, the shopper told by SMS', async () => {
    const { s, v, placed, stockAfterPlace } = await orderWith(2);
    const page = await t.call('GET', new URL(placed.payment_url!).pathname);
    expect(page.status).toBe(200);
    expect(page.body).toContain('پرداخت');
    await payOrder(t, placed.payment_url!);
    const o = await orderRow(placed.order_id);
    expect(o).toMatchObject({ status: 2, payStatus: 3, stockState: 2, holdUntil: null });
    expect(Number(o.paidRial)).toBe(Number(o.payableRial));
    expect(await stockOf(v.id)).toBe(stockAfterPlace);
    const result = await t.call('GET', `/v10/site/order?id=${placed.order_id}`, undefined, s.headers);
    expect(result.body.data).toMatchObject({ order_id: placed.order_id, paid: true, pay_status: 3, ref_id: expect.stringMatching(/^\d{9}$/) });
    const [u] = await t.db.select().from(users).where(eq(users.id, s.userId));
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, u!.mobile));
    expect(sms.some((m) => m.body.includes('پرداخت و ثبت شد'))).toBe(true);
  });

  it('fails at the bank: the order waits for payment, and paying again succeeds', async () => {
    const { s, placed } = await orderWith();
    await payOrder(t, placed.payment_url!, 'fail');
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 1, payStatus: 4, stockState: 1 });
    const result = await t.call('GET', `/v10/site/order?id=${placed.order_id}`, undefined, s.headers);
    expect(result.body.data).toMatchObject({ paid: false, can_pay_again: true });
    const again = await t.call('POST', '/v6/order/payment-online', { id: placed.order_id }, s.headers);
    expect(again.status).toBe(200);
    expect(again.body.data.payment_url).not.toBe(placed.payment_url);
    await payOrder(t, again.body.data.payment_url);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 2, payStatus: 3 });
    // Paid: nothing more to pay.
    expect((await t.call('POST', '/v6/order/payment-online', { id: placed.order_id }, s.headers)).status).toBe(409);
  });

  it('verifies a callback replayed 10 times at once only once: one payment, stock committed once', async () => {
    const { v, placed, stockAfterPlace } = await orderWith();
    const callback = await atBank(t, placed.payment_url!, 'pay');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.call('GET', callback)));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    await returnFromBank(t, callback);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.order_id));
    expect(attempts.map((a) => a.status)).toEqual([3]);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 2, payStatus: 3 });
    expect(Number((await orderRow(placed.order_id)).paidRial)).toBe(Number(attempts[0]!.amountRial));
    expect(await stockOf(v.id)).toBe(stockAfterPlace);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, placed.order_id))).toHaveLength(0);
  });

  it("never marks an order paid on a forged callback: wrong authority, another order's, or a POST", async () => {
    const { placed } = await orderWith();
    const other = await orderWith();
    const otherCallback = await atBank(t, other.placed.payment_url!, 'pay');
    const otherAuthority = new URL(otherCallback, 'http://x').searchParams.get('Authority');
    const id = placed.order_id;
    for (const forged of [
      `/callback/order/${id}?Authority=SB${'0'.repeat(32)}&Status=OK`,
      `/callback/order/${id}?Authority=${otherAuthority}&Status=OK`,
      `/callback/order/${id}?Status=OK&Amount=1`,
    ]) {
      expect((await t.call('GET', forged)).status).toBe(303);
    }
    const post = await t.call('POST', `/callback/order/${id}`, `Authority=${otherAuthority}&Status=OK`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(post.status).toBe(303);
    expect(await orderRow(id)).toMatchObject({ status: 1, payStatus: 2 });
    // The other order was not paid through this one's callback either: its own callback still pays it.
    expect(await orderRow(other.placed.order_id)).toMatchObject({ payStatus: 2 });
    await returnFromBank(t, otherCallback);
    expect(await orderRow(other.placed.order_id)).toMatchObject({ status: 2, payStatus: 3 });
  });

  it('keeps results and payments to their owner', async () => {
    const { placed } = await orderWith();
    const stranger = await makeShopper(t.db);
    expect((await t.call('GET', `/v10/site/order?id=${placed.order_id}`, undefined, stranger.headers)).status).toBe(404);
    expect((await t.call('POST', '/v6/order/payment-online', { id: placed.order_id }, stranger.headers)).status).toBe(404);
    const [a] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.order_id));
    expect((await t.call('GET', `/v6/payment/view?id=${a!.id}`, undefined, stranger.headers)).status).toBe(404);
    expect((await t.call('GET', `/v10/site/order?id=${placed.order_id}`)).status).toBe(401);
  });
});

describe('a bank that cannot be reached', () => {
  // The sandbox bank "goes down": its own table refuses new payments.
  const bankDown = async (down: boolean) => {
    if (down) {
      await t.db.execute(sql`create or replace function bank_down() returns trigger language plpgsql as $$ begin raise exception 'bank down'; end $$`);
      await t.db.execute(sql`create trigger bank_down before insert on sandbox_bank_payments for each row execute function bank_down()`);
    } else {
      await t.db.execute(sql`drop trigger if exists bank_down on sandbox_bank_payments`);
    }
  };

  it('leaves the order awaiting payment with its stock held and its payment unsuccessful; paying again works once the bank is back', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1, { skip: 7 });
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    await bankDown(true);
    try {
      placed = await placeOrder(t, s);
    } finally {
      await bankDown(false);
    }
    expect(placed).toMatchObject({ pay_status: 4, payment_url: null });
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 1, payStatus: 4, stockState: 1 });
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.order_id));
    expect(attempt).toMatchObject({ status: 4, authority: null });

    const again = await t.call('POST', '/v8/order/payment', { id: placed.order_id }, s.headers);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await orderRow(placed.order_id)).payStatus).toBe(2);
    await payOrder(t, again.body.data.payment_url);
    expect(await orderRow(placed.order_id)).toMatchObject({ status: 2, payStatus: 3, stockState: 2 });
  });
});
