import { expect, test } from './fixtures';
import { addAddress, fillCart, hydrated, PaymentPage, ShippingPage } from './pages/checkout';

/**
 * The wallet end to end at phone size: the wallet demo shopper (seeded with 30
 * coins and an empty balance, src/app/seed/demo-wallet.ts) tops up the balance at the
 * sandbox bank, then pays an order with coins, the balance and the bank together. One
 * shopper's money, so the phone project alone walks it.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

test('top up at the sandbox bank, then pay an order with coins, the balance and the bank', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'one shopper’s wallet: walked once, at phone size');
  test.slow(); // two trips to the bank and a checkout
  const signIn = await page.request.post('/v6/register/login-by-password', { data: { mobile: '09120000005', password: 'bazaar123', ...CLIENT } });
  expect(signIn.status()).toBe(200);

  await test.step('top up ۵۰٬۰۰۰ toman, typed in Persian digits, at the sandbox bank', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'کیف پول (۰ تومان)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'کیف پول' })).toBeVisible();
    await expect(page.locator('[data-balance]')).toHaveText('۰ تومان');
    await page.getByLabel('مبلغ به تومان').fill('۵۰٬۰۰۰');
    await page.getByRole('button', { name: 'پرداخت و افزایش موجودی' }).click();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/callback\/balance\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'افزایش موجودی موفق' })).toBeVisible();
    await expect(page.locator('[data-balance]')).toHaveText('۵۰٬۰۰۰ تومان');
  });

  await test.step('a refused amount says why, beside the field', async () => {
    await page.goto('/profile/paybuy');
    await page.getByLabel('مبلغ به تومان').fill('۵۰۰');
    await page.getByRole('button', { name: 'پرداخت و افزایش موجودی' }).click();
    await expect(page.getByRole('alert')).toHaveText('حداقل مبلغ افزایش موجودی ۱۰٬۰۰۰ تومان است');
    await expect(page.getByLabel('مبلغ به تومان')).toHaveAttribute('aria-invalid', 'true');
  });

  await fillCart(page, 1);
  await addAddress(page);
  const shipping = new ShippingPage(page);
  await page.goto('/shipping');
  await hydrated(page, shipping.continue);
  await shipping.pickFirstFreeSlots();
  await shipping.continue.click();
  const payment = new PaymentPage(page);
  await hydrated(page, payment.pay);

  await test.step('coins and the balance pay first; the rest goes to the bank', async () => {
    await payment.method.getByRole('checkbox', { name: /استفاده از سکه‌های باشگاه مشتریان/ }).check();
    await payment.method.getByRole('checkbox', { name: /پرداخت از موجودی کیف پول/ }).check();
    const split = page.locator('[data-tender]');
    await expect(split).toContainText('پرداخت با ۳۰ سکه');
    await expect(split).toContainText('پرداخت از کیف پول');
    await expect(split).toContainText('۵۰٬۰۰۰ تومان');
    await payment.pay.click();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/callback\/order\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'پرداخت موفق' })).toBeVisible();
  });

  await test.step('the order tells the money story; the wallet is spent', async () => {
    await page.getByRole('link', { name: 'مشاهده جزئیات سفارش' }).click();
    const story = page.getByRole('region', { name: 'تراکنش‌ها' });
    await expect(story.locator('[data-transaction="coin"]')).toContainText('۳۰ سکه');
    await expect(story.locator('[data-transaction="balance"]')).toContainText('۵۰٬۰۰۰ تومان');
    await expect(story.locator('[data-transaction="payment"]')).toContainText('موفق');
    await page.goto('/profile/paybuy');
    await expect(page.locator('[data-balance]')).toHaveText('۰ تومان');
    await page.getByRole('link', { name: /برداشت از کیف پول/ }).click();
    await expect(page.locator('[data-history] li')).toHaveCount(1);
  });
});
