import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT, lastCode, signed } from '#tests/auth-helpers.ts';
import { limitStore, setLimitStore } from '#server/auth/rate-limit.ts';
import { CHANGE_CHECKS } from './mobile-api.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

let n = 0;
const newMobile = () => `0936${String(1_000_000 + n++ * 7907).padStart(7, '0')}`;
const from = (ip: string) => ({ 'x-bazaar-client-ip': ip });

const passwordTry = (mobile: string, ip: string) =>
  t.call('POST', '/v6/register/login-by-password', { mobile, password: 'not-the-password', ...CLIENT }, from(ip));

describe('password sign-in from one address rotating through numbers', () => {
  it('is refused after the per-address cap and never gets further, opening no window per number', async () => {
    const statuses: number[] = [];
    const numbers = Array.from({ length: 120 }, newMobile);
    for (const mobile of numbers) statuses.push((await passwordTry(mobile, '203.0.113.50')).status);
    expect(statuses.slice(0, 50).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(50)).toEqual(new Array(70).fill(429));
    // Refused at the address: the numbers after the cap never got a window of their own.
    for (const mobile of numbers.slice(50)) expect(await limitStore().count(`pw:mobile:${mobile}`)).toBe(0);
    const refused = await passwordTry(newMobile(), '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/بیش از حد مجاز/);
    // Another address is not affected.
    expect((await passwordTry(newMobile(), '203.0.113.51')).status).toBe(422);
  });

  it('counts an IPv6 client by its /64, and a mapped IPv4 address as the IPv4 one', async () => {
    for (let i = 0; i < 50; i++) expect((await passwordTry(newMobile(), `2001:db8:7:7::${(i + 1).toString(16)}`)).status).toBe(422);
    expect((await passwordTry(newMobile(), '2001:db8:7:7:ffff:1:2:3')).status).toBe(429);
    expect((await passwordTry(newMobile(), '2001:db8:7:8::1')).status).toBe(422);
    for (let i = 0; i < 50; i++) await passwordTry(newMobile(), '198.51.100.60');
    expect((await passwordTry(newMobile(), '::ffff:198.51.100.60')).status).toBe(429);
  });
});

async function signUp(ip: string) {
  const mobile = newMobile();
  await t.call('POST', '/v6/register/login', signed(mobile), from(ip));
  const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT }, from(ip));
  expect(res.status).toBe(200);
  return { Authorization: `Bearer ${res.body.data.access_token}` };
}

/** Asks whether a registered number (a demo account) is taken: the answer that must not be free to repeat. */
const takenCheck = (auth: Record<string, string>, ip: string) => t.call('POST', '/v6/user/change-mobile', { mobile: '09120000001' }, { ...auth, ...from(ip) });

describe('the mobile-change step says whether a number is registered, so it is limited', () => {
  it('per account: after the cap, 429 with a Persian message and Retry-After', async () => {
    const auth = await signUp('192.0.2.1');
    for (let i = 0; i < CHANGE_CHECKS.perUser; i++) {
      // Each from another address: only the account's own limit applies.
      expect((await takenCheck(auth, `192.0.2.${10 + i}`)).status).toBe(422);
    }
    const refused = await takenCheck(auth, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/تغییر شماره موبایل بیش از حد مجاز/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('per address: many accounts from one address share its cap', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map((i) => signUp(`192.0.2.${200 + i}`)));
    const statuses: number[] = [];
    for (const auth of accounts) for (let i = 0; i < 9; i++) statuses.push((await takenCheck(auth, '198.51.100.77')).status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(CHANGE_CHECKS.perAddress);
    expect(statuses.slice(CHANGE_CHECKS.perAddress).every((s) => s === 429)).toBe(true);
  });
});
