import { existsSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { lastCode } from '#tests/auth-helpers.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { rowsOf } from '#server/db/rows.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { recordVisit } from '#modules/catalog/product/views.ts';
import { pageVerdict } from '#modules/staff/acting/pages.ts';
import { issueLogin } from '../auth/tokens.ts';
import { emailVerifications, users } from '../schema.ts';
import { FOOTER_ACCOUNT_LINKS, PROFILE_MENU } from '../components/profile-links.ts';
import { NATIONAL_CODE_WHILE_ACTING } from './save.ts';
import { PROFILE_MESSAGES } from './validation.ts';

/**
 * The account's profile pages rendered in-process (/profile, account, edit-profile,
 * settings, change-mobile, revert-mobile, verify-email, recent-visits,
 * success-complete-info), their plain forms posted as a browser would, and every profile
 * link of the menu, header and footer checked against the pages that exist. Named
 * `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
beforeEach(async () => setLimitStore(await freshLimitStore()));

const OPERATOR = '09120000003';
/** Pages other screens build at the same time; the menu links them already. */
const BUILT_ELSEWHERE = new Set(['/profile/orders/return-requests', '/profile/edit-legal-info', '/profile/documents']);

async function signedIn(userId: number, actor: number | null = null) {
  const login = await issueLogin(t.db, userId, 'retail-web', actor);
  return { Cookie: `bz_session=${login.web}` };
}

async function shopper() {
  const s = await makeShopper(t.db);
  return { ...s, cookie: await signedIn(s.userId) };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

const get = (file: string, url: string, headers: Record<string, string> = {}) => pages.render(file, url, { headers });
const post = (file: string, url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  pages.render(file, url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/** The file under src/pages a path is served by, if any (static pages only: the profile has no dynamic ones linked). */
function pageFileOf(path: string): string | null {
  const base = `src/pages${path === '/' ? '/index' : path}`;
  for (const file of [`${base}.astro`, `${base}/index.astro`, `${base}.ts`]) if (existsSync(file)) return file;
  return null;
}

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"#?]*)/g)].map((m) => m[1]!);

describe('every profile link leads to a page', () => {
  it('the menu, the header’s account menu and the footer link only to pages that exist (or are being built)', async () => {
    const s = await shopper();
    const html = await (await get('profile/index.astro', '/profile', s.cookie)).text();
    const menu = /<nav aria-label="بخش‌های حساب کاربری"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const menuHrefs = hrefsIn(menu);
    expect(menuHrefs).toEqual(PROFILE_MENU.flatMap((g) => g.links.map((l) => l.href)));
    const profileHrefs = new Set([...hrefsIn(html).filter((h) => h.startsWith('/profile') || h === '/invite-friends'), ...menuHrefs]);
    for (const l of FOOTER_ACCOUNT_LINKS) expect(profileHrefs, l.href).toContain(l.href);
    // The header's account menu.
    for (const href of ['/profile/orders', '/profile/paybuy', '/profile/wish-list', '/profile']) expect(profileHrefs).toContain(href);
    const missing = [...profileHrefs].filter((href) => !pageFileOf(href) && !BUILT_ELSEWHERE.has(href));
    expect(missing).toEqual([]);
    for (const href of ['/profile/account', '/profile/edit-profile', '/profile/settings', '/profile/change-mobile', '/profile/recent-visits']) {
      expect(menuHrefs, href).toContain(href);
    }
    expect(menu).toContain('data-sign-out');
  });
});

describe('an operator acting as the customer', () => {
  it('may post the profile, settings and recent-visits forms, never the mobile, its revert or the email confirmation', () => {
    for (const path of ['/profile/edit-profile', '/profile/settings', '/profile/recent-visits']) expect(pageVerdict('POST', path).allowed, path).toBe(true);
    for (const path of ['/profile/change-mobile', '/profile/revert-mobile', '/profile/verify-email'])
      expect(pageVerdict('POST', path).allowed, path).toBe(false);
  });
});

describe('a guest', () => {
  it('is sent to sign in from the personal pages, and may open the revert and email-confirmation pages', async () => {
    for (const [file, url] of [
      ['profile/index.astro', '/profile'],
      ['profile/account.astro', '/profile/account'],
      ['profile/edit-profile.astro', '/profile/edit-profile'],
      ['profile/settings.astro', '/profile/settings'],
      ['profile/change-mobile.astro', '/profile/change-mobile'],
      ['profile/recent-visits.astro', '/profile/recent-visits'],
      ['profile/success-complete-info.astro', '/profile/success-complete-info'],
    ] as const) {
      const res = await get(file, url);
      expect(res.status, url).toBeGreaterThanOrEqual(300);
      expect(res.status, url).toBeLessThan(400);
      expect(res.headers.get('location'), url).toBe('/auth');
    }
    const revert = await get('profile/revert-mobile.astro', '/profile/revert-mobile');
    expect(revert.status).toBe(200);
    expect(await revert.text()).toContain('شماره موبایل قبلی حساب');
    expect((await get('profile/verify-email.astro', '/profile/verify-email?token=' + 'a'.repeat(43))).status).toBe(200);
  });
});

describe('/profile', () => {
  it('greets the shopper and shows orders in progress, wallet, coins, club and the menu; never cached', async () => {
    const order = await twoDispatchOrder(t);
    const cookie = await signedIn(order.shopper.userId);
    const res = await get('profile/index.astro', '/profile', cookie);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('سلام سارا، خوش آمدید!');
    expect(html).toContain('سفارش‌های در حال انجام');
    expect(html).toContain('data-in-progress-count="1"');
    expect(html).toContain(`href="/profile/orders/${order.orderId}"`);
    expect(html).toContain('در حال پردازش');
    expect(html).toContain('aria-label="کیف پول (۰ تومان)"');
    expect(html).toContain('سکه‌های من (');
    expect(html).toContain('هنوز به سطح اول نرسیده‌اید');
    expect(html).toContain('۱ سفارش دیگر تا عضو برنزی');
    expect(html).toContain('aria-label="بخش‌های حساب کاربری"');
  });

  it('shows another shopper’s orders never', async () => {
    const order = await twoDispatchOrder(t);
    const other = await shopper();
    const html = await (await get('profile/index.astro', '/profile', other.cookie)).text();
    expect(html).not.toContain(`/profile/orders/${order.orderId}"`);
    expect(html).toContain('سفارشی در حال پردازش ندارید.');
  });
});

describe('/profile/account', () => {
  it('shows the name, mobile, masked national code, Jalali birthday and the email with its state', async () => {
    const s = await shopper();
    await t.db.update(users).set({ email: 'sara@example.com', emailVerifiedAt: null }).where(eq(users.id, s.userId));
    let html = await (await get('profile/account.astro', '/profile/account', s.cookie)).text();
    expect(html).toContain('سارا محمدی');
    expect(html).toContain('۰۰۱*****۱۹');
    expect(html).not.toContain('0013542419');
    expect(html).toContain('۱۱ دی ۱۳۶۸'); // 1990-01-01
    expect(html).toContain('sara@example.com');
    expect(html).toContain('data-email-verified="no"');
    expect(html).toContain('href="/profile/edit-profile"');
    expect(html).toContain('href="/profile/change-mobile"');
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, s.userId));
    html = await (await get('profile/account.astro', '/profile/account?done=profile', s.cookie)).text();
    expect(html).toContain('data-email-verified="yes"');
    expect(html).toContain('اطلاعات شما با موفقیت ثبت شد');
  });
});

describe('/profile/edit-profile', () => {
  const valid = {
    first_name: 'مریم',
    last_name: 'کاظمی',
    sex: '0',
    birth_day: '1',
    birth_month: '1',
    birth_year: '1370',
    national_code: '0499370899',
    email: '',
  };

  it('starts from the account and saves a valid form, then sends the shopper to their account (303)', async () => {
    const s = await shopper();
    const form = await (await get('profile/edit-profile.astro', '/profile/edit-profile', s.cookie)).text();
    expect(form).toMatch(/name="first_name"[^>]*value="سارا"/);
    expect(form).toMatch(/<option value="1368" selected/);
    const res = await post('profile/edit-profile.astro', '/profile/edit-profile', valid, s.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/profile/account?done=profile');
    expect(await userRow(s.userId)).toMatchObject({ firstName: 'مریم', lastName: 'کاظمی', sex: 0, birthday: '1991-03-21', nationalCode: '0499370899' });
  });

  it('answers 422 with Persian messages beside the fields, keeping what was typed', async () => {
    const s = await shopper();
    const res = await post(
      'profile/edit-profile.astro',
      '/profile/edit-profile',
      { ...valid, first_name: 'م', national_code: '1234567890', birth_day: '' },
      s.cookie,
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('حداقل طول متن کافی نیست');
    expect(html).toContain('کد ملی معتبر نیست');
    expect(html).toContain('این فیلد الزامی است');
    expect(html).toMatch(/name="last_name"[^>]*value="کاظمی"/);
    expect((await userRow(s.userId)).firstName).toBe('سارا');
    const bad = await post('profile/edit-profile.astro', '/profile/edit-profile', { ...valid, email: 'nope' }, s.cookie);
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('ایمیل وارد شده معتبر نیست');
  });

  it('saves a new email unconfirmed and mails a link; «ارسال دوباره» mails another', async () => {
    const s = await shopper();
    await t.db.update(users).set({ email: 'old@example.com', emailVerifiedAt: new Date() }).where(eq(users.id, s.userId));
    const res = await post('profile/edit-profile.astro', '/profile/edit-profile', { ...valid, email: 'new@example.com' }, s.cookie);
    expect(res.headers.get('location')).toBe('/profile/account?done=email');
    expect(await userRow(s.userId)).toMatchObject({ email: 'new@example.com', emailVerifiedAt: null });
    const mails = () => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, 'new@example.com'));
    expect(await mails()).toHaveLength(1);
    const page = await (await get('profile/edit-profile.astro', '/profile/edit-profile', s.cookie)).text();
    expect(page).toContain('ارسال دوباره پیوند تأیید');
    const again = await post('profile/edit-profile.astro', '/profile/edit-profile', { action: 'email-link' }, s.cookie);
    expect(again.headers.get('location')).toBe('/profile/edit-profile?sent=1#email');
    expect(await mails()).toHaveLength(2);
  });

  it('keeps the national code and the email out of an acting operator’s hands', async () => {
    const s = await shopper();
    const [op] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, OPERATOR));
    const acting = await signedIn(s.userId, op!.id);
    const form = await (await get('profile/edit-profile.astro', '/profile/edit-profile', acting)).text();
    expect(form).toContain('data-national-code-locked');
    expect(form).not.toContain('name="national_code"');
    // The names change; the national code posted anyway is ignored.
    const ok = await post('profile/edit-profile.astro', '/profile/edit-profile', { ...valid, national_code: '0499370899', email: '' }, acting);
    expect(ok.status).toBe(303);
    expect(await userRow(s.userId)).toMatchObject({ firstName: 'مریم', nationalCode: '0013542419' });
    const email = await post('profile/edit-profile.astro', '/profile/edit-profile', { ...valid, email: 'op@example.com' }, acting);
    expect(email.status).toBe(422);
    expect(await email.text()).toContain(PROFILE_MESSAGES.emailWhileActing);
    expect((await userRow(s.userId)).email).toBeNull();
    expect(NATIONAL_CODE_WHILE_ACTING).toContain('کد ملی');
  });
});

