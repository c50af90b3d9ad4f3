import { describe, expect, it } from 'vitest';
import { FakeBehpardakht } from '#tests/fakes/behpardakht.ts';
import { gatewayContract } from '#tests/gateway-contract.ts';
import { gatewayFailures } from '#tests/gateway-failures.ts';
import { useFakeBank } from '#tests/gateway-shop.ts';
import { balancesOf } from '#modules/wallet/ledger.ts';
import { gatewayById } from '../registry.ts';

const bank = new FakeBehpardakht();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);
gatewayFailures(bank, shop);

describe('behpardakht: verify, then settle', () => {
  it('verified before (43) goes on to settle it', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    bank.payment(o.authority).verified = true;
    await shop.send(bank.callback(o.authority));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', settled: true });
  });

  it('a settle the bank refuses for good is reversed at the bank, and the order still waits to be paid', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    bank.refuseNextSettle = '46';
    await shop.send(bank.callback(o.authority));
    expect(bank.payment(o.authority)).toMatchObject({ state: 'reversed', verified: true, settled: false });
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 4 });
    expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 4, gatewayMessage: 'settle 46' });
  });

  it("a settle refused for a reason of the bank's own (34, system error) decides nothing and reverses nothing", async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    bank.refuseNextSettle = '34';
    await shop.send(bank.callback(o.authority));
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: true, settled: false });
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2 });
    await shop.send(bank.callback(o.authority));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
    expect(bank.payment(o.authority).settled).toBe(true);
  });

  it("without the shopper's return there is no SaleReferenceId to verify with: failed, and the bank gives it back", async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const result = await gatewayById(shop.t.db, 'behpardakht')!.verify({
      attemptId: o.attempt.id,
      authority: o.authority,
      amountRial: Number(o.attempt.amountRial),
      callback: null,
    });
    expect(result).toMatchObject({ outcome: 'failed', message: expect.stringContaining('by itself') });
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: false });
  });

  it('cannot reverse a settled sale: reverse answers refused', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    await shop.send(bank.callback(o.authority));
    const attempt = await shop.latestAttempt(o.orderId);
    const input = {
      attemptId: attempt.id,
      authority: o.authority,
      amountRial: Number(attempt.amountRial),
      callback: attempt.callbackData,
      refId: attempt.refId!,
    };
    expect(await gatewayById(shop.t.db, 'behpardakht')!.reverse(input)).toBe('refused');
    expect(bank.payment(o.authority).state).toBe('paid');
  });

  it('settles only a payment the shop keeps: one for an order cancelled meanwhile is reversed to the card, never settled nor kept as store credit', async () => {
    const o = await shop.atBank();
    expect((await shop.t.call('POST', '/v10/order/cancel', { id: o.orderId, reason_id: 1 }, o.s.headers)).status).toBe(200);
    bank.pay(o.authority);
    const settles = bank.calls('settle');
    await shop.send(bank.callback(o.authority));
    expect(bank.calls('settle')).toBe(settles);
    expect(bank.payment(o.authority)).toMatchObject({ state: 'reversed', verified: true, settled: false });
    expect((await shop.refunds(o.orderId)).map((r) => r.channel)).toEqual(['gateway']);
    expect((await balancesOf(shop.t.db, o.s.userId)).rial).toBe(0);
  });

  it('a settle whose answer is lost decides nothing; asked again (45, settled before) the order is paid once', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    bank.hangNext('settle', 'after');
    await shop.withDeadline(300, () => shop.send(bank.callback(o.authority)));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2 });
    bank.release();
    await shop.send(bank.callback(o.authority));
    const order = await shop.order(o.orderId);
    expect(order).toMatchObject({ status: 2, payStatus: 3 });
    expect(Number(order.paidRial)).toBe(Number(o.attempt.amountRial));
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', settled: true });
  });
});
