import { describe, expect, it } from 'vitest';
import { FakeZarinpal } from '#tests/fakes/zarinpal.ts';
import { gatewayContract } from '#tests/gateway-contract.ts';
import { gatewayFailures } from '#tests/gateway-failures.ts';
import { useFakeBank } from '#tests/gateway-shop.ts';
import { gatewayById } from '../registry.ts';

const bank = new FakeZarinpal();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);
gatewayFailures(bank, shop);

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
    expect(await zarinpal().reverse({ ...input, refId: bank.refIdOf(o.authority) })).toBe('reversed');
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

  it('-51 is not a failure until inquiry.json says so: a lost inquiry decides nothing, IN_BANK waits, FAILED fails', async () => {
    const o = await shop.atBank();
    const input = { attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null };
    bank.hangNext('inquiry');
    expect(await shop.withDeadline(300, () => zarinpal().verify(input))).toMatchObject({ outcome: 'unknown' });
    bank.release();
    expect(await zarinpal().verify(input)).toMatchObject({ outcome: 'pending', message: expect.stringContaining('IN_BANK') });
    // A "NOK" return while the shopper is still paying fails nothing.
    await shop.send({ method: 'GET', path: `${new URL(bank.payment(o.authority).callbackUrl).pathname}?Authority=${o.authority}&Status=NOK` });
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2 });
    bank.cancel(o.authority);
    await shop.send(bank.callback(o.authority));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 4 });
  });
});
