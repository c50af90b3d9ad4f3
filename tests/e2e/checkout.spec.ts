import { expect, test } from './fixtures';
import { CartPage } from './pages/cart';
import { addAddress, fillAddressForm, fillCart, hydrated, newMember, PaymentPage, ShippingPage } from './pages/checkout';
import { toFa } from './pages/outbox';
import { ProfileForm } from './pages/profile';
import { expectToastShown } from './pages/toasts';

/**
 * Checkout (spec sections 1, 2, 4 and 6): a member with a cart and no address
 * goes from the cart through complete-info (only the address is asked: the profile is
 * complete) to /shipping, picks a delivery time for each dispatch, sees the totals and the
 * chosen times on /payment, pays at the sandbox bank and lands on the result with the
 * order number. Also: a full delivery window is shown disabled, and choices that no
 * longer hold send /payment back to /shipping. Each test is a fresh member (SMS codes:
 * one per test).
 */

test('a member with no address checks out from the cart, picks delivery times and pays at the sandbox bank', async ({ page, context }) => {
  test.slow(); // registration, an address, two pages of checkout and the bank
  await newMember(page, context);
  await fillCart(page);
  const cart = new CartPage(page);
  const shipping = new ShippingPage(page);

  await test.step('the cart’s checkout button leads to complete-info, which asks only for the address', async () => {
    await cart.open();
    await cart.summary.getByRole('button', { name: /ادامه فرایند خرید/ }).click();
    await expect(page).toHaveURL(/\/cart\/complete-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'تکمیل اطلاعات برای ثبت سفارش' })).toBeVisible();
    await expect(page.getByText('اطلاعات حساب شما کامل است')).toBeVisible();
    // The profile is complete: its form is not shown again.
    await expect(page.getByLabel('نام', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('کد ملی')).toHaveCount(0);
  });

  await test.step('the first address, then on to /shipping with it chosen', async () => {
    await fillAddressForm(page, 'خیابان انقلاب، کوچه لاله، ساختمان مهر');
    await expect(page).toHaveURL(/\/shipping\?address_id=\d+$/);
    await expect(shipping.address(/کوچه لاله/)).toBeChecked();
  });

  let windows: string[] = [];
  await test.step('every dispatch needs a delivery time before going on', async () => {
    await hydrated(page, shipping.continue);
    await expect(shipping.dispatches.first()).toBeVisible();
    await expect(shipping.continue).toBeDisabled();
    await expect(page.getByText('برای ادامه، زمان ارسال همه مرسوله‌ها را انتخاب کنید.')).toBeVisible();
    // Days are tabs with Persian weekday names and Jalali dates; windows read «۹ تا ۱۲».
    const first = shipping.dispatches.first();
    await expect(shipping.dayTabs(first).first()).toHaveText(/(شنبه|یکشنبه|دوشنبه|سه‌شنبه|چهارشنبه|پنجشنبه|جمعه).*[۰-۹]+ [آ-ی]+/);
    await expect(shipping.windows(first).first()).toHaveAccessibleName(/^[۰-۹]+ تا [۰-۹]+/);
    // Another day shows that day's windows.
    const tabs = shipping.dayTabs(first);
    if ((await tabs.count()) > 1) {
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    }
    windows = await shipping.pickFirstFreeSlots();
    await expect(shipping.continue).toBeEnabled();
  });

  const payment = new PaymentPage(page);
  await test.step('/payment shows the chosen address, delivery times and every total', async () => {
    await shipping.continue.click();
    await expect(page).toHaveURL(/\/payment\?address_id=\d+(&slots\[(fast|seller-\d+)\]=\d+)+$/);
    await expect(page.getByText(/کوچه لاله/)).toBeVisible();
    await expect(payment.chosenSlots).toHaveCount(windows.length);
    for (const [i, w] of windows.entries()) await expect(payment.chosenSlots.nth(i)).toContainText(w);
    await expect(payment.row('مبلغ قابل پرداخت')).toHaveText(/[۰-۹٬]+ تومان/);
    await expect(payment.row('قیمت کالاها (۲)')).toHaveText(/[۰-۹٬]+ تومان/);
    await expect(payment.row('هزینه ارسال')).toHaveText(/([۰-۹٬]+ تومان|رایگان)/);
    await expect(payment.method.getByRole('radio').first()).toBeChecked();
    // No coins yet: the coin option is not offered.
    await expect(page.getByRole('checkbox', { name: /سکه/ })).toHaveCount(0);
  });

  await test.step('«پرداخت» with its answer lost says so; trying again sends the same Idempotency-Key', async () => {
    await hydrated(page, payment.pay);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v10/cart/payment') && r.method() === 'POST') keys.push(r.headers()['idempotency-key'] ?? '');
    });
    // The server places the order, but its answer never reaches the page.
    await page.route(
      '**/v10/cart/payment',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await payment.pay.click();
    await expectToastShown(page, 'پاسخی از سرور دریافت نشد');
    await expect(payment.pay).toBeEnabled();
    // A double tap sends once: the button waits for the answer.
    await payment.pay.dblclick();
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  await test.step('paying at the sandbox bank shows the order number', async () => {
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/callback\/order\/\d+/);
    const orderId = /\/callback\/order\/(\d+)/.exec(page.url())![1]!;
    await expect(page.getByText('پرداخت با موفقیت انجام شد')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(toFa(orderId));
  });
});