describe('/profile/settings', () => {
  it('turns the price-drop SMS on with a ticked box and off with none (303 back with a message)', async () => {
    const s = await shopper();
    const page = await (await get('profile/settings.astro', '/profile/settings', s.cookie)).text();
    expect(page).toContain('کاهش قیمت کالاهای علاقه‌مندی را با پیامک به من خبر بده');
    const on = await post('profile/settings.astro', '/profile/settings', { send_sms_on_product_price_reduction: '1' }, s.cookie);
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/profile/settings?saved=1');
    expect((await userRow(s.userId)).sendSmsOnPriceReduction).toBe(true);
    await post('profile/settings.astro', '/profile/settings', {}, s.cookie);
    expect((await userRow(s.userId)).sendSmsOnPriceReduction).toBe(false);
    expect(await (await get('profile/settings.astro', '/profile/settings?saved=1', s.cookie)).text()).toContain('تنظیمات اطلاع‌رسانی ذخیره شد');
  });
});

describe('/profile/change-mobile', () => {
  it('sends a code to the new number (how long it lives, its length), then the code makes it the account’s', async () => {
    const s = await shopper();
    const newMobile = `0938${String(process.pid % 1000).padStart(3, '0')}7001`;
    const step1 = await post('profile/change-mobile.astro', '/profile/change-mobile', { action: 'send', mobile: newMobile }, s.cookie);
    expect(step1.status).toBe(200);
    const html = await step1.text();
    expect(html).toContain('data-step="2"');
    expect(html).toContain('کد ۶ رقمی');
    expect(html).toContain('data-remain="120"');
    expect(html).toContain(`name="mobile" value="${newMobile}"`);

    const wrong = await post('profile/change-mobile.astro', '/profile/change-mobile', { action: 'verify', mobile: newMobile, code: '000000' }, s.cookie);
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('کد وارد شده صحیح نیست');

    const code = await lastCode(t.db, newMobile);
    const done = await post('profile/change-mobile.astro', '/profile/change-mobile', { action: 'verify', mobile: newMobile, code }, s.cookie);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/profile/account?done=mobile');
    expect(await userRow(s.userId)).toMatchObject({ mobile: newMobile, username: newMobile });
  });

  it('answers 422 in Persian for a malformed or taken number, staying on step 1', async () => {
    const s = await shopper();
    const bad = await post('profile/change-mobile.astro', '/profile/change-mobile', { action: 'send', mobile: '0912' }, s.cookie);
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود');
    expect(html).toContain('data-step="1"');
    const taken = await post('profile/change-mobile.astro', '/profile/change-mobile', { action: 'send', mobile: '09120000001' }, s.cookie);
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain('این شماره موبایل قبلاً ثبت شده است');
  });
});

