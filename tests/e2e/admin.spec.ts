import { expect, test } from './fixtures';
import { passSecondFactor, signIn } from './pages/staff';

/**
 * The back office's door (docs/adr/0020-back-office-access.md): a staff member signs in like anyone, then
 * gives the code of their authenticator app once per sign-in; the sections they see and
 * may open follow their role, checked by the server. Plain forms: nothing waits for
 * JavaScript. Codes are good once per member, so each project signs in a member of its own.
 */
test('the owner enters the panel with a second factor and reads the audit log', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'each project signs in a staff member of its own (codes are good once)');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await signIn(page, '09120000011');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  await page.getByLabel('کد ۶ رقمی برنامهٔ احراز هویت').fill('۰۰۰۰۰۰');
  await page.getByRole('button', { name: 'ورود به پنل' }).click();
  await expect(page.getByRole('alert')).toContainText('کد وارد شده درست نیست');
  await passSecondFactor(page);
  await expect(page.getByRole('heading', { name: 'پنل مدیریت' })).toBeVisible();
  await expect(page.getByText('نقش شما: مدیر فروشگاه')).toBeVisible();
  await page.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'گزارش فعالیت‌ها' }).click();
  await expect(page.getByRole('heading', { name: 'گزارش فعالیت‌ها' })).toBeVisible();
  // Other journeys' staff sign in meanwhile: the owner's own entry is among the newest.
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'second-factor.passed' }).filter({ hasText: 'بهرام نیکو' }).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'در انتظار تصمیم' }).click();
  await expect(page.getByRole('heading', { name: 'در انتظار تصمیم' })).toBeVisible();
  // The seeded payout request of the demo seller: approved with the bank transfer's reference.
  const payout = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /برای علی رضایی$/ }) });
  await expect(payout).toContainText('برداشت به حساب بانکی');
  await payout.getByLabel('شمارهٔ پیگیری واریز').fill('140509061234');
  await payout.getByRole('button', { name: 'تأیید' }).click();
  await expect(page.getByRole('status')).toHaveText('تأیید شد.');
  // Decided cases leave the inbox; the demo's held reviews and questions still wait there.
  await expect(payout).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'نظر کاربر دربارهٔ کالا' }).first()).toBeVisible();
});

test('an order operator sees only their sections; every other screen is refused', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'each project signs in a staff member of its own (codes are good once)');
  await signIn(page, '09120000012');
  await page.goto('/admin');
  await passSecondFactor(page);
  await expect(page.getByText('نقش شما: کارشناس سفارش‌ها')).toBeVisible();
  await expect(page.getByRole('link', { name: 'گزارش فعالیت‌ها' })).toHaveCount(0);
  // Every screen of another role answers 403 with the refusal and nothing of the screen's data.
  for (const path of [
    '/admin/audit',
    '/admin/catalog?q=1',
    '/admin/catalog/bulk',
    '/admin/promotions',
    '/admin/products',
    '/admin/content',
    '/admin/staff',
    '/admin/decisions',
    '/admin/login-as',
  ]) {
    const refused = await page.goto(path);
    expect(refused?.status(), path).toBe(403);
    await expect(page.getByRole('alert')).toHaveText('شما به این بخش دسترسی ندارید');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator('main form')).toHaveCount(0);
  }
});

test('a shopper is refused at the door', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'once is enough');
  await signIn(page, '09120000001');
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('alert')).toHaveText('شما به این بخش دسترسی ندارید');
});

test('a call-center operator finds a customer by mobile, acts as them with a reason, and comes back', async ({ page }, info) => {
  // Both sizes; each acts as a customer of its own (the operator's recent list is shared).
  const customer = info.project.name === 'phone' ? { mobile: '۰۹۱۲۰۰۰۰۰۰۵', name: 'نگار صالحی' } : { mobile: '۰۹۱۲۰۰۰۰۰۰۱', name: 'سارا محمدی' };
  await signIn(page, '09120000014');
  await page.goto('/admin');
  await passSecondFactor(page);
  await page.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'ورود به‌جای مشتری' }).click();
  await expect(page.getByRole('heading', { name: 'ورود به‌جای مشتری' })).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('موبایل مشتری').fill(customer.mobile);
  await search.getByRole('button', { name: 'جست‌وجو' }).click();
  await expect(page.getByText(`مشتری: ${customer.name}`)).toBeVisible();
  await page.getByLabel('دلیل ورود به‌جای مشتری').fill('کم');
  await page.getByRole('button', { name: 'ورود به‌جای این مشتری' }).click();
  await expect(page.getByRole('alert')).toHaveText('دلیل را دست‌کم در ۵ نویسه بنویسید');
  await page.getByLabel('دلیل ورود به‌جای مشتری').fill('پیگیری تماس دربارهٔ سفارش');
  await page.getByRole('button', { name: 'ورود به‌جای این مشتری' }).click();

  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('status').filter({ hasText: 'ورود به‌جای کاربر' });
  await expect(banner).toContainText(customer.name);
  // Money and identity stay the customer's own: adding a bank account while acting is refused and nothing is saved.
  await page.goto('/profile/paybuy/bank-account');
  const accounts = await page.getByRole('main').getByText('بانک پارسیان').count();
  await page.getByLabel('شماره شبا').fill('IR820540102680020817909002');
  await page.getByRole('button', { name: 'ثبت حساب بانکی' }).click();
  await expect(page.getByRole('alert')).toContainText('در حالت ورود به‌جای مشتری، ثبت حساب بانکی و درخواست برداشت ممکن نیست');
  await page.goto('/profile/paybuy/bank-account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('بانک پارسیان')).toHaveCount(accounts);
  await page.goto('/');
  // Leaving ends the acted session, then the page goes home by itself: wait for that before moving on.
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/v6/user/logout'));
  await page.getByRole('button', { name: 'بازگشت به حساب خودم' }).click();
  await loggedOut;
  await expect(banner).toBeHidden();
  await page.waitForLoadState('load');
  await page.goto('/admin/login-as');
  await expect(page.getByRole('heading', { name: 'ورود به‌جای مشتری' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: customer.name }).first()).toContainText('پیگیری تماس دربارهٔ سفارش');
  // Another site's page cannot post the form with the operator's session.
  const forged = await page.request.post('/admin/login-as', {
    form: { user_id: '1', reason: 'فرم جعلی از سایت دیگر' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: 'فرم جعلی' })).toHaveCount(0);
});
