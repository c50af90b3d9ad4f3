import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT, lastCode, signed } from '#tests/auth-helpers.ts';
import { memoryLimitStore, setLimitStore } from '#server/auth/rate-limit.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { WRONG_CODE_LIMITS } from './codes.ts';

const t = useTestApi();
let now = Date.now();
beforeEach(() => setLimitStore(memoryLimitStore({ now: () => now })));

let n = 0;
const from = (ip: string) => ({ 'x-bazaar-client-ip': ip });

/** A new account with one item in its cart, so codes are really checked. */
async function shopper(ip: string) {
  const mobile = `0937${String(1_000_000 + n++ * 7907).padStart(7, '0')}`;
  await t.call('POST', '/v6/register/login', signed(mobile), from(ip));
  const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT }, from(ip));
  const auth = { Authorization: `Bearer ${res.body.data.access_token}` };
  const [v] = await t.db
    .select({ id: varieties.id })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(varieties.isActive, true), eq(products.status, 1), gt(varieties.stock, 3), eq(varieties.minOrderCount, 1)))
    .limit(1);
  expect((await t.call('POST', '/v10/cart/add', { id: v!.id, count: 1 }, auth)).status).toBe(200);
  return auth;
}

const apply = (auth: Record<string, string>, code: string, ip: string) => t.call('POST', '/v10/cart/set-discount', { code }, { ...auth, ...from(ip) });

describe('guessing discount codes and gift cards', () => {
  it('refuses an account after its wrong tries, a right code too, until the window ends', async () => {
    const auth = await shopper('192.0.2.1');
    for (let i = 0; i < WRONG_CODE_LIMITS.perUser; i++) {
      // Each from another address: only the account's own limit applies.
      expect((await apply(auth, `GIFT-${1000 + i}`, `192.0.2.${10 + i}`)).status).toBe(422);
    }
    const refused = await apply(auth, 'GIFT-9999', '192.0.2.50');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('تعداد کدهای نادرست وارد شده بیش از حد مجاز است. کمی بعد دوباره تلاش کنید');
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WRONG_CODE_LIMITS.windowSeconds);
    // The real gift card is refused as well while the window lasts.
    expect((await apply(auth, 'GIFT-500', '192.0.2.51')).status).toBe(429);
    now += WRONG_CODE_LIMITS.windowSeconds * 1000 + 1000;
    const applied = await apply(auth, 'GIFT-500', '192.0.2.52');
    expect(applied.status).toBe(200);
    expect(applied.body.data.giftCard).toMatchObject({ code: 'GIFT-500' });
  });

  it('does not count real codes that cannot be used now', async () => {
    const auth = await shopper('192.0.2.2');
    for (let i = 0; i < WRONG_CODE_LIMITS.perUser + 5; i++) expect((await apply(auth, 'YALDA1404', '192.0.2.60')).status).toBe(422);
    expect((await apply(auth, 'BAZAAR10', '192.0.2.60')).status).toBe(200);
  });

  it('refuses an address after its wrong tries, whichever account tries', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => shopper(`192.0.2.${100 + i}`)));
    const statuses: number[] = [];
    for (const auth of accounts) for (let i = 0; i < 9; i++) statuses.push((await apply(auth, `NOPE${statuses.length}`, '198.51.100.80')).status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(WRONG_CODE_LIMITS.perAddress);
    expect(statuses.slice(WRONG_CODE_LIMITS.perAddress).every((s) => s === 429)).toBe(true);
    expect((await apply(accounts[3]!, 'BAZAAR10', '198.51.100.80')).status).toBe(429);
    expect((await apply(accounts[3]!, 'BAZAAR10', '198.51.100.81')).status).toBe(200);
  });
});
