import { expect, test } from './fixtures';
import { steps } from './pages/login';

/**
 * Numbers typed on a Latin keyboard show in Persian digits: the mobile on
 * /auth reads «۰۹۱۲…» as it is typed, and still signs the shopper in (the rules accept both).
 */
test('the mobile typed in Latin digits shows in Persian digits and still signs in', async ({ page }, info) => {
  // A demo account per project, as other journeys do, so the two runs never share one.
  const mobile = info.project.name === 'phone' ? '09120000001' : '09120000004';
  const shown = mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  await page.goto('/auth');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  const auth = steps(page);
  await auth.mobile.pressSequentially(mobile);
  await expect(auth.mobile).toHaveValue(shown);
  await auth.continue.click();
  await expect(auth.password).toBeVisible();
  await auth.password.fill('bazaar123');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/profile/);
});
