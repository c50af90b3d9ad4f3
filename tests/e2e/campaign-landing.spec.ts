import { expect, test } from './fixtures';
import { CartPage } from './pages/cart';
import { addAddress, hydrated, newMember, ShippingPage } from './pages/checkout';

/**
 * A shopper who comes for the season (docs/adr/0027): the demo keeps the Black Friday
 * festival live with double coins. From the home page's campaign band to the landing, a
 * promoted product into the cart, and at checkout the coins the purchase earns, doubled.
 */
test('a shopper lands on the live campaign from the home, adds a promoted product and sees the doubled coins at checkout', async ({ page, context }) => {
  test.slow(); // registration, the landing, the cart and the shipping page
  await newMember(page, context);
  await addAddress(page);

  await test.step('the home page leads to the live festival; the header names it too', async () => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /بلک فرایدی؛ ۵ روز طلایی/ })).toBeVisible();
    await page.getByRole('link', { name: 'رفتن به بلک فرایدی؛ ۵ روز طلایی' }).click();
    await expect(page).toHaveURL(/\/festival$/);
    await expect(page.getByRole('heading', { level: 1, name: 'بلک فرایدی؛ ۵ روز طلایی' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'زمان باقی‌مانده' })).toContainText(/[۰-۹]+ روز و [۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}/);
    await expect(page.getByText('۲ برابر سکه برای هر خرید در این جشنواره')).toBeVisible();
  });

  await test.step('a promoted product goes into the cart from the landing', async () => {
    const products = page.getByRole('region', { name: 'محصولات جشنواره' });
    await expect(products.locator('[data-product-id]').first()).toBeVisible();
    await products.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
  });

  await test.step('checkout counts the purchase’s coins doubled by the festival', async () => {
    const cart = new CartPage(page);
    await cart.open();
    await cart.summary.getByRole('button', { name: /ادامه فرایند خرید/ }).click();
    await expect(page).toHaveURL(/\/shipping/);
    const shipping = new ShippingPage(page);
    await hydrated(page, shipping.continue);
    await expect(shipping.summary.getByText(/[۰-۹٬]+ سکه باشگاه مشتریان با این خرید/)).toBeVisible();
    await expect(shipping.summary.getByText('۲ برابر سکه در جشنواره جمعه سیاه')).toBeVisible();
  });
});
