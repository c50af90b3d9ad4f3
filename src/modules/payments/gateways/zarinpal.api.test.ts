import { describe, expect, it } from 'vitest';
import { FakeZarinpal } from '../../../../tests/fakes/zarinpal.ts';
import { gatewayContract } from '../../../../tests/gateway-contract.ts';
import { useFakeBank } from '../../../../tests/gateway-shop.ts';
import { gatewayById } from '../registry.ts';

const bank = new FakeZarinpal();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);

describe('zarinpal: reconciliation and reversal', () => {
  const zarinpal = () => gatewayById(shop.t.db, 'zarinpal')!;

  it('lists paid but unverified authorities, and verifies one whose shopper never came back', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    expect(await zarinpal().unverified!()).toContain(o.authority);
    const input = { attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null };
    expect(await zarinpal().verify(input)).toMatchObject({ outcome: 'paid', refId: bank.refIdOf(o.authority), already: false });
    expect(await zarinpal().unverified!()).not.toContain(o.authority);
    // Verified: reverse.json gives it back.
    expect(await zarinpal().reverse({ ...input, refId: bank.refIdOf(o.authority) })).toBe(true);
    expect(bank.payment(o.authority).state).toBe('reversed');
  });

  it('a refusal about our own merchant settings decides nothing about the payment', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const right = process.env.ZARINPAL_MERCHANT_ID;
    process.env.ZARINPAL_MERCHANT_ID = '00000000-0000-4000-8000-000000000000';
    try {
      const result = await zarinpal().verify({ attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null });
      expect(result).toMatchObject({ outcome: 'unknown', message: expect.stringContaining('-10') });
    } finally {
      process.env.ZARINPAL_MERCHANT_ID = right;
    }
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: false });
    await shop.send(bank.callback(o.authority));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
  });
});
