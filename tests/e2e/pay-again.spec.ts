import { expect, test } from './fixtures';
import { addAddress, fillCart, hydrated, newMember, PaymentPage, ShippingPage } from './pages/checkout';

/**
 * The bank says no: the order stays awaiting payment, the result page says
 * so and offers «پرداخت دوباره», and paying again at the bank completes the same order.
 */
test('the bank’s failure leaves the order awaiting payment, and paying again succeeds', async ({ page, context }) => {
  test.slow(); // registration, checkout and two trips to the bank
  await newMember(page, context);
  await fillCart(page);
  await addAddress(page);
  const shipping = new ShippingPage(page);
  await page.goto('/shipping');
  await hydrated(page, shipping.continue);
  await shipping.pickFirstFreeSlots();
  await shipping.continue.click();
  const payment = new PaymentPage(page);
  await hydrated(page, payment.pay);
  await payment.pay.click();

  await test.step('«خطای بانک» at the bank: not paid, held for the shopper, pay again offered', async () => {
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await page.getByRole('button', { name: 'خطای بانک' }).click();
    await expect(page).toHaveURL(/\/callback\/order\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'پرداخت ناموفق' })).toBeVisible();
    await expect(page.getByText('در انتظار پرداخت', { exact: true })).toBeVisible();
  });

  const orderUrl = page.url();
  await test.step('«پرداخت دوباره» goes back to the bank; paying completes the same order', async () => {
    const again = page.getByRole('button', { name: 'پرداخت دوباره' });
    await hydrated(page, again);
    await again.click();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(orderUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'پرداخت موفق' })).toBeVisible();
    await expect(page.getByText('پرداخت با موفقیت انجام شد و سفارش شما ثبت شد')).toBeVisible();
  });
});
