import type { BrowserContext, Locator, Page } from '@playwright/test';

/** The sign-in steps, inline on /auth or inside the modal. */
export function steps(scope: Page | Locator) {
  return {
    mobile: scope.getByLabel('شماره موبایل'),
    code: scope.getByLabel('کد تأیید'),
    password: scope.getByLabel('رمز عبور', { exact: true }),
    passwordRepeat: scope.getByLabel('تکرار رمز عبور'),
    continue: scope.getByRole('button', { name: 'ادامه', exact: true }),
    resend: scope.getByRole('button', { name: 'ارسال مجدد کد' }),
    timer: scope.getByRole('timer'),
    alert: (text: string | RegExp) => scope.getByRole('alert').filter({ hasText: text }),
  };
}

/** The header's login modal. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'ورود به حساب کاربری' });

/** From the home page: opens the modal from the header and sends this number. */
export async function startModalLogin(page: Page, mobile: string) {
  const dialog = loginDialog(page);
  const modal = steps(dialog);
  await page.goto('/');
  await page.getByRole('link', { name: 'ورود | ثبت‌نام' }).click();
  await modal.mobile.fill(mobile);
  await modal.continue.click();
  return { dialog, modal };
}

/** The readable display cookie the header shows a signed-in shopper's name from. */
export const hasUserHint = async (context: BrowserContext) => (await context.cookies()).some((c) => c.name === 'bz_user' && c.value !== '');
