import { expect, test } from './fixtures';
import { toFa } from './pages/outbox';
import { memberWithOrder, OrderPage } from './pages/orders';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * Fulfilment from the back office: a shopper pays an order of two
 * dispatches; an order operator finds it in the queue by its number, packs the first
 * dispatch, sends it with the post's barcode and marks it delivered; the shopper's order
 * page then shows the barcode and the tracking timeline. Both screen sizes.
 */
test('an order operator ships and delivers a dispatch; the shopper sees the timeline', async ({ page, context }) => {
  test.slow(); // an order paid at the bank, then a staff sign-in with its second factor
  const orderId = await memberWithOrder(page, context);
  const faId = toFa(String(orderId));
  const shopper = await context.storageState();
  await context.clearCookies();

  await test.step('the operator finds the order in the queue by its number', async () => {
    await openAsStaff(page, DEMO_STAFF.orderOperator, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' })).toBeVisible();
    await page.getByLabel('شمارهٔ سفارش، موبایل یا نام').fill(faId);
    await page.getByRole('button', { name: 'نمایش' }).click();
    await page
      .getByRole('list', { name: 'سفارش‌ها' })
      .getByRole('link', { name: new RegExp(`^سفارش ${faId}،`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `سفارش ${faId}` })).toBeVisible();
  });

  const barcode = `RR${String(orderId).padStart(9, '0')}IR`;
  await test.step('packs, sends with a barcode, and marks the first dispatch delivered', async () => {
    const first = page.getByRole('region', { name: /^مرسولهٔ / }).first();
    await first.getByRole('button', { name: 'بسته‌بندی شد' }).click();
    await expect(page.getByRole('status')).toHaveText('مرسوله بسته‌بندی شد.');
    await expect(first).toContainText('بسته‌بندی شده');
    // A malformed code is refused beside the field, and nothing moves.
    await first.getByLabel('کد رهگیری پست').fill('<>');
    await first.getByRole('button', { name: 'ارسال شد' }).click();
    await expect(first.getByRole('alert')).toHaveText('کد رهگیری معتبر نیست');
    await first.getByLabel('کد رهگیری پست').fill(barcode);
    await first.getByRole('button', { name: 'ارسال شد' }).click();
    await expect(page.getByRole('status')).toContainText('مرسوله ارسال شد');
    await expect(first).toContainText(barcode);
    await first.getByRole('button', { name: 'تحویل شد' }).click();
    await expect(page.getByRole('status')).toHaveText('تحویل مرسوله ثبت شد.');
    await expect(first.getByRole('list', { name: /^رهگیری مرسولهٔ/ }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'تاریخچهٔ وضعیت' })).toContainText('کارمند فروشگاه');
  });

  await test.step('the shopper sees the barcode and the timeline on their order', async () => {
    await context.clearCookies();
    await context.addCookies(shopper.cookies);
    await page.goto(`/profile/orders/${orderId}`);
    const order = new OrderPage(page);
    const dispatch = order.dispatch(1);
    await expect(order.status(dispatch)).toHaveText(/تحویل شده/);
    await expect(dispatch.locator('[data-barcode]')).toHaveText(barcode);
    await expect(dispatch.getByText('مرسوله به گیرنده تحویل شد')).toBeVisible();
    await expect(dispatch.getByText('مرسوله تحویل پست شد')).toBeVisible();
    await expect(dispatch.getByText('مرسوله بسته‌بندی شد و آمادهٔ ارسال است')).toBeVisible();
    await expect(order.status(order.dispatch(2))).toHaveText(/در حال آماده‌سازی/);
  });
});
