import { expect, test } from './fixtures';
import { addToGuestCart, CartPage, smallCeilingProducts } from './pages/cart';
import { expectToastShown } from './pages/toasts';

/**
 * The cart on a slow network (the `phone-slow` project: 1.5 s added to
 * every round trip). The controls work from the first paint: a tap made before any script
 * has loaded is sent as the plain form and shows as pending at once; once the page's small
 * script has loaded it takes the taps over, still pending first, then the new count.
 */
test('a tap on + right after the first paint is not lost; later taps show pending, then the count, focus kept', async ({ page, request }) => {
  test.slow();
  // Room for + twice (a ceiling of three or more).
  const product = (await smallCeilingProducts(request)).find((p) => p.maxOrderCount >= 3);
  await addToGuestCart(page, [product!]);
  const cart = new CartPage(page);
  const line = cart.line(product!.name);

  await test.step('before any script: the plain form, pending at once, then the new count', async () => {
    // Scripts held back for a while on top of the slow network: the page is only HTML and CSS.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => (await held, route.continue()));
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(cart.increase(line)).toBeVisible();
    expect(await page.evaluate(() => 'cartReady' in document.documentElement.dataset)).toBe(false);
    // What the line shows once the tap has been handled, kept across the form's page change
    // (read back below; a locator would only look after the navigation has ended).
    await page.evaluate((id) => {
      document.addEventListener('submit', () => {
        const row = document.querySelector(`[data-cart-line="${id}"]`)!;
        const state = {
          busy: row.hasAttribute('aria-busy'),
          status: row.querySelector('[data-line-status]')?.textContent,
          count: row.querySelector('output')?.textContent,
        };
        sessionStorage.setItem('seen-at-tap', JSON.stringify(state));
      });
    }, product!.variety_id);
    // A finger on the screen (locator.tap() would wait for the form's navigation to finish).
    const box = (await cart.increase(line).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`/cart#line-${product!.variety_id}$`));
    const shown = JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen-at-tap'))) ?? 'null');
    expect(shown).toEqual({ busy: true, status: 'در حال به‌روزرسانی…', count: '۲' });
    // The server's page came back: the count is the server's, and it says what happened.
    await expect(page.getByRole('status').filter({ hasText: 'تعداد کالا به‌روز شد' })).toBeVisible();
    await expect(cart.countOf(line)).toHaveText('۲');
    // Now the scripts may come (the held ones, then every later one at once).
    release();
  });

  await test.step('with the page’s script: pending at once, then the count and a toast; focus stays on +', async () => {
    await cart.ready();
    await cart.increase(line).focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveAttribute('aria-busy', '');
    await expect(cart.pending(line)).toBeVisible();
    await expect(cart.countOf(line)).toHaveText('۳');
    await expect(line).not.toHaveAttribute('aria-busy', /.*/, { timeout: 20_000 });
    await expect(cart.countOf(line)).toHaveText('۳');
    await expectToastShown(page, 'تعداد کالا به‌روز شد');
    // Focus never drops to the page: on +, or on the count when + is now at the ceiling.
    if (await cart.increase(line).isEnabled()) await expect(cart.increase(line)).toBeFocused();
    else await expect(cart.countOf(line)).toBeFocused();
  });

  await test.step('two quick taps on − count as two', async () => {
    await cart.decrease(line).tap();
    await cart.decrease(line).tap();
    await expect(cart.countOf(line)).toHaveText('۱');
    await expect(line).not.toHaveAttribute('aria-busy', /.*/, { timeout: 30_000 });
    await page.reload();
    await expect(cart.countOf(line)).toHaveText('۱');
  });
});
