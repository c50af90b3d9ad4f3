import { expect, test } from './fixtures';
import { addToGuestCart, CartPage, smallCeilingProducts } from './pages/cart';
import { codeNumber, newMobile, toFa } from './pages/outbox';

/**
 * Buying with JavaScript off (the `phone-nojs` project): a guest with a cart signs in with an
 * SMS code, completes the profile, adds the first address (the province's cities come with
 * «نمایش شهرها»), picks a delivery time and reaches the bank, every step a plain form.
 */
test('a guest signs in by SMS code, completes the profile, adds an address, picks a slot and reaches the bank', async ({ page, context, request }) => {
  test.slow();
  const [product] = await smallCeilingProducts(request);
  await addToGuestCart(page, [product!]);
  const cart = new CartPage(page);
  await page.goto('/cart');
  await cart.checkout.click();
  await expect(page).toHaveURL(/\/auth\?back=/);

  await test.step('sign in with the code', async () => {
    const mobile = newMobile();
    await page.getByLabel('شماره موبایل').fill(toFa(mobile));
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page.getByLabel('کد تأیید')).toBeVisible();
    await page.getByLabel('کد تأیید').fill(await codeNumber(context, mobile, 1));
    await page.getByRole('button', { name: 'ادامه' }).click();
    await expect(page).toHaveURL(/\/cart\/complete-profile$/);
  });

  await test.step('complete the profile: a refusal says why beside the field, then it goes on', async () => {
    await page.getByLabel('نام', { exact: true }).fill('نگار');
    await page.getByLabel('نام خانوادگی').fill('صالحی');
    await page.getByRole('radio', { name: 'خانم' }).check();
    await page.getByLabel('روز').selectOption({ index: 12 });
    await page.getByLabel('ماه').selectOption({ index: 5 });
    await page.getByLabel('سال').selectOption({ index: 20 });
    await page.getByLabel('کد ملی').fill('۰۰۱۳۵۴۲۴۱۰');
    await page.getByRole('button', { name: 'ثبت و ادامه خرید' }).click();
    await expect(page.getByText('کد ملی معتبر نیست')).toBeVisible();
    await page.getByLabel('کد ملی').fill('۰۰۱۳۵۴۲۴۱۹');
    await page.getByRole('button', { name: 'ثبت و ادامه خرید' }).click();
    await expect(page.getByRole('button', { name: 'ثبت نشانی و ادامه' })).toBeVisible();
  });

  await test.step('add the first address', async () => {
    await page.getByLabel('استان').selectOption({ label: 'تهران' });
    await page.getByRole('button', { name: 'نمایش شهرها' }).click();
    await page.getByLabel('شهر', { exact: true }).selectOption({ label: 'تهران' });
    await page.getByLabel('نشانی', { exact: true }).fill('خیابان آزادی، کوچه بهار، ساختمان نگین');
    await page.getByLabel('پلاک').fill('۱۲');
    await page.getByLabel('کد پستی').fill('۱۴۱۶۹۳۲۷۹۰');
    await page.getByRole('button', { name: 'ثبت نشانی و ادامه' }).click();
    await expect(page).toHaveURL(/\/shipping\?address_id=\d+$/);
  });

  await test.step('pick a delivery time, then pay: the sandbox bank', async () => {
    // The first open time of each dispatch (its radios share a name: slots[<dispatch>]).
    const seen = new Set<string>();
    for (const radio of await page.locator('input[type="radio"][name^="slots["]:not([disabled])').all()) {
      const name = (await radio.getAttribute('name'))!;
      if (seen.has(name)) continue;
      seen.add(name);
      await radio.check();
    }
    expect(seen.size).toBeGreaterThan(0);
    await page.getByRole('button', { name: /ادامه و پرداخت/ }).click();
    await expect(page).toHaveURL(/\/payment\?address_id=\d+/);
    await page.getByRole('button', { name: /^پرداخت/ }).click();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
  });
});
