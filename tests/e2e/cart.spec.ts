import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { addToGuestCart, CartPage } from './pages/cart';
import { expectToastShown } from './pages/toasts';

/**
 * The cart journey (spec sections 2–4): a guest fills a cart from
 * product pages, counts one up to its ceiling (where + is disabled), saves one for
 * later, signs in and finds the cart merged, then applies a discount code.
 *
 * Each project signs in with its own demo account (the suite runs in parallel on one shop),
 * whose cart is emptied first.
 */
const FA = '۰۱۲۳۴۵۶۷۸۹';
const toAscii = (s: string) => s.replace(/[۰-۹]/g, (d) => String(FA.indexOf(d))).replace(/[^0-9]/g, '');

interface Card {
  slug: string;
  name: string;
  maxOrderCount: number;
  variety_id: number;
  price_off: number;
}

/** In-stock products with a small per-order ceiling, cheapest first so codes' minimums do not matter. */
async function products(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/v10/product/index?available=1&per-page=50&sort=price');
  const items = ((await res.json()) as { data: { items: (Card & { status: { can_buy: boolean } })[] } }).data.items;
  return items.filter((c) => c.status.can_buy && c.maxOrderCount <= 5 && c.maxOrderCount >= 2);
}

async function emptyCartOf(request: APIRequestContext, mobile: string) {
  const login = await request.post('/v6/register/login-by-password', {
    data: { mobile, password: 'bazaar123', client_id: 'retail-web', client_secret: 'retail-web-secret' },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { Authorization: `Bearer ${token}` };
  await request.delete('/v10/cart/clear', { headers });
  await request.delete('/v6/future-shopping/clear', { headers });
  await request.delete('/v10/cart/remove-discount', { headers });
}

test('a guest fills the cart, meets the stock limit, saves one for later, signs in, finds it merged and applies a code', async ({ page, request }, info) => {
  const mobile = info.project.name === 'phone' ? '09120000001' : '09120000004';
  await emptyCartOf(request, mobile);
  const [first, second] = await products(request);
  expect(first && second).toBeTruthy();
  const cart = new CartPage(page);

  await test.step('add two products from their pages; the badge follows', async () => {
    for (const [i, product] of [first!, second!].entries()) {
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
      await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`سبد خرید، ${FA[i + 1]} کالا در سبد`) })).toBeVisible();
    }
    // Right after a reload too (the readable hint cookie).
    await page.reload();
    await expect(page.getByRole('link', { name: /سبد خرید، ۲ کالا در سبد/ })).toBeVisible();
  });

  await test.step('+ counts up to the per-order ceiling, keeps focus, then is disabled (no request refused)', async () => {
    await cart.open();
    await expect(cart.lines).toHaveCount(2);
    const line = cart.line(first!.name);
    const plus = cart.increase(line);
    for (let i = 0; i < 12 && (await plus.isEnabled()); i++) {
      const before = (await cart.countOf(line).innerText()).trim();
      await plus.click();
      await expect(cart.countOf(line)).not.toHaveText(before);
      // Keyboard focus stays on the control that was pressed.
      if (await plus.isEnabled()) await expect(plus).toBeFocused();
    }
    await expect(plus).toBeDisabled();
    await expect(line).not.toHaveAttribute('aria-busy', /.*/);
    const last = (await cart.countOf(line).innerText()).trim();
    expect(Number(toAscii(last))).toBeLessThanOrEqual(first!.maxOrderCount);
    expect(await page.evaluate(() => (window as unknown as { __toastsShown: string[] }).__toastsShown.filter((t) => /فقط|حداکثر/.test(t)))).toEqual([]);
    // The server agrees with what the page shows.
    await page.reload();
    await expect(cart.countOf(cart.line(first!.name))).toHaveText(last);
  });

  await test.step('save the second for later', async () => {
    await cart.line(second!.name).getByRole('button', { name: 'انتقال به خرید بعدی' }).click();
    await expect(cart.future.getByRole('link', { name: second!.name })).toBeVisible();
    await expect(cart.lines).toHaveCount(1);
  });

  await test.step('sign in from the cart: the guest cart joins the account', async () => {
    await cart.summary.getByRole('button', { name: 'برای استفاده از کد تخفیف وارد حساب کاربری شوید' }).click();
    const dialog = page.getByRole('dialog', { name: 'ورود به حساب کاربری' });
    await dialog.getByLabel('شماره موبایل').fill(mobile);
    await dialog.getByRole('button', { name: 'ادامه', exact: true }).click();
    await dialog.getByLabel('رمز عبور', { exact: true }).fill('bazaar123');
    await dialog
      .getByRole('button', { name: 'ورود', exact: true })
      .or(dialog.getByRole('button', { name: 'ادامه', exact: true }))
      .first()
      .click();
    await expect(cart.summary.getByLabel('کد تخفیف یا کارت هدیه')).toBeVisible();
    await expect(cart.lines).toHaveCount(1);
    await expect(cart.line(first!.name)).toBeVisible();
    await expect(cart.future.getByRole('link', { name: second!.name })).toBeVisible();
  });

  await test.step('a wrong code is refused in Persian; a good one lowers the payable total', async () => {
    const before = Number(toAscii(await cart.payable.innerText()));
    const code = cart.summary.getByLabel('کد تخفیف یا کارت هدیه');
    await code.fill('NOPE');
    await cart.summary.getByRole('button', { name: 'ثبت کد' }).click();
    await expect(cart.summary.getByRole('alert')).toHaveText('کد تخفیف وارد شده معتبر نیست');
    await code.fill('BAZAAR10');
    await cart.summary.getByRole('button', { name: 'ثبت کد' }).click();
    await expectToastShown(page, 'کد تخفیف با موفقیت اعمال شد');
    await expect(cart.summary.getByText('کد تخفیف BAZAAR10')).toBeVisible();
    await expect.poll(async () => Number(toAscii(await cart.payable.innerText()))).toBeLessThan(before);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the add-to-cart form still adds and shows the cart', async ({ page, request }) => {
    const [product] = await products(request);
    await page.goto(`/product/${product!.slug}`);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await expect(page).toHaveURL(/\/cart\?added=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'کالا به سبد خرید اضافه شد' })).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name }).first()).toBeVisible();
  });
});

