import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApi } from '../../../tests/harness.ts';
import { makeShopper } from '../../../tests/factories/shopper.ts';
import { ApiError } from '../../server/errors.ts';
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
