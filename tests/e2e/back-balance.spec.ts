import { expect, test } from './fixtures';
import { BackBalancePage, BankAccountsPage } from './pages/bank';
import { newMember } from './pages/checkout';
import { memberWithOrder } from './pages/orders';
import { toFa } from './pages/outbox';

/**
 * A refund to a bank account (spec sections 2 and 7): a member whose paid
 * order was cancelled (its money is back in their balance) goes from the profile menu to
 * /profile/back-balance, adds a NEW Sheba account there (typed in Persian digits, a
 * mistyped one refused first with a Persian message), comes back with it chosen, asks for
 * ۱۰٬۰۰۰ toman and sees the request pending and the balance reduced by it. Plain forms: no
 * step waits for JavaScript.
 */
const OURS = { 'X-Client-Id': 'retail-web' };
// A valid Saman Sheba (IRAN.md A4 check digits) nobody else has.
const NEW_SHEBA = 'IR۲۷ ۰۵۶۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۱ ۲۳';
const MISTYPED = 'IR۲۷ ۰۵۶۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۱ ۲۴';

test('a member with a balance adds a new Sheba account and asks for a refund to it', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'phone', 'the journey runs at phone size');
  test.slow(); // registration, an order paid at the bank and cancelled, then the screens
  const orderId = await memberWithOrder(page, context);
  const cancelled = await page.request.post('/v10/order/cancel', { data: { id: orderId, reason_id: 1 }, headers: OURS });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const payout = new BackBalancePage(page);
  const accounts = new BankAccountsPage(page);
  let before = 0;

  await test.step('the profile menu leads to the payout page, which shows the balance and asks for an account first', async () => {
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' }).getByRole('link', { name: 'برداشت به حساب بانکی' }).click();
    await expect(payout.heading).toBeVisible();
    await expect(payout.balance).toHaveText(/^[۰-۹٬]+ تومان$/);
    before = await payout.balanceToman();
    expect(before).toBeGreaterThanOrEqual(10_000);
    await expect(page.getByRole('list', { name: 'فهرست درخواست‌های برداشت' })).toHaveCount(0);
    await expect(page.getByText('هنوز درخواست برداشتی ثبت نکرده‌اید')).toBeVisible();
    await payout.addAccount.click();
  });

  await test.step('a mistyped Sheba is refused with a Persian message; the new one is added', async () => {
    await expect(accounts.heading).toBeVisible();
    await expect(page.getByText('هنوز حساب بانکی ثبت نکرده‌اید')).toBeVisible();
    await accounts.sheba.fill(MISTYPED);
    await accounts.submit.click();
    await expect(accounts.form.getByText('شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید')).toBeVisible();
    await expect(accounts.sheba).toHaveAttribute('aria-invalid', 'true');
    await expect(accounts.sheba).toHaveValue(MISTYPED);
    await accounts.sheba.fill(NEW_SHEBA);
    await accounts.submit.click();
  });

  await test.step('back on the payout page the new account is chosen; ۱۰٬۰۰۰ toman is asked for', async () => {
    await expect(payout.heading).toBeVisible();
    await expect(payout.status('حساب بانکی ثبت شد')).toBeVisible();
    const account = payout.account(/بانک سامان/);
    await expect(account).toBeChecked();
    await expect(account).toHaveAccessibleName(/IR۲۷ ۰۵۶۰ •••• •••• •••• ۰۰۰۱ ۲۳/);
    await payout.amount.fill('۱۰٬۰۰۰');
    await payout.submit.click();
  });

  await test.step('the request shows pending and the balance is reduced by it', async () => {
    await expect(payout.status('درخواست برداشت ثبت شد')).toBeVisible();
    const request = payout.requests.getByRole('article');
    await expect(request).toHaveCount(1);
    await expect(request).toContainText('۱۰٬۰۰۰ تومان');
    await expect(request.locator('[data-state]')).toHaveText('در حال بررسی');
    await expect(request).toContainText('بانک سامان');
    expect(await payout.balanceToman()).toBe(before - 10_000);
    // One request at a time: the form gives way to the reason.
    await expect(payout.form.getByText('یک درخواست برداشت در حال بررسی دارید', { exact: false })).toBeVisible();
    await expect(payout.submit).toHaveCount(0);
  });

  await test.step('the account page lists the new account as the default, with its bank and Sheba', async () => {
    await page.goto('/profile/paybuy/bank-account');
    const card = accounts.card('بانک سامان');
    await expect(card).toBeVisible();
    await expect(card.getByText('پیش‌فرض', { exact: true })).toBeVisible();
    await expect(card).toContainText(toFa('IR27 0560 •••• •••• •••• 0001 23'));
    await expect(card).toContainText('نگار صالحی');
  });
});

test('a member keeps two accounts, makes the second the default and removes the first after confirming', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'phone', 'the journey runs at phone size');
  await newMember(page, context);
  const accounts = new BankAccountsPage(page);
  await page.goto('/profile/paybuy/bank-account');
  await expect(accounts.heading).toBeVisible();

  await test.step('a card of another bank is refused; with its own bank’s card the account is added, the card in groups of 4', async () => {
    await accounts.sheba.fill('۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲');
    await accounts.card_number.fill('6219861034529007');
    await accounts.submit.click();
    await expect(accounts.form.getByText('کارت و شماره شبا باید متعلق به یک بانک باشند')).toBeVisible();
    await accounts.card_number.fill('۶۲۲۱-۰۶۱۰-۱۲۳۴-۵۶۷۶');
    await accounts.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'حساب بانکی ثبت شد' })).toBeVisible();
    const parsian = accounts.card('بانک پارسیان');
    await expect(parsian).toContainText('۶۲۲۱ ۰۶۱۰ ۱۲۳۴ ۵۶۷۶');
    await expect(parsian.getByText('پیش‌فرض', { exact: true })).toBeVisible();
  });

  await test.step('a second account, then made the default', async () => {
    await accounts.sheba.fill('IR55-0570-0220-8001-3447-3701-01');
    await accounts.submit.click();
    const pasargad = accounts.card('بانک پاسارگاد');
    await expect(pasargad).toBeVisible();
    await expect(pasargad.getByText('پیش‌فرض', { exact: true })).toHaveCount(0);
    await pasargad.getByRole('button', { name: 'انتخاب به‌عنوان پیش‌فرض' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'حساب پیش‌فرض تغییر کرد' })).toBeVisible();
    await expect(accounts.card('بانک پاسارگاد').getByText('پیش‌فرض', { exact: true })).toBeVisible();
    await expect(accounts.card('بانک پارسیان').getByText('پیش‌فرض', { exact: true })).toHaveCount(0);
  });

  await test.step('removing asks first; confirmed, the account is gone', async () => {
    await accounts.card('بانک پارسیان').getByRole('link', { name: 'حذف' }).click();
    const parsian = accounts.card('بانک پارسیان');
    await expect(parsian.getByText('حساب بانک پارسیان حذف شود؟')).toBeVisible();
    await parsian.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'حساب بانکی حذف شد' })).toBeVisible();
    await expect(accounts.card('بانک پارسیان')).toHaveCount(0);
    await expect(accounts.list.getByRole('article')).toHaveCount(1);
  });
});
