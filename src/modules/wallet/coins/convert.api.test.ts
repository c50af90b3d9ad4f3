import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { placeOrder } from '#tests/checkout-helpers.ts';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from '#tests/factories/shopper.ts';
import { CODE_MESSAGES } from '#modules/cart/codes.ts';
import { discountCodes } from '#modules/cart/schema.ts';
import { balancesOf, ledgerProblems, post } from '../ledger.ts';
import { ledgerEntries } from '../schema.ts';
import { COIN_CODE_MESSAGES } from './convert.ts';
import { CODE_VALID_DAYS, COIN_OFFERS } from './offers.ts';
import { OFFER_MESSAGE } from './validation.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const shopperWith = async (coins: number) => {
  const s = await makeShopper(t.db);
  if (coins > 0) await t.db.transaction((tx) => post(tx, { userId: s.userId, currency: 'coin', amount: coins, reason: 'coinEarned' }));
  return s;
};
const convert = (headers: Record<string, string>, id: unknown) => t.call('POST', '/v6/off/convert-coin-to-off', { id }, headers);
const codesOf = (userId: number) => t.db.select().from(discountCodes).where(eq(discountCodes.ownerUserId, userId));
const entriesOf = async (userId: number) => (await t.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, userId)))[0]!.n;
let skip = 40;
/** Fills the shopper's cart until it is worth at least `rial` (the code's minimum). */
async function cartOver(s: TestShopper, rial: number) {
  const lines: { id: number; count: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const [v] = await buyableVarieties(t.db, 1, { skip: (skip += 1) });
    lines.push({ id: v!.id, count: 2 });
    await fillCart(t.db, s.userId, lines);
    const cart = await t.call('GET', '/v10/cart/index', undefined, s.headers);
    if (cart.body.data.total_cost >= rial) return;
  }
  throw new Error('no cart worth the minimum');
}

describe('the conversion offers', () => {
  it('lists the fixed offers, each saying whether the caller’s coins cover it', async () => {
    const s = await shopperWith(30);
    const res = await t.call('GET', '/v6/off/index', undefined, s.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual(
      COIN_OFFERS.map((o) => ({
        id: o.id,
        coin: o.coins,
        amount: o.amountRial,
        min_cart: o.minCartRial,
        valid_days: CODE_VALID_DAYS,
        title: expect.any(String),
        can_convert: o.coins <= 30,
      })),
    );
    expect((await t.call('GET', '/v6/off/index')).status).toBe(401);
    expect((await t.call('GET', '/v6/off/user')).status).toBe(401);
    expect((await t.call('POST', '/v6/off/convert-coin-to-off', { id: 1 })).status).toBe(401);
  });
});

describe('converting coins to a personal discount code', () => {
  it('debits the coins once and makes a single-use code that only its owner can apply in the cart', async () => {
    const s = await shopperWith(30);
    const offer = COIN_OFFERS.find((o) => o.id === 2)!;
    const res = await convert(s.headers, '2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(COIN_CODE_MESSAGES.converted);
    const code = res.body.data;
    expect(code).toMatchObject({
      code: expect.stringMatching(/^SC[A-Z2-9]{8}$/),
      amount: offer.amountRial,
      min_cart: offer.minCartRial,
      used: false,
      state: 'active',
    });
    const days = (Date.parse(code.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(CODE_VALID_DAYS - 1);
    expect(days).toBeLessThanOrEqual(CODE_VALID_DAYS);

    expect((await balancesOf(t.db, s.userId)).coin).toBe(30 - offer.coins);
    const debits = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, s.userId), eq(ledgerEntries.reason, 'coinConverted')));
    expect(debits).toEqual([expect.objectContaining({ amount: -offer.coins, currency: 'coin', discountCodeId: code.id })]);
    expect(await codesOf(s.userId)).toEqual([
      expect.objectContaining({ id: code.id, kind: 'fixed', value: offer.amountRial, usageLimit: 1, perUserLimit: 1, ownerUserId: s.userId, usedCount: 0 }),
    ]);
    const history = await t.call('GET', '/v6/coin/index', undefined, s.headers);
    expect(history.body.data.items[0]).toMatchObject({ amount: -offer.coins, reason: 'coinConverted', reason_title: 'تبدیل سکه به کد تخفیف' });

    const listed = await t.call('GET', '/v6/off/user', undefined, s.headers);
    expect(listed.body.data.items).toEqual([code]);

    // The owner applies it in the cart.
    await cartOver(s, offer.minCartRial);
    const applied = await t.call('POST', '/v10/cart/set-discount', { code: code.code.toLowerCase() }, s.headers);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.discountCode).toMatchObject({ code: code.code, amount: offer.amountRial });

    // Another shopper is refused and never sees it listed.
    const other = await shopperWith(0);
    await cartOver(other, offer.minCartRial);
    const refused = await t.call('POST', '/v10/cart/set-discount', { code: code.code }, other.headers);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual([{ field: 'code', message: CODE_MESSAGES.notYours }]);
    expect((await t.call('GET', '/v6/off/user', undefined, other.headers)).body.data.items).toEqual([]);

    // Spent on an order, it is listed as used.
    await placeOrder(t, s);
    const after = await t.call('GET', '/v6/off/user', undefined, s.headers);
    expect(after.body.data.items).toEqual([{ ...code, used: true, state: 'used' }]);
  });

  it('refuses with a Persian 422 when the coins do not cover the offer, and changes nothing', async () => {
    const s = await shopperWith(9);
    const before = await entriesOf(s.userId);
    const res = await convert(s.headers, 1);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([{ field: 'coin', message: COIN_CODE_MESSAGES.notEnough(COIN_OFFERS[0]!, 9) }]);
    expect((await balancesOf(t.db, s.userId)).coin).toBe(9);
    expect(await entriesOf(s.userId)).toBe(before);
    expect(await codesOf(s.userId)).toEqual([]);
  });

  it('refuses an unknown offer', async () => {
    const s = await shopperWith(100);
    for (const id of [99, 'abc', undefined]) {
      const res = await convert(s.headers, id);
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual([{ field: 'id', message: OFFER_MESSAGE }]);
    }
    expect((await balancesOf(t.db, s.userId)).coin).toBe(100);
  });

  it('two converts at once with coins for one: exactly one succeeds', async () => {
    const s = await shopperWith(15);
    const results = await Promise.all([convert(s.headers, 1), convert(s.headers, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await balancesOf(t.db, s.userId)).coin).toBe(5);
    expect(await codesOf(s.userId)).toHaveLength(1);
  });

  it('ten converts at once with coins for three: three codes, the rest refused', async () => {
    const s = await shopperWith(35);
    const results = await Promise.all(Array.from({ length: 10 }, () => convert(s.headers, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    expect((await balancesOf(t.db, s.userId)).coin).toBe(5);
    const codes = await codesOf(s.userId);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
  });
});
