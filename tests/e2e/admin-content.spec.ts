import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * The back office's content screens: the content editor rewrites a FAQ
 * answer and the shop's /faq shows it on the next request (the cached page was purged);
 * an emptied question is refused beside its field and nothing changes. Plain forms.
 *
 * The content editor signs in on the phone project only: a code is good once per member.
 */
test('the content editor changes a FAQ answer and /faq shows it', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the content editor signs in once per run (codes are good once)');
  test.slow();
  const question = 'چگونه در بازار سفارش ثبت کنم؟';
  const answer = 'کالا را به سبد بیفزایید، نشانی را بدهید و پرداخت کنید؛ همین.';

  // The page as a shopper sees it first, so a stale cached copy would show below.
  await page.goto('/faq');
  await expect(page.getByText(question)).toBeVisible();

  await openAsStaff(page, DEMO_STAFF.contentEditor, '/admin/content');
  await expect(page.getByRole('heading', { name: 'محتوا', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /پرسش‌های متداول/ }).click();
  await expect(page.getByRole('heading', { name: 'پرسش‌های متداول', level: 1 })).toBeVisible();

  const item = page.getByRole('listitem').filter({ has: page.getByText(question, { exact: true }) });
  await item.getByText(question, { exact: true }).click();
  // Spaces pass the browser's `required`; the server trims them and refuses.
  await item.getByLabel('پرسش').fill('   ');
  await item.getByRole('button', { name: 'ذخیرهٔ پرسش' }).click();
  await expect(item.getByLabel('پرسش')).toHaveAttribute('aria-invalid', 'true');
  await expect(item.getByRole('alert')).toHaveText('این فیلد الزامی است');

  await item.getByLabel('پرسش').fill(question);
  await item.getByLabel('پاسخ').fill(answer);
  await item.getByRole('button', { name: 'ذخیرهٔ پرسش' }).click();
  await expect(page.getByRole('status')).toHaveText('پرسش ذخیره شد.');

  await page.goto('/faq');
  await page.getByText(question, { exact: true }).click();
  await expect(page.getByText(answer)).toBeVisible();
});
