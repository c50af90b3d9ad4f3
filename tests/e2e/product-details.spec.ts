import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The product page's smaller things a shopper notices on a phone: the
 * price chart is wide and tall and tells each point's date and price on focus and on hover;
 * an out-of-stock colour looks unavailable and says so; «کالاهای مشابه» is a carousel of
 * vertical cards; the breadcrumb cuts a name at its own end; a slow add shows that it is
 * working, then the stepper.
 */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
test.use(phone);

interface Item {
  slug: string;
  name: string;
  variety_id: number;
  maxOrderCount: number;
  status: { can_buy: boolean };
}

async function listing(request: APIRequestContext, query = ''): Promise<Item[]> {
  const res = await request.get(`/v10/product/index?per-page=50${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { items: Item[] } }).data.items;
}

/** A product whose chosen variety's price changed at least twice. */
async function withPriceHistory(request: APIRequestContext): Promise<Item> {
  for (const item of await listing(request)) {
    const history = await (await request.get(`/v6/product/price-log?id=${item.variety_id}`)).json();
    if (history.data.items.length >= 3) return item;
  }
  throw new Error('no product with a price history of three points');
}

/** A product page that offers a colour no seller has in stock. */
async function withUnavailableColour(request: APIRequestContext): Promise<Item> {
  for (const item of await listing(request, '&available=1')) {
    const html = await (await request.get(`/product/${item.slug}`)).text();
    if (html.includes('data-unavailable')) return item;
  }
  throw new Error('no product with an out-of-stock colour');
}

/** «۵ شهریور ۱۴۰۵» */
const persianDate = /^[۰-۹]{1,2} [آ-ی]+ [۰-۹]{4}/;

async function insideViewport(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  expect(box).toBeTruthy();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test('the price chart is wide and tall on a phone, and says each point’s date and price on focus and hover', async ({ page, request }) => {
  const product = await withPriceHistory(request);
  await page.goto(`/product/${product.slug}`);
  const chartBox = page.locator('[data-price-chart]');
  const summary = chartBox.getByText('نمودار تغییرات قیمت', { exact: true });
  await summary.tap();
  await summary.focus();
  const chart = chartBox.getByRole('img', { name: /^(نمودار قیمت این کالا|قیمت این کالا از)/ });
  await expect(chart).toBeVisible();
  const box = (await chart.boundingBox())!;
  // Edge to edge on a 390 px phone (less the dots' margin), and tall enough to read.
  expect(box.width).toBeGreaterThan(330);
  expect(box.height).toBeGreaterThanOrEqual(180);

  await test.step('one Tab reaches the latest point, which shows its date and price; arrows move along', async () => {
    await page.keyboard.press('Tab');
    const points = chartBox.locator('[data-price-point]');
    const focused = page.locator('[data-price-point]:focus');
    await expect(points.last()).toBeFocused();
    await expect(focused).toHaveAttribute('role', 'img');
    await expect(focused).toHaveAttribute('aria-label', /^[۰-۹]{1,2} [آ-ی]+ [۰-۹]{4}: [۰-۹٬]+ تومان$/);
    const tip = points.last().locator('[data-price-tip]');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/^[۰-۹]{1,2} [آ-ی]+ [۰-۹]{4}\s*[۰-۹٬]+ تومان$/);
    await insideViewport(page, '[data-price-point]:focus [data-price-tip]');
    // ← goes back in time (the plot runs left to right), and its box shows instead.
    await page.keyboard.press('ArrowLeft');
    await expect(points.nth((await points.count()) - 2)).toBeFocused();
    await expect(tip).toBeHidden();
    await page.keyboard.press('Home');
    await expect(points.first()).toBeFocused();
    await insideViewport(page, '[data-price-point]:focus [data-price-tip]');
    // The dots are one Tab stop: the next Tab leaves the chart.
    await page.keyboard.press('Tab');
    await expect(focused).toHaveCount(0);
  });

  await test.step('a tap on the last point shows its value inside the screen', async () => {
    const last = chartBox.locator('[data-price-point]').last();
    await last.tap();
    const tip = last.locator('[data-price-tip]');
    await expect(tip).toBeVisible();
    expect(await last.getAttribute('aria-label')).toMatch(persianDate);
    await insideViewport(page, '[data-price-point]:focus [data-price-tip]');
  });
});

test.describe('with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('hovering a point of the price chart shows its date and price', async ({ page, request }) => {
    const product = await withPriceHistory(request);
    await page.goto(`/product/${product.slug}`);
    const chartBox = page.locator('[data-price-chart]');
    await chartBox.getByText('نمودار تغییرات قیمت', { exact: true }).click();
    const point = chartBox.locator('[data-price-point]').nth(1);
    await expect(point.locator('[data-price-tip]')).toBeHidden();
    await point.hover();
    await expect(point.locator('[data-price-tip]')).toBeVisible();
    await expect(point.locator('[data-price-tip]')).toContainText('تومان');
  });

  test('«کالاهای مشابه» keeps its grid of four on a desktop', async ({ page, request }) => {
    const [product] = await listing(request, '&available=1');
    await page.goto(`/product/${product!.slug}/uis`);
    const list = page.getByRole('region', { name: 'کالاهای مشابه', exact: true }).locator('[data-similar-products]');
    await expect(list).toHaveCSS('display', 'grid');
    expect(await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(4);
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('an out-of-stock colour looks unavailable and says so in its name', async ({ page, request }) => {
  const product = await withUnavailableColour(request);
  await page.goto(`/product/${product.slug}`);
  const colours = page.getByRole('group', { name: /^رنگ/ });
  const swatch = colours.getByRole('link', { name: /\(ناموجود\)$/ }).first();
  await expect(swatch).toBeVisible();
  await expect(swatch).toHaveAttribute('title', /\(ناموجود\)$/);
  // Dimmed and struck through, unlike an available one.
  const dot = swatch.locator('span').first();
  expect(Number(await dot.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.6);
  const strike = swatch.locator('span[aria-hidden="true"]');
  await expect(strike).toBeVisible();
  const available = colours.locator('a:not([data-unavailable])').first();
  if ((await available.count()) > 0) {
    expect(
      Number(
        await available
          .locator('span')
          .first()
          .evaluate((el) => getComputedStyle(el).opacity),
      ),
    ).toBe(1);
    await expect(available.locator('span[aria-hidden="true"]')).toHaveCount(0);
  }
});

test('«کالاهای مشابه» is a horizontal carousel of vertical cards within a phone’s width', async ({ page, request }) => {
  const [product] = await listing(request, '&available=1');
  await page.goto(`/product/${product!.slug}/uis`);
  const section = page.getByRole('region', { name: 'کالاهای مشابه', exact: true });
  const list = section.locator('[data-similar-products]');
  await expect(list).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThan(2);
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The page itself does not scroll sideways; the row does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const sizes = await list.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  // Vertical cards, side by side.
  const [first, second] = [list.getByRole('listitem').nth(0), list.getByRole('listitem').nth(1)];
  const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
  expect(a.height).toBeGreaterThan(a.width);
  expect(Math.abs(a.y - b.y)).toBeLessThan(2);
  // RTL: the row scrolls towards the left.
  await list.evaluate((el) => el.scrollBy({ left: -300, behavior: 'instant' }));
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(-100);
  await expect(list.getByRole('listitem').last().getByRole('link').first()).toBeAttached();
});

test('the breadcrumb cuts the product name in the name’s own direction', async ({ page, request }) => {
  const [product] = await listing(request);
  await page.goto(`/product/${product!.slug}`);
  const current = page.getByRole('navigation', { name: 'مسیر دسته‌بندی' }).locator('[aria-current="page"]');
  await expect(current).toHaveAttribute('dir', 'auto');
  await expect(current).toHaveText(product!.name);
});

test.describe('adding on a slow network', () => {
  /** Holds the page's add requests until `release()`. */
  async function holdAdds(page: Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v10/cart/add', async (route) => (await held, route.continue()));
    return () => release();
  }

  async function buyable(request: APIRequestContext) {
    const item = (await listing(request, '&available=1&sort=price')).find((c) => c.status.can_buy && c.maxOrderCount >= 2);
    expect(item).toBeTruthy();
    return item!;
  }

  test('the buy button says it is adding until the answer, then turns into the stepper', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const box = page.getByRole('region', { name: 'خرید این کالا' });
    // Wait for the island, so this is the island's own pending state.
    const island = page.locator('astro-island').filter({ has: page.locator('[data-add-to-cart]') });
    await box.getByRole('button', { name: 'افزودن به سبد خرید' }).focus();
    await expect(island).not.toHaveAttribute('ssr', /.*/);
    const release = await holdAdds(page);
    await box.getByRole('button', { name: 'افزودن به سبد خرید' }).tap();
    const pending = box.getByRole('button', { name: 'در حال افزودن…' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(box.getByRole('button', { name: 'افزودن به سبد خرید' })).toHaveCount(0);
    release();
    await expect(box.locator('output[data-buy-count]')).toHaveText('۱');
    await expect(pending).toHaveCount(0);
  });

  test('the pending state shows before React is up too (the page script adds)', async ({ page, request }) => {
    const product = await buyable(request);
    await page.goto(`/product/${product.slug}`);
    const island = page.locator('astro-island').filter({ has: page.locator('[data-add-to-cart]') });
    const urls = await island.evaluate((el) => [el.getAttribute('component-url'), el.getAttribute('renderer-url')]);
    let loadIsland: () => void = () => {};
    const islandHeld = new Promise<void>((resolve) => (loadIsland = resolve));
    for (const url of urls) if (url) await page.route(`**${url}`, async (route) => (await islandHeld, route.continue()));
    const release = await holdAdds(page);
    const box = page.getByRole('region', { name: 'خرید این کالا' });
    await box.getByRole('button', { name: 'افزودن به سبد خرید' }).tap();
    const pending = box.getByRole('button', { name: 'در حال افزودن…' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    await expect(island).toHaveAttribute('ssr', '');
    release();
    await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
    await expect(pending).toHaveCount(0);
    loadIsland();
    await expect(box.locator('output[data-buy-count]')).toHaveText('۱');
  });
});