describe('/profile/revert-mobile', () => {
  async function changedAccount() {
    const s = await shopper();
    const [before] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, s.userId));
    const next = `0938${String(process.pid % 1000).padStart(3, '0')}${String(8000 + s.userId).slice(-4)}`;
    await t.db.update(users).set({ mobile: next, username: next, previousMobile: before!.mobile, mobileChangedAt: new Date() }).where(eq(users.id, s.userId));
    return { ...s, oldMobile: before!.mobile, newMobile: next };
  }

  it('lets a guest take the account back with a code sent to the old number', async () => {
    const s = await changedAccount();
    const step1 = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'send', mobile: s.oldMobile });
    expect(step1.status).toBe(200);
    expect(await step1.text()).toContain('data-code-sent');
    const code = await lastCode(t.db, s.oldMobile);
    const done = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'verify', mobile: s.oldMobile, code });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/profile/revert-mobile?done=1');
    expect(await userRow(s.userId)).toMatchObject({ mobile: s.oldMobile, previousMobile: null });
    // Every session of the account ended.
    expect((await get('profile/account.astro', '/profile/account', s.cookie)).headers.get('location')).toBe('/auth');
    expect(await (await get('profile/revert-mobile.astro', '/profile/revert-mobile?done=1')).text()).toContain('data-reverted');
  });

  it('answers a guest alike for a number with nothing to revert, and 422 in Persian for a malformed one', async () => {
    const nothing = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'send', mobile: '09389999999' });
    expect(nothing.status).toBe(200);
    expect(await nothing.text()).toContain('data-code-sent');
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, '09389999999'))).toHaveLength(0);
    const bad = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'send', mobile: 'abc' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود');
  });

  it('shows a signed-in account its own window (masked) and reverts it without typing the number, ending this session too', async () => {
    const s = await changedAccount();
    const page = await (await get('profile/revert-mobile.astro', '/profile/revert-mobile', s.cookie)).text();
    expect(page).toContain('data-own-window');
    expect(page).not.toContain(s.oldMobile);
    const step1 = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'send', via: 'account' }, s.cookie);
    const html = await step1.text();
    expect(html).toContain('name="via" value="account"');
    expect(html).not.toContain(s.oldMobile);
    const code = await lastCode(t.db, s.oldMobile);
    const done = await post('profile/revert-mobile.astro', '/profile/revert-mobile', { action: 'verify', via: 'account', code }, s.cookie);
    expect(done.status).toBe(303);
    expect(done.headers.getSetCookie().some((c) => c.startsWith('bz_session=;') || /^bz_session=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await userRow(s.userId)).mobile).toBe(s.oldMobile);
  });
});

