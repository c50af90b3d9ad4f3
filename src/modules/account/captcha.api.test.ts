import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT } from '#tests/auth-helpers.ts';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { captchaVerdict, createCaptcha, verifyCaptcha } from './auth/captcha.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const toArabic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const wrongOf = (answer: string) => (answer === '00000' ? '11111' : '00000');

describe('POST /v6/site/captcha', () => {
  it('issues a signed key and an SVG picture, never cached', async () => {
    const res = await t.call('POST', '/v6/site/captcha', {});
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { key, image } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['image', 'key']);
    expect(key).toMatch(/^\d{10}\.[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1], 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
    // A key from the endpoint is a real one: a guess is checked (and uses it up).
    expect(await captchaVerdict(t.db, key, '00000')).toMatch(/^(ok|wrong)$/);
  });
});

describe('verifyCaptcha', () => {
  it('accepts the right answer once, in Latin, Persian or Arabic digits', async () => {
    for (const write of [(s: string) => s, toPersian, toArabic]) {
      const c = createCaptcha();
      expect(await verifyCaptcha(t.db, c.key, write(c.answer))).toBe(true);
      expect(await captchaVerdict(t.db, c.key, c.answer)).toBe('used');
    }
  });

  it('refuses a wrong answer and then the right one (one try per captcha)', async () => {
    const c = createCaptcha();
    expect(await captchaVerdict(t.db, c.key, wrongOf(c.answer))).toBe('wrong');
    expect(await verifyCaptcha(t.db, c.key, c.answer)).toBe(false);
  });

  it('refuses an expired captcha (2 minutes)', async () => {
    const c = createCaptcha(Date.now() - 121_000);
    expect(await captchaVerdict(t.db, c.key, c.answer)).toBe('expired');
    const fresh = createCaptcha(Date.now() - 100_000);
    expect(await verifyCaptcha(t.db, fresh.key, fresh.answer)).toBe(true);
  });

  it('refuses forged and malformed keys', async () => {
    const c = createCaptcha();
    const [exp, nonce, hash, sig] = c.key.split('.') as [string, string, string, string];
    // A later expiry, or another answer's hash, breaks the signature.
    expect(await captchaVerdict(t.db, [Number(exp) + 3600, nonce, hash, sig].join('.'), c.answer)).toBe('invalid');
    const other = createCaptcha();
    expect(await captchaVerdict(t.db, [exp, nonce, other.key.split('.')[2], sig].join('.'), other.answer)).toBe('invalid');
    for (const bad of ['', 'abc', `${c.key}x`, 'a'.repeat(500)]) expect(await captchaVerdict(t.db, bad, c.answer)).toBe('invalid');
    // None of these used the real key up.
    expect(await verifyCaptcha(t.db, c.key, c.answer)).toBe(true);
  });
});

describe('password login asks for a captcha after repeated failures', () => {
  const login = (mobile: string, password: string, extra: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.call('POST', '/v6/register/login-by-password', { mobile, password, ...CLIENT, ...extra }, { 'x-bazaar-client-ip': ip });

  it('after 3 wrong passwords for a number: 422 on captcha until a right one comes with the password', async () => {
    const mobile = '09120000001';
    const first = await login(mobile, 'wrong-1');
    expect(first.body.data).toEqual([{ field: 'password', message: 'شماره موبایل یا رمز عبور اشتباه است' }]);
    await login(mobile, 'wrong-2');
    // The third failure says at once that the captcha is needed now.
    const third = await login(mobile, 'wrong-3');
    expect(third.status).toBe(422);
    expect(third.body.data).toEqual([
      { field: 'password', message: 'شماره موبایل یا رمز عبور اشتباه است' },
      { field: 'captcha', message: 'لطفاً کد امنیتی را وارد کنید' },
    ]);
    // Even the right password is refused without the captcha.
    const without = await login(mobile, 'bazaar123');
    expect(without.status).toBe(422);
    expect(without.body.data).toEqual([{ field: 'captcha', message: 'لطفاً کد امنیتی را وارد کنید' }]);
    const c1 = createCaptcha();
    const wrong = await login(mobile, 'bazaar123', { captcha_key: c1.key, captcha: wrongOf(c1.answer) });
    expect(wrong.body.data).toEqual([{ field: 'captcha', message: 'کد امنیتی نادرست است' }]);
    // That captcha is spent: its right answer no longer counts.
    expect((await login(mobile, 'bazaar123', { captcha_key: c1.key, captcha: c1.answer })).body.data).toEqual([
      { field: 'captcha', message: 'کد امنیتی نادرست است' },
    ]);
    // A right captcha with a wrong password: the password message, and a new captcha is needed.
    const c2 = createCaptcha();
    const wrongPassword = await login(mobile, 'wrong-4', { captcha_key: c2.key, captcha: c2.answer });
    expect(wrongPassword.body.data.map((e: { field: string }) => e.field)).toEqual(['password', 'captcha']);
    const c3 = createCaptcha();
    const ok = await login(mobile, 'bazaar123', { captcha_key: c3.key, captcha: toPersian(c3.answer) });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().some((c) => c.startsWith('bz_session='))).toBe(true);
    // Success clears the number's failures: no captcha next time.
    expect((await login(mobile, 'bazaar123')).status).toBe(200);
  });

  it('after 10 wrong passwords from one address, for any number', async () => {
    const ip = '10.0.0.2';
    for (let i = 0; i < 9; i++) expect((await login(`0912555${String(1000 + i)}`, 'nope123', {}, ip)).body.data).toHaveLength(1);
    expect((await login('09125559999', 'nope123', {}, ip)).body.data.map((e: { field: string }) => e.field)).toEqual(['password', 'captcha']);
    expect((await login('09120000001', 'bazaar123', {}, ip)).body.data).toEqual([{ field: 'captcha', message: 'لطفاً کد امنیتی را وارد کنید' }]);
    // Another address is not affected.
    expect((await login('09120000001', 'bazaar123', {}, '10.0.0.3')).status).toBe(200);
    const c = createCaptcha();
    expect((await login('09120000001', 'bazaar123', { captcha_key: c.key, captcha: c.answer }, ip)).status).toBe(200);
  });

  it('keeps the existing limit: the 11th try for a number is 429, captcha or not', async () => {
    const mobile = '09120000004';
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const c = createCaptcha();
      statuses.push((await login(mobile, `guess${i}x`, { captcha_key: c.key, captcha: c.answer })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
  });
});
