import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from './auth/tokens.ts';
import { users } from './schema.ts';

/**
 * Checkout's profile step without JavaScript (or before its island wakes), docs/adr/0029:
 * /cart/complete-profile serves one short plain form of only the parts the account lacks,
 * posted to the page itself; a refusal comes back (422) with each Persian message beside its
 * field and what was typed kept; a saved profile goes back to the page (303), which then asks
 * for the address. /profile/complete-info's form posts the same way, asking every part.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const WHY = 'فاکتور سفارش به نام و کد ملی شما صادر می‌شود';
let n = 0;

type Start = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'sex' | 'birthday' | 'nationalCode' | 'isForeign'>>;

/** A signed-in account (web session) with this much profile and no address. */
async function shopper(start: Start = {}) {
  const mobile = `0938${String(process.pid % 1000).padStart(3, '0')}${String(n++).padStart(4, '0')}`;
  const [user] = await t.db
    .insert(users)
    .values({ username: mobile, mobile, ...start })
    .returning({ id: users.id });
  const login = await issueLogin(t.db, user!.id, 'retail-web');
  const headers = { Cookie: `bz_session=${login.web}` };
  const page = (file: string, url: string) => (body?: Record<string, string>) =>
    pages.render(file, url, body ? { method: 'POST', headers: { ...headers, ...FORM }, body: new URLSearchParams(body).toString() } : { headers });
  return {
    id: user!.id,
    checkout: page('cart/complete-profile.astro', '/cart/complete-profile'),
    completeInfo: page('profile/complete-info.astro', '/profile/complete-info?back=%2Fcart'),
  };
}

const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
/** The profile form of a page, as served. */
const profileForm = (html: string) => html.match(/<form[^>]*>(?:(?!<\/form>).)*name="profile_form"(?:(?!<\/form>).)*<\/form>/s)?.[0] ?? '';
const named = (form: string) => [...new Set([...form.matchAll(/<(?:input|select)[^>]*name="([^"]+)"/g)].map((m) => m[1]))];

const good = {
  profile_form: '1',
  first_name: 'نگار',
  last_name: 'صالحی',
  sex: '0',
  birth_day: '22',
  birth_month: '2',
  birth_year: '1369',
  national_code: '۰۰۱۳۵۴۲۴۱۹',
};

describe('/cart/complete-profile: the profile step as a plain form', { timeout: 90_000 }, () => {
  it('serves a new account one form posted to the page, with the five parts, the reason and no script warning', async () => {
    const s = await shopper();
    const res = await s.checkout();
    expect(res.status).toBe(200);
    const html = await res.text();
    const form = profileForm(html);
    expect(form).toMatch(/^<form[^>]*method="post"/);
    expect(form).not.toMatch(/^<form[^>]*action=/);
    expect(named(form)).toEqual(['profile_form', 'first_name', 'last_name', 'sex', 'birth_day', 'birth_month', 'birth_year', 'national_code', 'is_foreign']);
    expect(form).toContain('type="submit"');
    // Served with every day: without JavaScript the list cannot follow the month.
    expect(form.match(/<select[^>]*name="birth_day"[^>]*>(.*?)<\/select>/s)?.[1]).toContain('value="31"');
    expect(html).toContain(WHY);
    expect(html).toContain('مرحله ۱ از ۲');
    expect(html).not.toContain('<noscript');
    expect(html).not.toContain('جاوااسکریپت');
  });

  it('asks only the parts the account lacks', async () => {
    const named_ = await shopper({ firstName: 'علی', lastName: 'رضایی' });
    expect(named(profileForm(await (await named_.checkout()).text()))).toEqual([
      'profile_form',
      'sex',
      'birth_day',
      'birth_month',
      'birth_year',
      'national_code',
      'is_foreign',
    ]);
    const noCode = await shopper({ firstName: 'علی', lastName: 'رضایی', sex: 1, birthday: '1988-10-07' });
    expect(named(profileForm(await (await noCode.checkout()).text()))).toEqual(['profile_form', 'national_code', 'is_foreign']);
  });

  it('refuses bad input with 422 and Persian messages beside the fields, keeping what was typed and saving nothing', async () => {
    const s = await shopper();
    const res = await s.checkout({
      profile_form: '1',
      first_name: 'ن',
      last_name: 'صالحی',
      birth_day: '31',
      birth_month: '7',
      birth_year: '1369',
      national_code: '1234567890',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    const form = profileForm(html);
    expect(form).toMatch(/^<form[^>]*method="post"/);
    for (const message of ['حداقل طول متن کافی نیست', 'جنسیت را انتخاب کنید', 'تاریخ تولد معتبر نیست', 'کد ملی معتبر نیست']) {
      expect(form, message).toMatch(new RegExp(`role="alert"[^>]*>${message}`));
    }
    expect(form).toMatch(/<input[^>]*name="first_name"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="first_name"/);
    expect(form).toMatch(/name="last_name"[^>]*value="صالحی"|value="صالحی"[^>]*name="last_name"/);
    expect(form).toMatch(/<option value="7" selected="">/);
    expect(await row(s.id)).toMatchObject({ firstName: null, lastName: null, nationalCode: null });
  });

  it('saves good input through update-on-order’s rules, answers 303 back to the page, which then asks for the address', async () => {
    const s = await shopper();
    const res = await s.checkout(good);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart/complete-profile');
    expect(res.headers.get('set-cookie')).toContain(`bz_user=${encodeURIComponent('نگار')}`);
    expect(await row(s.id)).toMatchObject({
      firstName: 'نگار',
      lastName: 'صالحی',
      sex: 0,
      birthday: '1990-05-12',
      nationalCode: '0013542419',
      isForeign: false,
    });

    const next = await (await s.checkout()).text();
    expect(profileForm(next)).toBe('');
    expect(next).toContain('نشانی تحویل');
  });

  it('saves only the parts asked, keeping the rest of the account', async () => {
    const s = await shopper({ firstName: 'علی', lastName: 'رضایی', sex: 1, birthday: '1988-10-07' });
    const res = await s.checkout({ profile_form: '1', national_code: '', is_foreign: '1' });
    expect(res.status).toBe(303);
    expect(await row(s.id)).toMatchObject({ firstName: 'علی', sex: 1, birthday: '1988-10-07', isForeign: true, nationalCode: null });
  });

  it('leaves a post that is not the profile form’s to the page', async () => {
    const s = await shopper();
    const res = await s.checkout({ first_name: 'نگار' });
    expect(res.status).toBe(200);
    expect((await row(s.id)).firstName).toBeNull();
  });
});

describe('/profile/complete-info: the same form, every part', { timeout: 90_000 }, () => {
  it('posts to the page: refused with the messages, saved on to the success page', async () => {
    const s = await shopper({ firstName: 'علی', lastName: 'رضایی' });
    const served = profileForm(await (await s.completeInfo()).text());
    expect(named(served)).toEqual(['profile_form', 'first_name', 'last_name', 'sex', 'birth_day', 'birth_month', 'birth_year', 'national_code', 'is_foreign']);

    const refused = await s.completeInfo({ profile_form: '1', first_name: 'علی', last_name: 'رضایی' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('جنسیت را انتخاب کنید');
    expect(html).not.toContain('<noscript');

    const saved = await s.completeInfo({ ...good, first_name: 'علی', last_name: 'رضایی' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/profile/success-complete-info?back=%2Fcart');
    expect(await row(s.id)).toMatchObject({ firstName: 'علی', nationalCode: '0013542419' });
  });
});