describe('/profile/verify-email', () => {
  async function mailed(email: string) {
    const s = await shopper();
    await post(
      'profile/edit-profile.astro',
      '/profile/edit-profile',
      { first_name: 'سارا', last_name: 'محمدی', sex: '0', birth_day: '11', birth_month: '10', birth_year: '1368', national_code: '0013542419', email },
      s.cookie,
    );
    const [m] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, email)).orderBy(desc(smsOutbox.id)).limit(1);
    const link = /(https?:\/\/[^\s]+\/profile\/verify-email\?token=([A-Za-z0-9_-]{43}))/.exec(m!.body)!;
    return { ...s, url: new URL(link[1]!).pathname + new URL(link[1]!).search, token: link[2]! };
  }

  it('opening the link confirms nothing; the button’s POST does, once, then lands on a URL without the token', async () => {
    const s = await mailed('verify.me@example.com');
    const opened = await get('profile/verify-email.astro', s.url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const html = await opened.text();
    expect(html).toContain('تأیید ایمیل');
    expect(html).toContain(`name="token" value="${s.token}"`);
    expect(html).toContain('action="/profile/verify-email"');
    expect((await userRow(s.userId)).emailVerifiedAt).toBeNull();

    const done = await post('profile/verify-email.astro', '/profile/verify-email', { token: s.token });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/profile/verify-email?done=1');
    expect((await userRow(s.userId)).emailVerifiedAt).not.toBeNull();
    const [row] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, s.userId));
    expect(row!.consumedAt).not.toBeNull();

    const twice = await post('profile/verify-email.astro', '/profile/verify-email', { token: s.token });
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain(PROFILE_MESSAGES.emailLink);
    expect(await (await get('profile/verify-email.astro', '/profile/verify-email?done=1')).text()).toContain('ایمیل شما تأیید شد.');
  });

  it('says a malformed link is not valid without offering the button', async () => {
    const html = await (await get('profile/verify-email.astro', '/profile/verify-email?token=nope')).text();
    expect(html).toContain(PROFILE_MESSAGES.emailLink);
    expect(html).not.toContain('name="token"');
  });
});

