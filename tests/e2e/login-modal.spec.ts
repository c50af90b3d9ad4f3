import { expect, test } from './fixtures';
import { CLIENT, signed } from '../auth-helpers';
import { hasUserHint, loginDialog, startModalLogin, steps } from './pages/login';
import { codeNumber, newMobile, smsCount } from './pages/outbox';

/**
 * The header's login modal (spec section 4): trying again within the two
 * minutes goes back to the code already sent, a slow phone still leaves for the next page
 * after signing in, and a number with a password gets no SMS unless the shopper asks.
 */
test.describe('the login modal', () => {
  test('closing the modal and trying again within the two minutes goes back to the code already sent', async ({ page, context }) => {
    test.slow();
    const mobile = newMobile();
    const entry = page.getByRole('link', { name: 'ورود | ثبت‌نام' });
    const dialog = loginDialog(page);
    const modal = steps(dialog);
    const enterMobile = async () => {
      await entry.click();
      await expect(modal.mobile).toBeFocused();
      await modal.mobile.fill(mobile);
      await expect(modal.continue).toBeEnabled();
      await modal.continue.click();
      await expect(modal.code).toBeFocused();
      await expect(modal.timer).toHaveText(/^[۰-۹]{2}:[۰-۹]{2}$/);
      await expect(modal.resend).toBeDisabled();
    };

    await page.goto('/');
    await enterMobile();
    await expect.poll(() => smsCount(context, mobile)).toBe(1);
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(dialog).toBeHidden();

    // The same page, and a new one (the browser forgot everything but the server did not).
    await enterMobile();
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await page.reload();
    await enterMobile();
    await expect(modal.alert('کد قبلی هنوز معتبر است')).toHaveCount(0);
    // No password on this number: no way to one.
    await expect(dialog.getByRole('button', { name: 'ورود با رمز عبور' })).toHaveCount(0);
    expect(await smsCount(context, mobile)).toBe(1);

    await modal.code.fill(await codeNumber(context, mobile, 1));
    // Signed in with an incomplete profile, from a page without a callback: the invitation to complete it
    // (a page load after the modal's history entry is gone; a busy machine stalls pages for ~10 s).
    await expect(page).toHaveURL(/\/profile\/invite-complete-info/, { timeout: 30_000 });
    expect(await hasUserHint(context)).toBe(true);
  });

  test('on a busy phone, signing in from the modal still leaves for the invitation once the modal’s history entry is gone', async ({
    page,
    context,
    isMobile,
  }) => {
    // The same modal and history on every viewport: one run is enough.
    test.skip(isMobile, 'desktop only: the modal and its history are the same on a phone');
    // The browser carries out the modal's history.back() late, as a busy phone does, and the
    // next page is slow to answer: a navigation started before the back lands is cancelled by it.
    await page.addInitScript(() => {
      const back = history.back.bind(history);
      history.back = () => void setTimeout(back, 1500);
    });
    await page.route('**/profile/invite-complete-info**', async (route) => {
      await new Promise((answer) => setTimeout(answer, 2500));
      await route.continue().catch(() => {}); // a cancelled navigation has nobody to answer
    });
    const mobile = newMobile();
    const { modal } = await startModalLogin(page, mobile);
    await expect(modal.code).toBeFocused();
    await modal.code.fill(await codeNumber(context, mobile, 1));
    // The invitation answers 2.5 s late on purpose, on a machine that may itself be stalled.
    await expect(page).toHaveURL(/\/profile\/invite-complete-info\?back=%2F$/, { timeout: 45_000 });
    await expect(page.getByRole('link', { name: 'ورود | ثبت‌نام' })).toHaveCount(0);
  });

  test('a number with a password goes to the password step with no SMS, and may choose a one-time code instead', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    // The same modal on every viewport: one run is enough.
    test.skip(isMobile, 'desktop only: the same modal on a phone');
    test.slow();
    const mobile = newMobile();
    await test.step('an account with a password (registered through the API)', async () => {
      expect((await request.post('/v6/register/register', { data: { ...signed(mobile), password: 'secret123' } })).status()).toBe(200);
      const code = await codeNumber(context, mobile, 1);
      expect((await request.post('/v8/register/validate-code-register', { data: { mobile, code, ...CLIENT } })).status()).toBe(200);
    });

    const { dialog, modal } = await startModalLogin(page, mobile);
    await expect(modal.password).toBeFocused();
    expect(await smsCount(context, mobile)).toBe(1);

    await dialog.getByRole('button', { name: 'ورود با رمز یکبار مصرف' }).click();
    await expect(modal.code).toBeFocused();
    await expect(modal.timer).toHaveText(/^[۰-۹]{2}:[۰-۹]{2}$/);
    await expect(dialog.getByText(/کد تأیید ۶ رقمی به شماره/)).toBeVisible();
    // The way back to the password stays open.
    await expect(dialog.getByRole('button', { name: 'ورود با رمز عبور' })).toBeVisible();
    await modal.code.fill(await codeNumber(context, mobile, 2));
    await expect(page.locator('#toaster').getByText('با موفقیت وارد شدید')).toBeVisible();
    expect(await smsCount(context, mobile)).toBe(2);
  });
});
