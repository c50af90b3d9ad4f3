import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { CartPage } from './pages/cart';

/**
 * Buying from the product page: on a phone the price and the
 * buy button are a bar at the bottom of the screen from the first paint, the header steps
 * aside while scrolling down; a tap adds once and turns the button into a stepper with
 * «مشاهده سبد خرید»; on a desktop the buy box and the tab bar stay in view; the mega-menu
 * opens on a key, not on focus.
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const desktop = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

/** An in-stock product that allows at least three per order. */
async function buyable(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const res = await request.get('/v10/product/index?available=1&per-page=50&sort=price');
  const items = ((await res.json()) as { data: { items: { slug: string; name: string; maxOrderCount: number; status: { can_buy: boolean } }[] } }).data.items;
  const item = items.find((c) => c.status.can_buy && c.maxOrderCount >= 3);
  expect(item).toBeTruthy();
  return item!;
}

const buyBox = (page: Page) => {
  const box = page.getByRole('region', { name: 'خرید این کالا' });
  return {
    box,
    add: box.getByRole('button', { name: 'افزودن به سبد خرید' }),
    stepper: box.getByRole('group', { name: /^تعداد در سبد خرید/ }),
    count: box.locator('output[data-buy-count]'),
    viewCart: box.getByRole('link', { name: 'مشاهده سبد خرید' }),
  };
};

const header = (page: Page) => page.locator('header[data-site-header]');
const scrollBy = (page: Page, y: number) => page.evaluate((dy) => window.scrollBy(0, dy), y);

test.describe('buying on a phone', () => {
  test.use(phone);

  test('the buy bar stays in view, the header steps aside, and add turns into a stepper', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const buy = buyBox(page);

    await test.step('the price and the buy button are in view from the first paint and after scrolling', async () => {
      await expect(buy.add).toBeInViewport();
      await expect(buy.box.locator('[data-bottom-bar]')).toContainText('تومان');
      await expect(header(page)).toBeInViewport();
      await scrollBy(page, 1500);
      await expect(buy.add).toBeInViewport();
    });

    await test.step('the header hides while scrolling down and returns on scrolling up', async () => {
      await scrollBy(page, 200);
      await expect(header(page)).not.toBeInViewport();
      await scrollBy(page, -120);
      await expect(header(page)).toBeInViewport();
    });

    await test.step('a tap adds one: the toast links to the cart, the button becomes a stepper', async () => {
      await buy.add.tap();
      await expect(page.locator('#toaster').getByRole('link', { name: 'مشاهده سبد خرید' })).toHaveAttribute('href', '/cart');
      await expect(buy.count).toHaveText('۱');
      await expect(buy.stepper).toBeInViewport();
      await expect(buy.viewCart).toHaveAttribute('href', '/cart');
      // No add button left to add a second unit by accident.
      await expect(buy.add).toHaveCount(0);
    });

    await test.step('the stepper’s + makes it two', async () => {
      await buy.stepper.getByRole('button', { name: 'افزودن یک عدد' }).tap();
      await expect(buy.count).toHaveText('۲');
    });

    await test.step('the cart holds exactly two', async () => {
      await buy.viewCart.tap();
      await expect(page).toHaveURL(/\/cart$/);
      const cart = new CartPage(page);
      await expect(cart.countOf(cart.line(product.name))).toHaveText('۲');
    });
  });

  test('the first tap is acted on at once, even while React is still loading', async ({ page, request }) => {
    const product = await buyable(request);
    // Hold the island's code back for a long while: the add must not wait for it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto(`/product/${product.slug}`);
    const island = page.locator('astro-island').filter({ has: page.locator('[data-add-to-cart]') });
    const urls = await island.evaluate((el) => [el.getAttribute('component-url'), el.getAttribute('renderer-url')]);
    for (const url of urls) if (url) await page.route(`**${url}`, async (route) => (await held, route.continue()));
    const buy = buyBox(page);
    await buy.add.tap();
    await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
    await expect(island).toHaveAttribute('ssr', '');
    // A second tap before React is up adds nothing and says so.
    await buy.add.tap();
    await expect(page.locator('#toaster').getByText(/در سبد خرید شماست/)).toBeVisible();
    release();
    await expect(buy.count).toHaveText('۱');
  });
});

test.describe('the compare bar on a phone', () => {
  test.use(phone);

  test('a compact bar that covers no card, and clears from the bar', async ({ page }) => {
    await page.goto('/main/digital-devices');
    // The first tap of the page: the toggles' script loads with it, the tap waits and then toggles in place.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'افزودن به مقایسه' }) })
      .first();
    await card.getByRole('button', { name: 'افزودن به مقایسه' }).tap();
    const bar = page.getByRole('region', { name: 'فهرست مقایسه' });
    await expect(bar.getByRole('link', { name: 'مقایسه (۱)' })).toHaveAttribute('href', /\/product\/compare\?products=\d+$/);
    // The page ends with the bar's height: scrolled to the end, the last content is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const bar = document.querySelector('[data-compare-bar]')!.getBoundingClientRect();
      return bar.top - footer.bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(-1);
    await bar.getByRole('button', { name: 'پاک کردن فهرست مقایسه' }).tap();
    await expect(bar).toBeHidden();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBeNull();
  });
});

test.describe('the compare toggle on the product page', () => {
  test.use(phone);

  test('toggles at once, then as an island, with the bar following', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const toggle = page.getByRole('main').getByRole('button', { name: 'افزودن به مقایسه' }).first();
    const bar = page.getByRole('region', { name: 'فهرست مقایسه' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByRole('link', { name: 'مقایسه (۱)' })).toBeVisible();
    // The bar sits above the buy bar, covering neither.
    const [barBox, buyBox] = await Promise.all([bar.boundingBox(), page.locator('[data-bottom-bar]').boundingBox()]);
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(buyBox!.y + 1);
    // The heading's toggle is the first of the page's compare islands (similar products' cards follow).
    const island = page
      .locator('astro-island')
      .filter({ has: page.getByRole('button', { name: 'افزودن به مقایسه' }) })
      .first();
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(bar).toBeHidden();
  });
});

test.describe('buying on a desktop', () => {
  test.use(desktop);

  test('the buy box and the tab bar stay in view while reading the page', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const buy = buyBox(page);
    await expect(buy.add).toBeInViewport();
    await scrollBy(page, 1200);
    await expect(buy.add).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'بخش‌های صفحه کالا' })).toBeInViewport();
  });

  test('Tab walks past the mega-menu; Enter opens it, Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/main/digital-devices');
    const panels = page.locator('[data-mega-menu] [id^="mega-"]');
    let reached = false;
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.closest('#main') !== null);
      await expect(panels.filter({ visible: true })).toHaveCount(0);
    }
    expect(reached).toBe(true);

    const toggle = page.getByRole('button', { name: /^زیردسته‌های / }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on a main category's link opens its panel and moves into it.
    const main = page.locator('[data-mega-menu] > [data-mega-item]').nth(1);
    await main.getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(main.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(main.locator('[id^="mega-"]').getByRole('link').first()).toBeFocused();
    // A click elsewhere closes it.
    await page.mouse.click(5, 700);
    await expect(main.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the buy bar without JavaScript', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  test('is there from the first paint and posts the plain form', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const buy = buyBox(page);
    await expect(buy.add).toBeInViewport();
    await buy.add.tap();
    await expect(page).toHaveURL(/\/cart\?added=1$/);
  });
});