describe('/profile/recent-visits', () => {
  async function activeProductIds(n: number, skip: number): Promise<number[]> {
    return rowsOf(await t.db.execute(sql`select id from products where status = 1 order by id limit ${n} offset ${skip}`)).map((r) => Number(r.id));
  }

  it('lists the products seen, newest first, and removes one or all with plain forms; another shopper’s stay', async () => {
    const [s, other] = [await shopper(), await shopper()];
    const ids = await activeProductIds(3, 20);
    for (const id of ids) await recordVisit(t.db, s.userId, id);
    await recordVisit(t.db, other.userId, ids[0]!);

    const html = await (await get('profile/recent-visits.astro', '/profile/recent-visits', s.cookie)).text();
    const shown = [...html.matchAll(/data-visit="(\d+)"/g)].map((m) => Number(m[1]));
    expect(shown).toEqual([...ids].reverse());
    expect(html).toContain('پاک کردن همه');

    const removed = await post('profile/recent-visits.astro', '/profile/recent-visits', { id: String(ids[2]) }, s.cookie);
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/profile/recent-visits?done=removed');
    const after = await (await get('profile/recent-visits.astro', '/profile/recent-visits?done=removed', s.cookie)).text();
    expect([...after.matchAll(/data-visit="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([ids[1], ids[0]]);
    expect(after).toContain('کالا از بازدیدهای اخیر حذف شد');

    // A product the shopper has not seen (another's visit) is not theirs to remove.
    const notMine = await post('profile/recent-visits.astro', '/profile/recent-visits', { id: String(ids[2]) }, other.cookie);
    expect(notMine.status).toBe(404);
    expect(await notMine.text()).toContain('این کالا در بازدیدهای اخیر شما نیست');

    const cleared = await post('profile/recent-visits.astro', '/profile/recent-visits', { action: 'clear' }, s.cookie);
    expect(cleared.headers.get('location')).toBe('/profile/recent-visits?done=cleared');
    expect(await (await get('profile/recent-visits.astro', '/profile/recent-visits', s.cookie)).text()).toContain('هنوز کالایی ندیده‌اید');
    expect(await (await get('profile/recent-visits.astro', '/profile/recent-visits', other.cookie)).text()).toContain(`data-visit="${ids[0]}"`);
  });
});

describe('/profile/success-complete-info', () => {
  it('confirms the profile was saved and links back to the profile and the shop', async () => {
    const s = await shopper();
    const html = await (await get('profile/success-complete-info.astro', '/profile/success-complete-info?back=%2Fcart', s.cookie)).text();
    expect(html).toContain('اطلاعات شما ثبت شد');
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="/profile"');
    expect(html).toContain('href="/"');
  });
});
