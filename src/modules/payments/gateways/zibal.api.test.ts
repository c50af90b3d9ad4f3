import { describe, expect, it } from 'vitest';
import { FakeZibal } from '#tests/fakes/zibal.ts';
import { gatewayContract } from '#tests/gateway-contract.ts';
import { gatewayFailures } from '#tests/gateway-failures.ts';
import { useFakeBank } from '#tests/gateway-shop.ts';
import { gatewayById } from '../registry.ts';

const bank = new FakeZibal();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);
gatewayFailures(bank, shop);

describe('zibal: reconciliation', () => {
  it('verifies by trackId alone, so a shopper who never came back is still paid; cannot reverse', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const zibal = gatewayById(shop.t.db, 'zibal')!;
    const input = { attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null };
    expect(await zibal.verify(input)).toMatchObject({ outcome: 'paid', refId: bank.refIdOf(o.authority), amountRial: input.amountRial, already: false });
    // Asked again: 201, and the details come from v1/inquiry.
    expect(await zibal.verify(input)).toMatchObject({ outcome: 'paid', refId: bank.refIdOf(o.authority), amountRial: input.amountRial, already: true });
    expect(await zibal.reverse({ ...input, refId: bank.refIdOf(o.authority) })).toBe('refused');
    expect(bank.calls('reverse')).toBe(0);
  });
});
