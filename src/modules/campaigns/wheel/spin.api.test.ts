import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { ApiError } from '#server/errors.ts';
import { spinWheel } from '#flows/spin-wheel.ts';
import { discountCodes } from '#modules/cart/index.ts';
import { balancesOf, ledgerEntries } from '#modules/wallet/index.ts';
import { wheelPrizes, wheelSpins } from '../schema.ts';

/**
 * The prize wheel's API on a fresh database (docs/adr/0027): a guest cannot spin; a spin
 * pays its prize through the owner (coins on the ledger, a percent code in the shopper's
 * codes); one spin per shopper per Tehran day, however many clicks arrive at once; a
 * prize's stock is taken at most as often as it holds; and the next day opens a new spin.
 */
const t = useTestApi();
const at = (tehran: string) => tehranInstant(tehran)!;
type NewPrize = typeof wheelPrizes.$inferInsert;

/** Replaces the seeded wheel with these prizes (and forgets every spin). */
async function setWheel(prizes: Omit<NewPrize, 'sort'>[]) {
  await t.db.delete(wheelSpins);
  await t.db.delete(wheelPrizes);
  if (prizes.length === 0) return [];
  return t.db
    .insert(wheelPrizes)
    .values(prizes.map((p, i) => ({ ...p, sort: i + 1 })))
    .returning();
}

const spin = (headers: Record<string, string>) => t.call('POST', '/v10/wheel-prize/spin', undefined, headers);
const spinsOf = (userId: number) => t.db.select().from(wheelSpins).where(eq(wheelSpins.userId, userId));

