import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { hasUserHint, steps } from './pages/login';
import { codeNumber, newMobile, toFa } from './pages/outbox';

/**
 * Signing in and registering (spec sections 2, 4, 5 and 8): the /auth page renders the
 * steps inline, the header's «ورود | ثبت‌نام» opens them in a modal. SMS codes are read
 * from /dev/outbox (development only), newest message first.
 * Every send counts against the server's limits (5 codes per number an hour): each test
 * uses fresh numbers (and comes from its own address, tests/e2e/fixtures.ts). The modal's
 * own journeys (a second try, a slow phone, a password account) are in login-modal.spec.ts.
 */

/** /auth hydrates at load: wait for the island before typing. */
async function openAuth(page: Page, path = '/auth') {
  await page.goto(path);
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
}

test.describe('sign in and register', () => {
  test('a new shopper registers in Persian digits, sets a password, completes the profile, logs out and back in with the password', async ({
    page,
    context,
  }) => {
    // A long journey (two codes, a profile, a logout): give it the time a busy machine needs.
    test.slow();
    const mobile = newMobile();
    const password = 'bazaar123';
    const auth = steps(page);

    await test.step('/auth: the registration steps, inline', async () => {
      await openAuth(page);
      await expect(page).toHaveTitle(/^ورود \| ثبت‌نام/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeVisible();
      await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ثبت‌نام' })).toBeVisible();
      await expect(auth.mobile).toBeFocused();
      await expect(auth.mobile).toHaveAttribute('autocomplete', 'tel');
    });

    await test.step('a malformed number is refused next to the field', async () => {
      await auth.mobile.fill('۰۹۱۲۱۲۳');
      await auth.continue.click();
      await expect(auth.alert('شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود')).toBeVisible();
      await expect(auth.mobile).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('the registration code, typed in Persian digits, submits itself', async () => {
      await auth.mobile.fill(toFa(mobile));
      await auth.continue.click();
      await expect(auth.code).toBeFocused();
      await expect(auth.code).toHaveAttribute('inputmode', 'numeric');
      await expect(auth.code).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(page.getByText(/کد تأیید [۰-۹] رقمی به شماره .*۰۹۱۲/)).toBeVisible();
      await expect(auth.timer).toHaveText(/^[۰-۹]{2}:[۰-۹]{2}$/);
      await expect(auth.resend).toBeDisabled();
      await auth.code.fill(toFa(await codeNumber(context, mobile, 1)));
    });

    await test.step('set-password: a second code, the password twice', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'تکمیل اطلاعات' })).toBeVisible();
      await expect(auth.code).toBeFocused();
      await auth.code.fill(await codeNumber(context, mobile, 2));
      await auth.password.fill(password);
      await auth.passwordRepeat.fill(`${password}x`);
      await page.getByRole('button', { name: 'ثبت رمز عبور' }).click();
      await expect(auth.alert('تکرار رمز عبور با رمز عبور یکسان نیست')).toBeVisible();
      await auth.passwordRepeat.fill(password);
      await page.getByRole('button', { name: 'ثبت رمز عبور' }).click();
      await expect(page.locator('#toaster').getByText('رمز عبور با موفقیت ثبت شد')).toBeVisible();
    });

    await test.step('pre-complete-profile → complete-profile (Jalali birthday, national code in Persian digits)', async () => {
      await page.getByRole('button', { name: 'تکمیل اطلاعات' }).click();
      await expect(page.getByLabel('نام', { exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'این فیلد الزامی است' }).first()).toBeVisible();
      await expect(auth.alert('جنسیت را انتخاب کنید')).toBeVisible();

      await page.getByLabel('نام', { exact: true }).fill('سارا');
      await page.getByLabel('نام خانوادگی').fill('کریمی');
      await page.getByLabel('خانم').check();
      await page.getByLabel('روز').selectOption({ label: '۱' });
      await page.getByLabel('ماه').selectOption({ label: 'فروردین' });
      await page.getByLabel('سال').selectOption({ label: '۱۳۷۰' });
      await page.getByLabel('کد ملی').fill('۱۲۳۴۵۶۷۸۹۰');
      await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
      await expect(auth.alert('کد ملی معتبر نیست')).toBeVisible();
      await page.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
      await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
      await expect(page.getByText('اطلاعات حساب شما با موفقیت ثبت شد')).toBeVisible();
    });

    await test.step('«ادامه» on /auth goes to the profile, signed in', async () => {
      await auth.continue.click();
      await expect(page).toHaveURL(/\/profile$/);
      expect(await hasUserHint(context)).toBe(true);
      const identity = await (await page.request.get('/v6/profile/identity')).json();
      expect(identity.data).toMatchObject({
        username: mobile,
        first_name: 'سارا',
        last_name: 'کریمی',
        sex: 0,
        birthday: '1991-03-21',
        nationalCode: '0499370899',
        isForeign: false,
        isCompleteRegister: true,
        hasPass: true,
      });
    });

    await test.step('logs out', async () => {
      await page.goto('/');
      const status = await page.evaluate(async () => (await fetch('/v6/user/logout', { method: 'POST' })).status);
      expect(status).toBe(200);
      expect(await hasUserHint(context)).toBe(false);
      expect((await page.request.get('/v6/profile/identity')).status()).toBe(401);
    });

    await test.step('logs back in with the password, from the header’s modal', async () => {
      await page.reload();
      await page.getByRole('link', { name: 'ورود | ثبت‌نام' }).click();
      const dialog = page.getByRole('dialog', { name: 'ورود به حساب کاربری' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const modal = steps(dialog);
      await expect(modal.mobile).toBeFocused();
      await modal.mobile.fill(mobile);
      await modal.continue.click();
      await expect(modal.password).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'ورود با رمز یکبار مصرف' })).toBeVisible();

      await modal.password.fill('not-my-password1');
      await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
      await expect(modal.alert('شماره موبایل یا رمز عبور اشتباه است')).toBeVisible();

      await modal.password.fill(password);
      await dialog.getByRole('button', { name: 'ورود', exact: true }).click();
      // Spec section 4: no callback, a complete profile → a soft reload, then the toast.
      await expect(page.locator('#toaster').getByText('با موفقیت وارد شدید')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The header's entry is now the account menu's button, named after the shopper.
      await expect(page.getByRole('button', { name: 'حساب کاربری: سارا' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ورود | ثبت‌نام' })).toHaveCount(0);
    });
  });

  test('an unknown number signs in with a code (code login registers it) and may complete the profile later', async ({ page, context }) => {
    const mobile = newMobile();
    const auth = steps(page);
    await openAuth(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeVisible();
    await auth.mobile.fill(toFa(mobile));
    await auth.continue.click();
    // No password yet: straight to the code, with no switch to a password.
    await expect(auth.code).toBeFocused();
    await expect(page.getByRole('button', { name: 'ورود با رمز عبور' })).toHaveCount(0);

    const code = await codeNumber(context, mobile, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    await auth.code.fill(wrong);
    await expect(auth.alert('کد وارد شده صحیح نیست')).toBeVisible();
    await auth.code.fill(code);

    await expect(page.getByRole('heading', { level: 1, name: 'تکمیل اطلاعات' })).toBeVisible();
    await page.getByRole('button', { name: 'بعداً' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await hasUserHint(context)).toBe(true);
  });

  test('the back button closes the login modal and stays on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'ورود | ثبت‌نام' }).click();
    const dialog = page.getByRole('dialog', { name: 'ورود به حساب کاربری' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Reopening starts at the first step again.
    await page.getByRole('link', { name: 'ورود | ثبت‌نام' }).click();
    await expect(steps(dialog).mobile).toBeFocused();
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('sign in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest signs in by SMS code with plain forms: a wrong code is said beside the field, the right one signs in', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'ورود | ثبت‌نام' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeVisible();
    expect(await page.content()).not.toContain('جاوااسکریپت');
    await page.getByLabel('شماره موبایل').fill('0912');
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page.getByRole('alert')).toContainText('شماره موبایل');
    const mobile = newMobile();
    await page.getByLabel('شماره موبایل').fill(toFa(mobile));
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(`به شماره`)).toBeVisible();
    const code = await codeNumber(context, mobile, 1);
    await page.getByLabel('کد تأیید').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page.getByRole('alert')).toHaveText('کد وارد شده صحیح نیست');
    await page.getByLabel('کد تأیید').fill(toFa(code));
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.locator('a[data-account-entry]')).toBeVisible();
  });

  test('the header entry takes a signed-in shopper to the profile, not back home', async ({ page, context, baseURL }) => {
    const res = await page.request.post('/v6/register/login-by-password', {
      data: { mobile: '09120000001', password: 'bazaar123', client_id: 'retail-web', client_secret: 'retail-web-secret' },
    });
    expect(res.status()).toBe(200);
    const session = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('bz_session='))!;
    await context.addCookies([{ name: 'bz_session', value: session.value.split(';')[0]!.slice('bz_session='.length), url: baseURL! }]);
    await page.goto('/');
    await page.locator('a[data-account-entry]').click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
