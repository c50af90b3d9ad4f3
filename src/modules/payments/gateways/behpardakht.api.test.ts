import { describe, expect, it } from 'vitest';
import { FakeBehpardakht } from '../../../../tests/fakes/behpardakht.ts';
import { gatewayContract } from '../../../../tests/gateway-contract.ts';
import { useFakeBank } from '../../../../tests/gateway-shop.ts';
import { gatewayById } from '../registry.ts';

const bank = new FakeBehpardakht();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);

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

  it('a settle refused for a reason of the bank\'s own (34, system error) decides nothing and reverses nothing', async () => {
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

  it('without the shopper\'s return there is no SaleReferenceId to verify with: failed, and the bank gives it back', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const result = await gatewayById(shop.t.db, 'behpardakht')!.verify({ attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null });
    expect(result).toMatchObject({ outcome: 'failed', message: expect.stringContaining('by itself') });
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: false });
  });

  it('cannot reverse a settled sale: reverse answers false', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    await shop.send(bank.callback(o.authority));
    const attempt = await shop.latestAttempt(o.orderId);
    const input = { attemptId: attempt.id, authority: o.authority, amountRial: Number(attempt.amountRial), callback: attempt.callbackData, refId: attempt.refId! };
    expect(await gatewayById(shop.t.db, 'behpardakht')!.reverse(input)).toBe(false);
    expect(bank.payment(o.authority).state).toBe('paid');
  });
});
