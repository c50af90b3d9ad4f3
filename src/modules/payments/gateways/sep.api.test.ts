import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FakeSep } from '#tests/fakes/sep.ts';
import { gatewayContract } from '#tests/gateway-contract.ts';
import { gatewayFailures } from '#tests/gateway-failures.ts';
import { useFakeBank } from '#tests/gateway-shop.ts';
import { ledgerEntries } from '#modules/wallet/schema.ts';
import { balancesOf } from '#modules/wallet/ledger.ts';
import { verifyAndRecord } from '#flows/reconcile-payments.ts';
import { gatewayById } from '../registry.ts';
import { paymentAttempts } from '../schema.ts';

const bank = new FakeSep();
const shop = useFakeBank(bank);
gatewayContract(bank, shop);
gatewayFailures(bank, shop);

describe('sep: what only SEP does', () => {
  it("without the shopper's return the receipt (by Token) gives the RefNum: reconciliation finishes the payment", async () => {
    const o = await shop.atBank();
    bank.pay(o.authority);
    const result = await gatewayById(shop.t.db, 'sep')!.verify({
      attemptId: o.attempt.id,
      authority: o.authority,
      amountRial: Number(o.attempt.amountRial),
      callback: null,
    });
    expect(result).toMatchObject({ outcome: 'paid', refId: bank.refIdOf(o.authority), amountRial: Number(o.attempt.amountRial) });
    expect(bank.payment(o.authority)).toMatchObject({ state: 'paid', verified: true });
  });

  it('a "not paid" return is no proof: while the receipt says the shopper is still paying, nothing fails', async () => {
    const o = await shop.atBank();
    // Anyone who saw the token can send this return; the shopper is still on the bank's page.
    await shop.send({
      method: 'POST',
      path: bank.callback(o.authority).path,
      form: new URLSearchParams({ Token: o.authority, Status: '1', State: 'CanceledByUser', ResNum: String(o.attempt.id) }).toString(),
    });
    expect(await shop.order(o.orderId)).toMatchObject({ status: 1, payStatus: 2 });
    expect(await shop.latestAttempt(o.orderId)).toMatchObject({ status: 2 });
    bank.pay(o.authority);
    await shop.send(bank.callback(o.authority));
    expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
  });

  it('compares OrginalAmount: a SEP discount that lowers AffectiveAmount still pays the order in full', async () => {
    const o = await shop.atBank();
    bank.pay(o.authority, { discountRial: 50_000 });
    await shop.send(bank.callback(o.authority));
    const order = await shop.order(o.orderId);
    expect(order).toMatchObject({ status: 2, payStatus: 3 });
    expect(Number(order.paidRial)).toBe(Number(o.attempt.amountRial));
    expect(await shop.refunds(o.orderId)).toEqual([]);
  });

  it('a return arriving while a job asks the bank keeps its fields, and the job verifies with them', async () => {
    const o = await shop.atBank();
    // The job asks for the receipt while the shopper is still paying; the answer comes late.
    bank.lateNext('receipt', 700);
    const job = verifyAndRecord(shop.t.db, o.attempt.id, 'test');
    await new Promise((r) => setTimeout(r, 150));
    bank.pay(o.authority);
    const back = shop.send(bank.callback(o.authority));
    expect(await job).toBe('paid');
    await back;
    expect(await shop.order(o.orderId)).toMatchObject({ status: 2, payStatus: 3 });
    expect(await shop.latestAttempt(o.orderId)).toMatchObject({
      status: 3,
      callbackData: expect.objectContaining({ RefNum: bank.payment(o.authority).refId }),
    });
    expect(bank.calls('verify')).toBeGreaterThan(0);
  });

  it('reverse: 5 (reversed before) is a reversal done', async () => {
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
    const sep = gatewayById(shop.t.db, 'sep')!;
    expect(await sep.reverse(input)).toBe('reversed');
    expect(await sep.reverse(input)).toBe('reversed');
    expect(bank.payment(o.authority).state).toBe('reversed');
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
    await Promise.all(Array.from({ length: 10 }, () => shop.send(back)));
    expect((await balancesOf(shop.t.db, s.userId)).rial).toBe(750_000);
    expect(
      await shop.t.db.select({ reason: ledgerEntries.reason, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.userId, s.userId)),
    ).toEqual([{ reason: 'topUp', amount: 750_000 }]);
    expect(bank.calls('verify')).toBe(asked + 1);
  });
});
