import { expect, test } from './fixtures';
import { addToGuestCart, CartPage, smallCeilingProducts } from './pages/cart';

/**
 * The cart without JavaScript (the `phone-nojs` project): every action is
 * a plain form that posts, comes back to /cart and says what happened, and the checkout
 * bar leads on without being covered by anything.
 */
test('without JavaScript: +, −, the ceiling, move to the future list and back, remove, then the checkout bar', async ({ page, request }) => {
  test.slow();
  const [first, second] = await smallCeilingProducts(request);
  expect(first && second).toBeTruthy();
  await addToGuestCart(page, [first!, second!]);
  const cart = new CartPage(page);
  await page.goto('/cart');
  const line = cart.line(first!.name);
  const said = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

  await test.step('+ and − post and come back with the new count', async () => {
    await cart.increase(line).click();
    await expect(page).toHaveURL(new RegExp(`/cart#line-${first!.variety_id}$`));
    await said('تعداد کالا به‌روز شد');
    await expect(cart.countOf(line)).toHaveText('۲');
    await cart.decrease(line).click();
    await expect(cart.countOf(line)).toHaveText('۱');
  });

  await test.step('+ is disabled at the per-order ceiling', async () => {
    for (let i = 1; i < first!.maxOrderCount; i++) await cart.increase(line).click();
    await expect(cart.countOf(line)).toHaveText(String(first!.maxOrderCount).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
    await expect(cart.increase(line)).toBeDisabled();
  });

  await test.step('«انتقال به خرید بعدی» and back to the cart', async () => {
    await cart.line(second!.name).getByRole('button', { name: 'انتقال به خرید بعدی' }).click();
    await said('کالا به لیست خرید بعدی منتقل شد');
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.future.getByRole('link', { name: second!.name })).toBeVisible();
    await cart.future.getByRole('button', { name: 'افزودن به سبد' }).click();
    await said('کالا به سبد خرید منتقل شد');
    await expect(cart.lines).toHaveCount(2);
  });

  await test.step('remove a line', async () => {
    await cart
      .line(second!.name)
      .getByRole('button', { name: `حذف ${second!.name} از سبد خرید` })
      .last()
      .click();
    await said('کالا از سبد خرید حذف شد');
    await expect(cart.lines).toHaveCount(1);
  });

  await test.step('the picture link has a name', async () => {
    await expect(line.getByRole('link', { name: `تصویر ${first!.name}` })).toBeVisible();
  });

  await test.step('the checkout bar is on top (nothing covers it) and leads on: a guest signs in first', async () => {
    // Whatever the summary ends with is reachable above the fixed bar.
    const signIn = cart.summary.getByRole('button', { name: 'برای استفاده از کد تخفیف وارد حساب کاربری شوید' });
    await signIn.scrollIntoViewIfNeeded();
    await signIn.click({ trial: true });
    await expect(cart.checkout).toBeInViewport();
    await cart.checkout.click({ trial: true });
    await cart.checkout.click();
    await expect(page).toHaveURL(/\/auth\?back=%2Fcart%3Fcheckout%3D1$/);
  });
});