test('complete-info asks an incomplete profile first, then the first address, then goes on to /shipping', async ({ page, context }) => {
  test.slow();
  await newMember(page, context, 'empty');
  await fillCart(page, 3);
  const form = new ProfileForm(page);

  await test.step('step 1 of 2: the profile, saved with update-on-order', async () => {
    await page.goto('/cart?checkout=1');
    await expect(page).toHaveURL(/\/cart\/complete-profile$/);
    await expect(page.getByText('مرحله ۱ از ۲: اطلاعات حساب')).toBeVisible();
    // The served form hydrates on the first touch: names typed meanwhile are kept.
    await expect(page.locator('astro-island[ssr]').filter({ has: form.firstName })).toHaveCount(1);
    await form.firstName.fill('نگار');
    await form.lastName.fill('صالحی');
    await hydrated(page, form.firstName);
    await expect(form.firstName).toHaveValue('نگار');
    await expect(form.lastName).toHaveValue('صالحی');
    await form.sex('خانم').check();
    await form.chooseBirthday('۲۲', 'اردیبهشت', '۱۳۶۹');
    await form.nationalCode.fill('۰۰۱۳۵۴۲۴۱۹');
    const saved = page.waitForResponse((r) => r.url().endsWith('/v6/profile/update-on-order') && r.request().method() === 'POST');
    await form.submit('ثبت و ادامه خرید').click();
    expect((await saved).status()).toBe(200);
  });

  await test.step('step 2 of 2: the address; then /shipping with it chosen', async () => {
    await expect(page.getByText('مرحله ۲ از ۲: نشانی تحویل')).toBeVisible();
    await expect(form.firstName).toHaveCount(0);
    await fillAddressForm(page, 'خیابان فاطمی، کوچه نرگس، ساختمان البرز');
    await expect(page).toHaveURL(/\/shipping\?address_id=\d+$/);
    await expect(new ShippingPage(page).address(/کوچه نرگس/)).toBeChecked();
  });

  await test.step('complete-info now goes straight on to /shipping', async () => {
    await page.goto('/cart/complete-profile');
    await expect(page).toHaveURL(/\/shipping$/);
  });
});

