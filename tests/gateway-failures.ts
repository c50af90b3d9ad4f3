import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '#flows/expire-unpaid-orders.ts';
import { reconcilePayments } from '#flows/reconcile-payments.ts';
import { paymentAttempts } from '#modules/payments/schema.ts';
import { balancesOf } from '#modules/wallet/ledger.ts';
import type { FakeBank } from './fakes/bank.ts';
import type { GatewayShop } from './gateway-shop.ts';

/**
 * The failure paths every real gateway keeps (docs/adr/0012 "Failure paths"), run beside
 * tests/gateway-contract.ts by each bank's test file against its fake: a reversal whose
 * answer is lost or unreadable credits nothing until the bank's word settles it, once; a
 * repeated verify without the payment's details still pays; a shopper still at the bank's
 * page is waited for by the hold job and reconciliation, then served.
 */
/** A case only a bank with that ability can have (Zibal has no reversal call): registered for it alone, never a skipped test. */
export const whenBank = (applies: boolean): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));

export function gatewayFailures(bank: FakeBank, shop: GatewayShop): void {
  const { t } = shop;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const cancel = async (o: Awaited<ReturnType<GatewayShop['atBank']>>) => {
    const res = await t.call('POST', '/v10/order/cancel', { id: o.orderId, reason_id: 1 }, o.s.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const attemptOf = async (id: number) => (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0]!;

  describe(`${bank.id}: failure paths`, () => {
    whenBank(bank.reverseOps !== null)(
      'a reversal whose answer is lost credits nothing; reconciliation learns it was reversed and records it once',
      async () => {
        const o = await shop.atBank();
        await cancel(o);
        bank.pay(o.authority);
        for (const op of bank.reverseOps!) bank.hangNext(op, 'after');
        await shop.withDeadline(300, () => shop.send(bank.callback(o.authority)));
        expect(bank.payment(o.authority).state).toBe('reversed');
        expect(await attemptOf(o.attempt.id)).toMatchObject({ reversal: 'unknown', verifyingSince: null });
        expect(await shop.refunds(o.orderId)).toEqual([]);
        expect((await balancesOf(t.db, o.s.userId)).rial).toBe(0);
        bank.release();
        // Replayed returns change nothing; the job asks the bank again, which says "reversed before".
        await Promise.all(Array.from({ length: 3 }, () => shop.send(bank.callback(o.authority))));
        await Promise.all([reconcilePayments(t.db, minutes(5)), reconcilePayments(t.db, minutes(5))]);
        await reconcilePayments(t.db, minutes(60));
        expect(await attemptOf(o.attempt.id)).toMatchObject({ reversal: 'reversed' });
        expect((await shop.refunds(o.orderId)).map((r) => ({ channel: r.channel, amount: Number(r.amountRial) }))).toEqual([
          { channel: 'gateway', amount: Number(o.attempt.amountRial) },
        ]);
        expect((await balancesOf(t.db, o.s.userId)).rial).toBe(0);
        if (bank.finishOps.includes('settle')) expect(bank.payment(o.authority).settled).toBe(false);
      },
    );

    whenBank(bank.reverseOps !== null)('a reversal answered unreadably, not done by the bank, is asked again and done once', async () => {
      const o = await shop.atBank();
      await cancel(o);
      bank.pay(o.authority);
      bank.garbleNext('reverse', 'before');
      await shop.send(bank.callback(o.authority));
      expect(bank.payment(o.authority).state).toBe('paid');
      expect(await attemptOf(o.attempt.id)).toMatchObject({ reversal: 'unknown' });
      expect((await balancesOf(t.db, o.s.userId)).rial).toBe(0);
      await reconcilePayments(t.db, minutes(5));
      expect(bank.payment(o.authority).state).toBe('reversed');
      expect(await attemptOf(o.attempt.id)).toMatchObject({ reversal: 'reversed' });
      expect((await shop.refunds(o.orderId)).map((r) => r.channel)).toEqual(['gateway']);
      expect((await balancesOf(t.db, o.s.userId)).rial).toBe(0);
    });

    it('"already verified" without the payment\'s details still pays the order, once', async () => {
      const o = await shop.atBank();
      bank.pay(o.authority);
      bank.verifyAtBank(o.authority);
      bank.bareRepeats = true;
      try {
        await Promise.all(Array.from({ length: 10 }, () => shop.send(bank.callback(o.authority))));
      } finally {
        bank.bareRepeats = false;
      }
      const order = await shop.order(o.orderId);
      expect(order).toMatchObject({ status: 2, payStatus: 3 });
      expect(Number(order.paidRial)).toBe(Number(o.attempt.amountRial));
      expect((await shop.attempts(o.orderId)).map((a) => a.status)).toEqual([3]);
      expect(await shop.refunds(o.orderId)).toEqual([]);
    });

    it("the hold job does not cancel an order whose payment page is still within the bank's window, nor ask the bank yet", async () => {
      const before = process.env.ORDER_HOLD_MINUTES;
      process.env.ORDER_HOLD_MINUTES = '5';
      try {
        const o = await shop.atBank();
        const asked = shop.counts();
        await expireUnpaidOrders(t.db, minutes(6));
        expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2, stockState: 1 });
        expect(shop.finished(asked)).toEqual(Object.fromEntries(bank.finishOps.map((op) => [op, 0])));
        bank.pay(o.authority);
        await shop.send(bank.callback(o.authority));
        expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
      } finally {
        if (before === undefined) delete process.env.ORDER_HOLD_MINUTES;
        else process.env.ORDER_HOLD_MINUTES = before;
      }
    });

    whenBank(!!bank.inquires)('a shopper still at the bank after its window is not a failure: the jobs wait, and the payment is served', async () => {
      const o = await shop.atBank();
      // Past the hold and the bank's window, the bank says the shopper is still on its page.
      await expireUnpaidOrders(t.db, minutes(31));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2, stockState: 1 });
      expect(await reconcilePayments(t.db, minutes(31))).toContain('pending');
      expect(await attemptOf(o.attempt.id)).toMatchObject({ status: 2, reconcileTries: 1 });
      bank.pay(o.authority);
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
    });
  });
}