test('two tabs on one cart converge', async ({ page, context, request }) => {
  const [, , product] = await products(request);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
  await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
  const first = new CartPage(page);
  const other = new CartPage(await context.newPage());
  await first.open();
  await other.open();
  await first.increase(first.line(product!.name)).click();
  await expect(first.countOf(first.line(product!.name))).toHaveText('۲');
  // The other tab hears of it and reloads its copy from the server.
  await expect(other.countOf(other.line(product!.name))).toHaveText('۲');
});

test('removing a line asks first; the toast says so above the checkout bar', async ({ page, request }, info) => {
  const [, , , a, b] = await products(request);
  await addToGuestCart(page, [a!, b!]);
  const cart = new CartPage(page);
  await cart.open();
  await cart
    .line(b!.name)
    .getByRole('button', { name: `حذف ${b!.name} از سبد خرید` })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: 'آیا مطمئن هستید؟' });
  await expect(dialog).toContainText(b!.name);
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(cart.lines).toHaveCount(2);
  // This time the stepper's own remove (a count of one: − has become a bin).
  await cart
    .line(b!.name)
    .getByRole('group')
    .getByRole('button', { name: `حذف ${b!.name} از سبد خرید` })
    .click();
  await dialog.getByRole('button', { name: 'بله' }).click();
  await expect(cart.lines).toHaveCount(1);
  const toast = page.locator('#toaster').getByText('کالا از سبد خرید حذف شد');
  await expect(toast).toBeVisible();
  if (info.project.name === 'phone') {
    // On a phone the checkout bar is fixed at the bottom: the toast sits above it.
    const [t, bar] = [(await toast.boundingBox())!, (await cart.checkout.boundingBox())!];
    expect(t.y + t.height).toBeLessThanOrEqual(bar.y);
  }
});

test('an empty cart says so and links back to shopping', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('سبد خرید شما خالی است!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'شگفت‌انگیزها' })).toBeVisible();
});