describe('the prize wheel', () => {
  beforeEach(async () => {
    // One slice: every spin wins 50 coins, unless a test sets its own wheel.
    await setWheel([{ title: '۵۰ سکه', kind: 'coins', value: 50, weight: 1 }]);
  });

  it('shows everyone the prizes with their chances in percent, adding up to 100', async () => {
    await setWheel([
      { title: '۱۰ سکه', kind: 'coins', value: 10, weight: 3 },
      { title: 'کد تخفیف ۱۰٪', kind: 'code', value: 10, weight: 1, stock: 0 },
      { title: 'پوچ', kind: 'none', weight: 1 },
      { title: 'کنار گذاشته', kind: 'coins', value: 5, weight: 9, isActive: false },
    ]);
    const res = await t.call('GET', '/v10/wheel-prize/index');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      items: [
        expect.objectContaining({ title: '۱۰ سکه', kind: 'coins', value: 10, odds: 75, stock: null, available: true }),
        expect.objectContaining({ title: 'کد تخفیف ۱۰٪', kind: 'code', value: 10, odds: 0, stock: 0, available: false }),
        expect.objectContaining({ title: 'پوچ', kind: 'none', value: 0, odds: 25, available: true }),
      ],
      next_spin_at: null,
    });
  });

  it('refuses a guest with 401 and draws nothing', async () => {
    const res = await spin({});
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await t.db.select().from(wheelSpins)).toEqual([]);
  });

  it('pays a coins prize into the shopper’s coins, where their coin pages read it', async () => {
    const shopper = await makeShopper(t.db);
    const res = await spin(shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      prize: { id: expect.any(Number), title: '۵۰ سکه', kind: 'coins', value: 50, code: null },
      next_spin_at: expect.any(String),
    });
    expect(res.body.msg).toBe('۵۰ سکه به حساب شما اضافه شد');
    const credit = await t.call('GET', '/v6/coin/get-credit', undefined, shopper.headers);
    expect(credit.body.data).toMatchObject({ stock: 50, usable: 50 });
    const history = await t.call('GET', '/v6/coin/index', undefined, shopper.headers);
    expect(history.body.data.items[0]).toMatchObject({
      amount: 50,
      reason: 'wheelPrize',
      reason_title: 'جایزه گردونه شانس',
      title: 'جایزهٔ گردونه شانس: 50 سکه',
    });
    const [row] = await spinsOf(shopper.userId);
    expect(row).toMatchObject({ prizeId: res.body.data.prize.id, reward: expect.stringMatching(/^ledger:\d+$/) });
  });

  it('answers a second spin the same day with 429 and Retry-After up to Tehran midnight, paying nothing more', async () => {
    const shopper = await makeShopper(t.db);
    const first = await spin(shopper.headers);
    expect(first.status).toBe(200);
    const again = await spin(shopper.headers);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, message: 'شما امروز گردونه را چرخانده‌اید؛ چرخش بعدی از بامداد فردا ممکن است' });
    const retryAfter = Number(again.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(Math.abs(Date.now() + retryAfter * 1000 - Date.parse(first.body.data.next_spin_at))).toBeLessThan(5_000);
    expect((await balancesOf(t.db, shopper.userId)).coin).toBe(50);
    // The wheel's page shows when the next spin opens.
    const index = await t.call('GET', '/v10/wheel-prize/index', undefined, shopper.headers);
    expect(index.body.data.next_spin_at).toBe(first.body.data.next_spin_at);
  });

  it('gives 20 parallel spins of one shopper exactly one prize and one spin row; the others get 429', async () => {
    const shopper = await makeShopper(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(shopper.headers)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(429)]);
    expect(answers.find((a) => a.status === 200)!.body.data.prize).toMatchObject({ kind: 'coins', value: 50 });
    expect(answers.filter((a) => a.status === 429).every((a) => Number(a.headers.get('Retry-After')) > 0)).toBe(true);
    expect(await spinsOf(shopper.userId)).toHaveLength(1);
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, shopper.userId), eq(ledgerEntries.reason, 'wheelPrize')));
    expect(credits).toHaveLength(1);
    expect((await balancesOf(t.db, shopper.userId)).coin).toBe(50);
  });

  it('gives a prize of stock 1 at most once to many shoppers spinning at once, then falls back to what is left', async () => {
    const [code] = await setWheel([
      // All but certain to be drawn first: one in a million lands on the empty slice.
      { title: 'کد تخفیف ۲۰٪', kind: 'code', value: 20, weight: 1_000_000, stock: 1 },
      { title: 'پوچ', kind: 'none', weight: 1 },
    ]);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => makeShopper(t.db)));
    const answers = await Promise.all(shoppers.map((s) => spin(s.headers)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(8).fill(200));
    const won = answers.filter((a) => a.body.data.prize !== null);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.body.data.prize === null)).toHaveLength(7);
    const [after] = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.id, code!.id));
    expect(after!.stock).toBe(0);
    // The one code, issued to its winner: 20 percent, capped, theirs alone, listed among their codes.
    const issued = await t.db
      .select()
      .from(discountCodes)
      .where(
        inArray(
          discountCodes.ownerUserId,
          shoppers.map((s) => s.userId),
        ),
      );
    expect(issued).toEqual([expect.objectContaining({ kind: 'percent', value: 20, usageLimit: 1, code: won[0]!.body.data.prize.code })]);
    const winner = shoppers[answers.indexOf(won[0]!)]!;
    const mine = await t.call('GET', '/v6/off/user', undefined, winner.headers);
    expect(mine.body.data.items).toEqual([expect.objectContaining({ code: issued[0]!.code, kind: 'percent', amount: 20, state: 'active' })]);
  });

  it('never takes a limited prize below zero: every spin aims at it, one gets it, the rest draw again', async () => {
    const [code] = await setWheel([
      { title: 'کد تخفیف ۱۰٪', kind: 'code', value: 10, weight: 1, stock: 1 },
      { title: '۱۰ سکه', kind: 'coins', value: 10, weight: 1 },
    ]);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => makeShopper(t.db)));
    // A source that always answers 0 points at the first slice: the code, while it lasts.
    const results = await Promise.all(shoppers.map((s) => spinWheel(t.db, s.userId, { random: () => 0 })));
    expect(results.map((r) => r.prize?.kind).sort()).toEqual(['code', 'coins', 'coins', 'coins', 'coins', 'coins']);
    const [after] = await t.db.select().from(wheelPrizes).where(eq(wheelPrizes.id, code!.id));
    expect(after!.stock).toBe(0);
  });

  it('opens the next spin at Tehran midnight (the clock injected like the rest of the shop’s timed code)', async () => {
    const shopper = await makeShopper(t.db);
    const evening = at('2026-12-20T23:59:30');
    const first = await spinWheel(t.db, shopper.userId, { now: evening });
    expect(first.next_spin_at).toBe(at('2026-12-21T00:00').toISOString());
    const refused = await spinWheel(t.db, shopper.userId, { now: at('2026-12-20T23:59:45') }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, headers: { 'Retry-After': '15' } });
    const nextDay = await spinWheel(t.db, shopper.userId, { now: at('2026-12-21T00:00') });
    expect(nextDay.prize).toMatchObject({ kind: 'coins', value: 50 });
    expect(nextDay.next_spin_at).toBe(at('2026-12-22T00:00').toISOString());
    expect((await spinsOf(shopper.userId)).map((s) => s.period).sort()).toEqual(['2026-12-20', '2026-12-21']);
    expect((await balancesOf(t.db, shopper.userId)).coin).toBe(100);
  });

  it('draws the empty slice as no prize, and an empty wheel too', async () => {
    await setWheel([{ title: 'پوچ', kind: 'none', weight: 1 }]);
    const shopper = await makeShopper(t.db);
    const res = await spin(shopper.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.prize).toBeNull();
    expect(res.body.msg).toBe('این بار پوچ بود؛ فردا دوباره شانس خود را امتحان کنید');
    const [row] = await spinsOf(shopper.userId);
    expect(row).toMatchObject({ prizeId: expect.any(Number), reward: null });
    await setWheel([]);
    const other = await makeShopper(t.db);
    expect((await spin(other.headers)).body.data.prize).toBeNull();
  });
});
