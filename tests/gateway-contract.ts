import { whenBank } from './gateway-failures.ts';
import { describe, expect, it } from 'vitest';
import { balancesOf } from '#modules/wallet/ledger.ts';
import type { FakeBank } from './fakes/bank.ts';
import type { GatewayShop } from './gateway-shop.ts';

/**
 * One contract every real gateway keeps, run by a small test file per bank
 * (src/modules/payments/gateways/<bank>.api.test.ts) against its fake in tests/fakes/:
 * through the real API, a shopper places an order with that gateway, the fake bank is
 * driven as the shopper and the bank would, and the bank's return reaches
 * /callback/order/{id} exactly as that bank sends it.
 * Nothing here times anything: a "timeout" is a call the fake never answers.
 */
/** The behaviour every real gateway shares (IRAN.md B5). */
export function gatewayContract(bank: FakeBank, shop: GatewayShop): void {
  const { t } = shop;
  const once = () => Object.fromEntries(bank.finishOps.map((op) => [op, 1]));

  describe(`${bank.id}: the contract every gateway keeps`, () => {
    it("pays: the order is paid, one attempt succeeds with the bank's reference, the bank is asked once", async () => {
      const o = await shop.atBank();
      const before = shop.counts();
      bank.pay(o.authority);
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3, stockState: 2 });
      const attempts = await shop.attempts(o.orderId);
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ status: 3, refId: bank.refIdOf(o.authority), cardPan: expect.stringContaining('******') });
      expect(shop.finished(before)).toEqual(once());
      expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: true });
      const result = await t.call('GET', `/v10/site/order?id=${o.orderId}`, undefined, o.s.headers);
      expect(result.body.data).toMatchObject({ paid: true, pay_status: 3, ref_id: bank.refIdOf(o.authority) });
    });

    it('cancelled at the bank: the order still waits to be paid, and paying again succeeds', async () => {
      const o = await shop.atBank();
      bank.cancel(o.authority);
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 4, stockState: 1 });
      expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 4, refId: null });
      const again = await t.call('POST', '/v6/order/payment-online', { id: o.orderId, gateway: bank.id }, o.s.headers);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      await shop.openBank(again.body.data.payment_url, o.s);
      const next = await shop.latestAttempt(o.orderId);
      expect(next.authority).not.toBe(o.authority);
      bank.pay(next.authority!);
      await shop.send(bank.callback(next.authority!));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
      expect((await shop.attempts(o.orderId)).map((a) => a.status)).toEqual([4, 3]);
    });

    whenBank(bank.mismatch !== null)(`another amount paid is never credited to the order (${bank.mismatch})`, async () => {
      const o = await shop.atBank();
      const paid = Number(o.attempt.amountRial) - 10_000;
      bank.pay(o.authority, { amountRial: paid });
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 4, stockState: 1 });
      expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 4 });
      const given = (await shop.refunds(o.orderId)).map((r) => ({ channel: r.channel, amount: Number(r.amountRial) }));
      const balance = (await balancesOf(t.db, o.s.userId)).rial;
      if (bank.mismatch === 'refused') {
        // The bank refused to verify it, and gives an unverified payment back by itself.
        expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: false });
        expect(given).toEqual([]);
        expect(balance).toBe(0);
      } else if (bank.mismatch === 'reversed') {
        expect(bank.payment(o.authority).state).toBe('reversed');
        expect(given).toEqual([{ channel: 'gateway', amount: paid }]);
        expect(balance).toBe(0);
      } else {
        // Verified and kept by the bank, so it is the shopper's: in their balance.
        expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: true });
        expect(given).toEqual([{ channel: 'balance', amount: paid }]);
        expect(balance).toBe(paid);
      }
    });

    it('a payment the bank verified before (auto-verify, or an answer lost) counts as paid', async () => {
      const o = await shop.atBank();
      bank.pay(o.authority);
      bank.verifyAtBank(o.authority);
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
      expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 3, refId: bank.refIdOf(o.authority) });
    });

    it('verifies a return replayed 10 times at once only once: one payment, the bank asked once', async () => {
      const o = await shop.atBank();
      const before = shop.counts();
      bank.pay(o.authority);
      const back = bank.callback(o.authority);
      await Promise.all(Array.from({ length: 10 }, () => shop.send(back)));
      await shop.send(back);
      expect(shop.finished(before)).toEqual(once());
      expect((await shop.attempts(o.orderId)).map((a) => a.status)).toEqual([3]);
      const order = await shop.order(o.orderId);
      expect(order).toMatchObject({ status: 2, payStatus: 3 });
      expect(Number(order.paidRial)).toBe(Number(o.attempt.amountRial));
      expect(await shop.refunds(o.orderId)).toEqual([]);
    });

    it("credits nothing on forged returns (unknown references, mismatched fields, another order's address); the real one still pays", async () => {
      const o = await shop.atBank();
      const other = await shop.atBank();
      bank.pay(o.authority);
      for (const forged of bank.forgeries(o.authority)) await shop.send(forged);
      // This payment's own return, sent to another order's address.
      const real = bank.callback(o.authority);
      await shop.send({ ...real, path: real.path.replace(`/callback/order/${o.orderId}`, `/callback/order/${other.orderId}`) });
      for (const id of [o.orderId, other.orderId]) {
        expect(await shop.order(id)).toMatchObject({ status: 1, payStatus: 2 });
        expect(await shop.latestAttempt(id)).toMatchObject({ status: 2, refId: null });
        expect(await shop.refunds(id)).toEqual([]);
      }
      await shop.send(real);
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
      expect(await shop.order(other.orderId)).toMatchObject({ status: 1, payStatus: 2 });
    });

    it('a bank that does not answer verify leaves the order waiting; asking again later pays it', async () => {
      const o = await shop.atBank();
      bank.pay(o.authority);
      bank.hangNext('verify', 'after');
      await shop.withDeadline(300, () => shop.send(bank.callback(o.authority)));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2 });
      expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 2, verifyingSince: null, refId: null });
      bank.release();
      // The shopper reloads the bank's return (or reconciliation asks): the bank says "verified before".
      await shop.send(bank.callback(o.authority));
      expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
      expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 3, refId: bank.refIdOf(o.authority) });
    });

    it('a bank that does not answer the payment request leaves the payment unsuccessful; paying again works', async () => {
      const s = await shop.shopper();
      bank.hangNext('request', 'before');
      const placed = await shop.withDeadline(300, () => shop.place(s));
      expect(placed).toMatchObject({ pay_status: 4, payment_url: null });
      expect(await shop.latestAttempt(placed.order_id)).toMatchObject({ status: 4, authority: null });
      bank.release();
      const again = await t.call('POST', '/v6/order/payment-online', { id: placed.order_id, gateway: bank.id }, s.headers);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      await shop.openBank(again.body.data.payment_url, s);
      const attempt = await shop.latestAttempt(placed.order_id);
      bank.pay(attempt.authority!);
      await shop.send(bank.callback(attempt.authority!));
      expect(await shop.order(placed.order_id)).toMatchObject({ status: 2, payStatus: 3 });
    });
  });
}
