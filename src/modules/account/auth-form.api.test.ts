import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { users } from './schema.ts';

/**
 * /auth without JavaScript: the number and the code as plain form posts (auth-form-api.ts),
 * answered with redirects and short cookies scoped to /auth; the code's rules are the API's.
 */
const t = useTestApi();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
let n = 0;
const newMobile = () => `0912${String(8_100_000 + ++n * 37).padStart(7, '0')}`;

async function post(path: string, body: string, cookie = '', headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { method: 'POST', body, headers: { ...FORM, ...(cookie ? { Cookie: cookie } : {}), ...headers } });
  const cookies = res.headers.getSetCookie();
  const jar = cookies.map((c) => c.split(';')[0]!).join('; ');
  const value = (name: string) =>
    cookies
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]!
      .slice(name.length + 1);
  return { res, cookies, jar, value };
}

const lastCode = async (mobile: string) => {
  const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  return /(\d{6})/.exec(sms!.body)![1]!;
};

describe('signing in with plain forms', () => {
  it('refuses a bad number with its message on /auth, sends nothing', async () => {
    const sent = await post('/auth/send', 'mobile=0912');
    expect(sent.res.status).toBe(303);
    expect(sent.res.headers.get('location')).toBe('/auth');
    expect(decodeURIComponent(sent.value('bz_auth_form_msg')!)).toContain('شماره موبایل');
    expect(sent.value('bz_auth_form')).toBeUndefined();
  });

  it('sends the code, says a wrong one, signs in with the right one (a new number registers) and goes back where the shopper was', async () => {
    const mobile = newMobile();
    const sent = await post('/auth/send', `mobile=${encodeURIComponent('۰' + mobile.slice(1))}&back=${encodeURIComponent('/cart?checkout=1')}`);
    expect(sent.res.status).toBe(303);
    expect(sent.res.headers.get('location')).toBe('/auth');
    const state = sent.cookies.find((c) => c.startsWith('bz_auth_form='))!;
    expect(state).toContain('HttpOnly');
    expect(state).toContain('Path=/auth');
    expect(state).not.toContain(await lastCode(mobile));

    const wrong = await post('/auth/verify', 'code=000000', sent.jar);
    expect(wrong.res.headers.get('location')).toBe('/auth');
    expect(decodeURIComponent(wrong.value('bz_auth_form_msg')!)).toBe('کد وارد شده صحیح نیست');
    expect(wrong.value('bz_session')).toBeUndefined();

    const right = await post('/auth/verify', `code=${await lastCode(mobile)}`, sent.jar);
    expect(right.res.status).toBe(303);
    expect(right.res.headers.get('location')).toBe('/cart?checkout=1');
    expect(right.value('bz_session')).toBeTruthy();
    expect(right.value('bz_auth_form')).toBe('');
    expect((await t.db.select().from(users).where(eq(users.mobile, mobile))).length).toBe(1);

    // The code is used up: posting it again signs nobody in.
    const again = await post('/auth/verify', `code=${await lastCode(mobile)}`, sent.jar);
    expect(again.value('bz_session')).toBeUndefined();
  });

  it('never goes to another site afterwards, and asks for the number again when the step has expired', async () => {
    const mobile = newMobile();
    const sent = await post('/auth/send', `mobile=${mobile}&back=${encodeURIComponent('//evil.example/x')}`);
    const right = await post('/auth/verify', `code=${await lastCode(mobile)}`, sent.jar);
    expect(right.res.headers.get('location')).toBe('/auth/continue');
    const lost = await post('/auth/verify', 'code=123456');
    expect(lost.res.headers.get('location')).toBe('/auth');
    expect(decodeURIComponent(lost.value('bz_auth_form_msg')!)).toContain('شماره موبایل را دوباره وارد کنید');
  });

  it('refuses a post another site’s page made', async () => {
    const sent = await post('/auth/send', `mobile=${newMobile()}`, '', { 'Sec-Fetch-Site': 'cross-site' });
    expect(sent.res.status).toBe(403);
  });
});