test('/shipping tells of price changes; a new address from its dialog brings its own delivery times; a full window is shown disabled', async ({
  page,
  context,
}) => {
  test.slow();
  await newMember(page, context);
  await fillCart(page, 5);
  await addAddress(page, 'خیابان آزادی، کوچه بهار، ساختمان نگین');
  const shipping = new ShippingPage(page);

  await test.step('a price changed since the cart is told at the top', async () => {
    const cart = ((await (await page.request.get('/v10/cart/index')).json()) as { data: { items: { v_id: number; price: number }[] } }).data;
    const item = cart.items[0]!;
    await page.goto('/dev/variety');
    await page.getByLabel('شناسه تنوع (variety)').fill(String(item.v_id));
    await page.getByLabel('قیمت (تومان)').fill(String(Math.round(item.price / 10) - 1000));
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ذخیره شد' })).toBeVisible();
    await page.goto('/shipping');
    const changes = page.getByRole('alert').filter({ hasText: 'از آخرین بار که سبد خرید را دیدید' });
    await expect(changes).toContainText('قیمت این کالا از زمان افزودن به سبد تغییر کرده است');
  });

  await expect(shipping.address(/کوچه بهار/)).toBeChecked();
  await hydrated(page, shipping.continue);
  // The location picker of spec section 2 is on the page.
  await page.getByRole('button', { name: /شهر شما/ }).click();
  await expect(page.getByRole('dialog', { name: 'انتخاب شهر' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'انتخاب شهر' })).toHaveCount(0);

  // A window fills up only through orders (40 places each): here the server's answer for the
  // new address is changed so its first window is full, which is what the picker must show.
  await page.route('**/v10/cart/checkout?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { dispatches: { slots: { full: boolean }[] }[] } };
    for (const d of body.data.dispatches) if (d.slots[0]) d.slots[0].full = true;
    await route.fulfill({ response: res, json: body });
  });
  await shipping.addAddress.click();
  const dialog = page.getByRole('dialog', { name: 'نشانی جدید' });
  await fillAddressForm(dialog, 'خیابان ولیعصر، کوچه یاس، ساختمان آفتاب', 'ثبت نشانی');
  await expect(dialog).toHaveCount(0);
  await expect(shipping.address(/کوچه یاس/)).toBeChecked();
  const first = shipping.dispatches.first();
  const full = shipping.windows(first).first();
  await expect(full).toBeDisabled();
  await expect(full).toHaveAccessibleName(/تکمیل ظرفیت/);
  await expect(shipping.windows(first).nth(1)).toBeEnabled();
  await expect(shipping.continue).toBeDisabled();
});

test('/payment with a missing delivery time goes back to /shipping with the choices kept and a notice', async ({ page, context }) => {
  await newMember(page, context);
  await fillCart(page, 2);
  const address = await addAddress(page);
  const res = await page.request.get(`/payment?address_id=${address}`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`/shipping?address_id=${address}&notice=slots`);
  await page.goto(res.headers().location!);
  await expect(page.getByRole('alert').filter({ hasText: 'زمان ارسال مرسوله‌ها را دوباره انتخاب کنید' })).toBeVisible();
  await expect(new ShippingPage(page).address(/کوچه بهار/)).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/shipping is a plain form: the first day’s windows, on to /payment, which shows the choices', async ({ page, context }) => {
    await newMember(page, context);
    await fillCart(page, 4);
    await addAddress(page, 'خیابان شریعتی، کوچه سرو، ساختمان پارس');
    const shipping = new ShippingPage(page);
    await page.goto('/shipping');
    await expect(shipping.address(/کوچه سرو/)).toBeChecked();
    const windows = await shipping.pickFirstFreeSlots();
    await shipping.continue.click();
    await expect(page).toHaveURL(/\/payment\?address_id=\d+(&slots(\[|%5B)(fast|seller-\d+)(\]|%5D)=\d+)+$/);
    const payment = new PaymentPage(page);
    for (const [i, w] of windows.entries()) await expect(payment.chosenSlots.nth(i)).toContainText(w);
    await expect(payment.row('مبلغ قابل پرداخت')).toHaveText(/[۰-۹٬]+ تومان/);
  });
});
