import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { ApiError } from '#server/errors.ts';
import { balancesOf, ledgerProblems, post, WALLET_MESSAGES } from './ledger.ts';
import { ledgerEntries } from './schema.ts';

const t = useTestApi();

// The ledger's own rules hold after every case: numbering without gaps, each balance the sum before it.
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const credit = (userId: number, amount: number, currency: 'rial' | 'coin' = 'rial') =>
  t.db.transaction((tx) => post(tx, { userId, currency, amount, reason: currency === 'rial' ? 'topUp' : 'coinEarned' }));
const spend = (userId: number, amount: number, currency: 'rial' | 'coin' = 'rial') =>
  t.db.transaction((tx) => post(tx, { userId, currency, amount: -amount, reason: 'orderPayment' }));

describe('the wallet ledger', () => {
  it('keeps balances and coins apart as append-only entries, each with the balance after it', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 500_000);
    await spend(s.userId, 200_000);
    await credit(s.userId, 30, 'coin');
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 300_000, coin: 30 });
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, s.userId)).orderBy(ledgerEntries.id);
    expect(rows.map((r) => [r.currency, r.seq, r.amount, r.balanceAfter, r.note])).toEqual([
      ['rial', 1, 500_000, 500_000, 'افزایش موجودی'],
      ['rial', 2, -200_000, 300_000, 'پرداخت سفارش'],
      ['coin', 1, 30, 30, 'سکه خرید'],
    ]);
    // The identity shows the ledger's numbers.
    const identity = await t.call('GET', '/v6/profile/identity', undefined, s.headers);
    expect(identity.body.data).toMatchObject({ totalBalance: 300_000, coinCredit: 30 });
  });

  it('refuses a spend past the balance with a Persian field error, and writes nothing', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 100_000);
    const refused = await spend(s.userId, 100_001).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fields).toEqual([{ field: 'balance', message: WALLET_MESSAGES.notEnough }]);
    const coins = await spend(s.userId, 1, 'coin').catch((e: unknown) => e);
    expect((coins as ApiError).fields).toEqual([{ field: 'coin', message: WALLET_MESSAGES.notEnoughCoins }]);
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 100_000, coin: 0 });
  });

  it('lets exactly one of 100 parallel spends of a balance that covers one through; never below zero', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 250_000);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => spend(s.userId, 200_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).status).toBe(422);
    expect(await balancesOf(t.db, s.userId)).toEqual({ rial: 50_000, coin: 0 });
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, s.userId));
    expect(rows).toHaveLength(2);
  });

  it('never posts a zero or fractional amount', async () => {
    const s = await makeShopper(t.db);
    await expect(credit(s.userId, 0)).rejects.toThrow(/non-zero integer/);
    await expect(credit(s.userId, 1.5)).rejects.toThrow(/non-zero integer/);
  });
});

describe('GET /v6/balance/* and /v6/coin/*', () => {
  it('answers the caller’s balance, coins and their movements, newest first, and nobody else’s', async () => {
    const s = await makeShopper(t.db);
    const other = await makeShopper(t.db);
    await credit(s.userId, 700_000);
    await spend(s.userId, 200_000);
    await credit(s.userId, 12, 'coin');
    await credit(other.userId, 999_000);

    expect((await t.call('GET', '/v6/balance/get-credit', undefined, s.headers)).body.data).toEqual({ total: 500_000 });
    const list = await t.call('GET', '/v6/balance/index', undefined, s.headers);
    expect(list.status).toBe(200);
    expect(list.headers.get('X-Pagination-Total-Count')).toBe('2');
    expect(list.body.data.items.map((e: { amount: number; balance_after: number; title: string }) => [e.amount, e.balance_after, e.title])).toEqual([
      [-200_000, 500_000, 'پرداخت سفارش'],
      [700_000, 700_000, 'افزایش موجودی'],
    ]);
    // The rate is the running campaign's, if any (coins/campaigns.api.test.ts); value = usable × rate.
    const coin = (await t.call('GET', '/v6/coin/get-credit', undefined, s.headers)).body.data;
    expect(coin).toMatchObject({ stock: 12, usable: 12, value: 12 * coin.rateChange });
    const coins = await t.call('GET', '/v6/coin/index', undefined, s.headers);
    expect(coins.body.data.items).toHaveLength(1);
    expect(coins.body.data.items[0]).toMatchObject({ amount: 12, balance_after: 12, reason: 'coinEarned', reason_title: 'سکه خرید' });

    for (const path of ['/v6/balance/get-credit', '/v6/balance/index', '/v6/coin/get-credit', '/v6/coin/index']) {
      expect((await t.call('GET', path)).status, path).toBe(401);
    }
    expect((await t.call('GET', '/v6/balance/index?page=x', undefined, s.headers)).status).toBe(422);
  });
});
