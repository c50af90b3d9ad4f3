import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * The back office's customers screen: the owner finds a customer by mobile
 * (typed in Persian digits) and reads their record, with the way to act as them; a
 * customer who is also staff is shown as such, without it. Plain forms and links.
 *
 * The owner signs in on the desktop project only: admin.spec.ts signs the owner in on the
 * phone project, and a code is good once per member.
 */
test('the owner finds a customer by mobile and reads their record', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the owner signs in once per run here (codes are good once; admin.spec.ts uses the phone project)');
  test.slow();
  await openAsStaff(page, DEMO_STAFF.owner);
  await page.getByRole('navigation', { name: 'بخش‌های پنل' }).getByRole('link', { name: 'مشتریان' }).click();
  await expect(page.getByRole('heading', { name: 'مشتریان', level: 1 })).toBeVisible();

  const search = page.getByRole('search', { name: 'جست‌وجوی مشتری' });
  await search.getByLabel('موبایل، نام یا شمارهٔ سفارش').fill('ک');
  await search.getByRole('button', { name: 'جست‌وجو' }).click();
  await expect(page.getByRole('alert')).toHaveText('موبایل، نام یا شمارهٔ سفارش مشتری را بنویسید');

  await search.getByLabel('موبایل، نام یا شمارهٔ سفارش').fill('۰۹۱۲۰۰۰۰۰۰۱');
  await search.getByRole('button', { name: 'جست‌وجو' }).click();
  const results = page.getByRole('list', { name: /نتیجه‌ها/ });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('link', { name: /سارا محمدی/ }).click();

  await expect(page.getByRole('heading', { name: 'سارا محمدی', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'مشخصات' })).toContainText('۰۹۱۲۰۰۰۰۰۰۱');
  // The demo customer's orders, one in each state (seed/demo-orders.ts).
  const orders = page.getByRole('list', { name: /سفارش‌ها/ });
  await expect(orders.getByRole('listitem')).toHaveCount(6);
  await expect(orders).toContainText('تحویل شده');
  await expect(orders).toContainText('تومان');
  await expect(orders.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/orders\/\d+$/);
  await expect(page.getByRole('region', { name: 'موجودی' })).toContainText('تومان');
  await expect(page.getByRole('region', { name: 'سبد خرید' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'سابقهٔ کارهای کارکنان' })).toBeVisible();
  const actAs = page.getByRole('link', { name: 'ورود به‌جای این مشتری' });
  await expect(actAs).toHaveAttribute('href', '/admin/login-as?mobile=09120000001');

  // A staff member is a customer too: shown, said so, and no way to act as them.
  await page.goto('/admin/customers?q=09120000013');
  await page
    .getByRole('list', { name: /نتیجه‌ها/ })
    .getByRole('link', { name: /کاوه مرادی/ })
    .click();
  await expect(page.getByRole('note')).toContainText('کارمند فروشگاه');
  await expect(page.getByText('سفارشی ثبت نکرده است.')).toBeVisible();
  await expect(page.getByText('سبد خرید خالی است.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ورود به‌جای این مشتری' })).toHaveCount(0);

  const missing = await page.goto('/admin/customers/2000000000');
  expect(missing?.status()).toBe(404);
});
