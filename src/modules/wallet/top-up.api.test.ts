import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { atBank, payOrder } from '#tests/checkout-helpers.ts';
import { paymentAttempts } from '#modules/payments/schema.ts';
import { balancesOf, ledgerProblems } from './ledger.ts';
import { ledgerEntries } from './schema.ts';
import { topUpResult } from '#flows/top-up.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

async function startTopUp(headers: Record<string, string>, amount: unknown = 2_000_000) {
  const res = await t.call('POST', '/v6/balance/create', { amount }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; payment_url: string };
}

describe('POST /v6/balance/create (topping up at the bank)', () => {
  it('credits the balance once when the bank pays, however often the bank calls back', async () => {
    const s = await makeShopper(t.db);
    const started = await startTopUp(s.headers, '۲۰۰۰۰۰۰');
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, started.id));
    expect(attempt).toMatchObject({ purpose: 'topUp', orderId: null, amountRial: 2_000_000, status: 2 });

    const callback = await atBank(t, started.payment_url, 'pay');
    expect(callback).toMatch(new RegExp(`^/callback/balance/${started.id}\\?`));
    await Promise.all(Array.from({ length: 10 }, () => t.call('GET', callback)));
    expect((await balancesOf(t.db, s.userId)).rial).toBe(2_000_000);
    const credits = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.attemptId, started.id));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ reason: 'topUp', amount: 2_000_000 });
    expect(await topUpResult(t.db, s.userId, started.id)).toMatchObject({ paid: true, balance: 2_000_000, amount: 2_000_000 });

    const tabs = await t.call('GET', '/v6/balance/tabs', undefined, s.headers);
    expect(tabs.body.data).toEqual([
      { key: 'all', title: 'همه تراکنش‌ها', count: 1 },
      { key: 'in', title: 'واریز به کیف پول', count: 1 },
      { key: 'out', title: 'برداشت از کیف پول', count: 0 },
    ]);
    expect((await t.call('GET', '/v6/balance/index?tab=out', undefined, s.headers)).body.data.items).toEqual([]);
    expect((await t.call('GET', '/v6/balance/index?tab=in', undefined, s.headers)).body.data.items).toHaveLength(1);
  });

  it('credits nothing when the shopper cancels at the bank, or when a callback is forged', async () => {
    const s = await makeShopper(t.db);
    const cancelled = await startTopUp(s.headers);
    await payOrder(t, cancelled.payment_url, 'cancel');
    const other = await startTopUp(s.headers);
    // Another attempt's authority at this top-up's address, and a made-up one: nothing is verified.
    const authority = new URL(other.payment_url).pathname.split('/').pop();
    await t.call('GET', `/callback/balance/${cancelled.id}?Authority=${authority}&Status=OK`);
    await t.call('GET', `/callback/balance/${other.id}?Authority=SB${'0'.repeat(32)}&Status=OK`);
    expect((await balancesOf(t.db, s.userId)).rial).toBe(0);
    expect(await topUpResult(t.db, s.userId, cancelled.id)).toMatchObject({ paid: false, pending: false });
    expect(await topUpResult(t.db, s.userId, other.id)).toMatchObject({ paid: false, pending: true });
  });

  it('refuses amounts outside the limits with Persian field errors, and needs a signed-in shopper', async () => {
    const s = await makeShopper(t.db);
    const small = await t.call('POST', '/v6/balance/create', { amount: 50_000 }, s.headers);
    expect(small.status).toBe(422);
    expect(small.body.data).toEqual([{ field: 'amount', message: 'حداقل مبلغ افزایش موجودی ۱۰٬۰۰۰ تومان است' }]);
    const big = await t.call('POST', '/v6/balance/create', { amount: 600_000_000 }, s.headers);
    expect(big.body.data[0].field).toBe('amount');
    expect((await t.call('POST', '/v6/balance/create', { amount: 'abc' }, s.headers)).status).toBe(422);
    // Each of these is a number to JavaScript's Number() (1,048,576 / 1,000,000 / …): none is an amount.
    for (const amount of [
      '0x100000',
      '1e6',
      ' 1000000',
      '1000000 ',
      '1.5',
      '-5',
      '-1000000',
      '1,000,000',
      '',
      1e21,
      1000000.5,
      Number.MAX_SAFE_INTEGER + 2,
      true,
      [1000000],
    ]) {
      const res = await t.call('POST', '/v6/balance/create', { amount }, s.headers);
      expect(res.status, JSON.stringify(amount)).toBe(422);
      expect(res.body.data, JSON.stringify(amount)).toEqual([{ field: 'amount', message: 'مبلغ افزایش موجودی را به تومان وارد کنید' }]);
    }
    expect((await t.call('POST', '/v6/balance/create', { amount: 2_000_000, gateway: 'nope' }, s.headers)).status).toBe(422);
    expect((await t.call('POST', '/v6/balance/create', { amount: 2_000_000 })).status).toBe(401);
    expect(await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, s.userId))).toEqual([]);
  });

  it('keeps a top-up to its owner, the hop page to the bank included', async () => {
    const s = await makeShopper(t.db);
    const other = await makeShopper(t.db);
    const started = await startTopUp(s.headers);
    await expect(topUpResult(t.db, other.userId, started.id)).rejects.toMatchObject({ status: 404 });

    // The form's hop page (/payment/go/{id}) sends the owner on to the bank, and nobody else.
    const hop = await t.call('GET', `/payment/go/${started.id}`, undefined, s.headers);
    expect(hop.status).toBe(200);
    expect(hop.body).toContain(`<meta http-equiv="refresh" content="0;url=${started.payment_url}">`);
    expect(hop.headers.get('Content-Security-Policy')).toContain("form-action 'none'");
    expect(hop.headers.get('Cache-Control')).toBe('no-store');
    expect((await t.call('GET', `/payment/go/${started.id}`, undefined, other.headers)).status).toBe(404);
    expect((await t.call('GET', `/payment/go/${started.id}`)).status).toBe(401);
    await payOrder(t, started.payment_url);
    // Paid: the page has nowhere left to send anyone.
    expect((await t.call('GET', `/payment/go/${started.id}`, undefined, s.headers)).status).toBe(404);
  });
});
