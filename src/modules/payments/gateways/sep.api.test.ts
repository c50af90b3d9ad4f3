import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FakeSep } from '../../../../tests/fakes/sep.ts';
import { gatewayContract } from '../../../../tests/gateway-contract.ts';
import { useFakeBank } from '../../../../tests/gateway-shop.ts';
import { ledgerEntries } from '../../wallet/schema.ts';
import { balancesOf } from '../../wallet/ledger.ts';
import { gatewayById } from '../registry.ts';
import { paymentAttempts } from '../schema.ts';

const bank = new FakeSep();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);

describe('sep: what only SEP does', () => {
  it('without the shopper\'s return there is no RefNum to verify with: failed, and the bank gives it back', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const asked = bank.calls('verify');
    const result = await gatewayById(shop.t.db, 'sep')!.verify({ attemptId: o.attempt.id, authority: o.authority, amountRial: Number(o.attempt.amountRial), callback: null });
    expect(result).toMatchObject({ outcome: 'failed', message: expect.stringContaining('by itself') });
    expect(bank.calls('verify')).toBe(asked);
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: false });
  });

  it('tops up the balance through the bank (POST /v6/balance/create): the return is a form POST to /callback/balance/{attempt}', async () => {
    const s = await shop.shopper();
    const asked = bank.calls('verify');
    const res = await shop.t.call('POST', '/v6/balance/create', { amount: 750_000, gateway: 'sep' }, s.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const started = res.body.data as { id: number; payment_url: string };
    await shop.openBank(started.payment_url, s);
    const [attempt] = await shop.t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, started.id));
    expect(attempt).toMatchObject({ purpose: 'topUp', gateway: 'sep', status: 2 });
    bank.pay(attempt!.authority!);
    const back = bank.callback(attempt!.authority!);
    expect(back.path).toBe(`/callback/balance/${started.id}`);
    await Promise.all(Array.from({ length: 5 }, () => shop.send(back)));
    expect((await balancesOf(shop.t.db, s.userId)).rial).toBe(750_000);
    expect(await shop.t.db.select({ reason: ledgerEntries.reason, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.userId, s.userId))).toEqual([{ reason: 'topUp', amount: 750_000 }]);
    expect(bank.calls('verify')).toBe(asked + 1);
  });
});
