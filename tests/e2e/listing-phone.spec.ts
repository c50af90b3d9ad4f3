import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Listing } from './pages/listing';

/**
 * Filtering and sorting a listing on a phone: the filter
 * sheet stays open while boxes are ticked and prices typed, one «نمایش N کالا» button
 * with a live count applies everything, applied filters are chips, and every sort is
 * reachable with nothing drawn over it. The same form works with JavaScript off.
 */
test.skip(({ isMobile }) => !isMobile, 'phone journeys');

const LISTING = '/main/digital-devices';
const faToNumber = (text: string) => Number(text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, ''));
const applyButton = (listing: Listing) => listing.filters.getByRole('button', { name: /^نمایش [۰-۹٬]+ کالا$/ });
const query = (page: Page) => new URL(page.url()).searchParams;
const chips = (page: Page) => page.getByRole('navigation', { name: 'فیلترهای اعمال‌شده' });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('two brands and a price typed in Persian digits apply together from the open sheet', async ({ page, isMobile }) => {
  test.slow();
  await page.goto(LISTING);
  const listing = new Listing(page, isMobile);
  await listing.openFilters();
  await expect(listing.filters).toBeInViewport();
  // The button counts what the current listing shows before anything changes.
  const shown = faToNumber(
    (await page
      .getByText(/^[۰-۹٬]+ کالا$/)
      .first()
      .textContent())!,
  );
  await expect(applyButton(listing)).toHaveText(`نمایش ${shown.toLocaleString('fa-IR')} کالا`);

  await listing.filters.getByRole('checkbox', { name: /سامسونگ/ }).check();
  await listing.filters.getByRole('checkbox', { name: /شیائومی/ }).check();
  const from = listing.filters.getByRole('textbox', { name: 'از' });
  await from.pressSequentially('۱۰۰۰۰۰۰');
  await expect(from).toHaveValue('۱٬۰۰۰٬۰۰۰');
  // Nothing reloaded: the sheet is still open on the same address, the boxes still ticked.
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(listing.filters).toBeInViewport();
  await expect(listing.filters.getByRole('checkbox', { name: /سامسونگ/ })).toBeChecked();

  // The live count is what the listing API counts for the same filters (prices in rials).
  const expected = (await (await page.request.get('/v6/product/count?category=digital-devices&brand=samsung&brand=xiaomi&price_min=10000000')).json()).data
    .count as number;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(shown);
  await expect(applyButton(listing)).toHaveText(`نمایش ${expected.toLocaleString('fa-IR')} کالا`);

  await applyButton(listing).click();
  await expect(page).toHaveURL(/brand=/);
  expect(query(page).getAll('brand').sort()).toEqual(['samsung', 'xiaomi']);
  expect(query(page).get('price_min')).toBe('1000000'); // ASCII digits in the address
  expect(query(page).has('price_max')).toBe(false);
  await expect(page.getByText(`${expected.toLocaleString('fa-IR')} کالا`, { exact: true })).toBeVisible();
  for (const price of await listing.prices()) expect(price).toBeGreaterThanOrEqual(10_000_000);

  // The applied filters are chips; each removes one value, «حذف همه» the lot.
  await expect(chips(page).getByRole('link', { name: /^حذف فیلتر/ })).toHaveCount(3);
  await expect(chips(page).getByRole('link', { name: 'حذف فیلتر از ۱٬۰۰۰٬۰۰۰ تومان' })).toBeVisible();
  await chips(page).getByRole('link', { name: 'حذف فیلتر سامسونگ' }).click();
  await expect(page).not.toHaveURL(/samsung/);
  expect(query(page).getAll('brand')).toEqual(['xiaomi']);
  expect(query(page).get('price_min')).toBe('1000000');
  await expect(listing.products.first()).toContainText('شیائومی');
  await expect(chips(page).getByRole('link', { name: /^حذف فیلتر/ })).toHaveCount(2);
  await chips(page).getByRole('link', { name: 'حذف همه' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(chips(page)).toHaveCount(0);
});

test('a minimum above the maximum is explained, in the sheet and on the page', async ({ page, isMobile }) => {
  await page.goto(LISTING);
  const listing = new Listing(page, isMobile);
  await listing.openFilters();
  await listing.filters.getByRole('textbox', { name: 'از' }).fill('5000000');
  await listing.filters.getByRole('textbox', { name: 'تا' }).fill('۱۰۰۰۰۰۰');
  const why = 'حداقل قیمت (۵٬۰۰۰٬۰۰۰ تومان) از حداکثر قیمت (۱٬۰۰۰٬۰۰۰ تومان) بیشتر است';
  await expect(listing.filters.getByText(why)).toBeVisible();
  await expect(listing.filters.getByRole('textbox', { name: 'از' })).toHaveAttribute('aria-invalid', 'true');
  await listing.filters.getByRole('button', { name: 'قیمت‌ها را اصلاح کنید' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));

  // A link with such a range says why instead of showing an empty list, and offers the fix.
  await page.goto(`${LISTING}?price_min=5000000&price_max=1000000`);
  const alert = page.getByRole('alert').filter({ hasText: 'محدوده قیمت درست نیست' });
  await expect(alert).toContainText(why);
  await alert.getByRole('link', { name: 'جابه‌جا کردن «از» و «تا»' }).click();
  await expect(page).toHaveURL(/price_min=1000000&price_max=5000000/);
  await expect(listing.products.first()).toBeVisible();
});

test('every sort is reachable and tappable at 390 px, with nothing drawn over it', async ({ page, isMobile }) => {
  await page.goto(LISTING);
  const listing = new Listing(page, isMobile);
  const names = ['پربازدیدترین', 'جدیدترین', 'پرفروش‌ترین', 'ارزان‌ترین', 'گران‌ترین', 'بیشترین تخفیف'];
  const links = listing.sorts.getByRole('link');
  await expect(links).toHaveText(names);
  const count = page.getByText(/^[۰-۹٬]+ کالا$/).first();
  const countBox = await box(count);
  // The row scrolls: it is wider than the screen.
  const row = listing.sorts.getByRole('list');
  expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
  for (const name of names) {
    const link = listing.sorts.getByRole('link', { name, exact: true });
    // A swipe along the row brings it into view.
    await link.evaluate((a) => a.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    const b = await box(link);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(overlaps(b, countBox), `${name} is clear of the count`).toBe(false);
    // What a tap at its centre hits is the link itself.
    expect(await link.evaluate((a, [x, y]) => a.contains(document.elementFromPoint(x!, y!)), [b.x + b.width / 2, b.y + b.height / 2])).toBe(true);
  }
  // And no two sorts share any pixel (measured at one scroll position).
  const boxes = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);

  await listing.sorts.getByRole('link', { name: 'بیشترین تخفیف' }).click();
  await expect(page).toHaveURL(/sort=discount/);
  await expect(listing.sorts.getByRole('link', { name: 'بیشترین تخفیف' })).toHaveAttribute('aria-current', 'true');
  await listing.sorts.getByRole('link', { name: 'ارزان‌ترین' }).click();
  await expect(page).toHaveURL(/sort=price/);
});

test('cards keep their buttons inside, prices on one line, and the pager points outward', async ({ page, isMobile }) => {
  await page.goto('/main/home-kitchen');
  const listing = new Listing(page, isMobile);
  const cards = listing.products;
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < Math.min(6, await cards.count()); i++) {
    const card = cards.nth(i);
    const compare = card.getByRole('button', { name: 'افزودن به مقایسه' });
    const [c, b] = [await box(card), await box(compare)];
    expect(b.x >= c.x && b.x + b.width <= c.x + c.width && b.y + b.height <= c.y + c.height, 'the compare button stays inside its card').toBe(true);
    const price = card.locator('[data-price] > p').last();
    if (await price.count()) expect((await box(price)).height).toBeLessThan(32);
  }
  // In RTL «صفحه بعد» sits on the left and its chevron points left; «صفحه قبل» on page 2 points right.
  const tip = (link: Locator) =>
    link.locator('svg').evaluate((svg) => {
      const r = svg.getBoundingClientRect();
      const path = svg.querySelector('path')!;
      // The chevron's tip is (9, 12) in its own box; where does it land on the screen?
      const m = (path as SVGGraphicsElement).getScreenCTM()!;
      const x = new DOMPoint(9, 12).matrixTransform(m).x;
      return x < r.x + r.width / 2 ? 'left' : 'right';
    });
  await expect.poll(() => tip(listing.pagination.getByRole('link', { name: 'صفحه بعد' }))).toBe('left');
  await listing.pagination.getByRole('link', { name: 'صفحه بعد' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => tip(listing.pagination.getByRole('link', { name: 'صفحه قبل' }))).toBe('right');
});

test('«افزودن به مقایسه» fits every desktop card, and home carousels show upright cards on a phone', async ({ page, browser }) => {
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fa-IR' });
  const wide = await desktop.newPage();
  await wide.goto('/main/digital-devices');
  const cards = new Listing(wide, false).products;
  await expect(cards).toHaveCount(24);
  for (let i = 0; i < 24; i++) {
    const card = cards.nth(i);
    const button = card.getByRole('button', { name: 'افزودن به مقایسه' });
    // The icon a shopper sees sits inside the card; the button around it is a 44 px touch target.
    const [c, icon, b] = [await box(card), await box(button.locator('svg').first()), await box(button)];
    expect(icon.x >= c.x && icon.x + icon.width <= c.x + c.width && icon.y + icon.height <= c.y + c.height, `card ${i + 1} holds its compare button`).toBe(
      true,
    );
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.width).toBeGreaterThanOrEqual(44);
  }
  await desktop.close();

  await page.goto('/');
  const row = page.locator('[data-product-row]').first();
  const first = row.getByRole('article').first();
  await first.scrollIntoViewIfNeeded();
  const [picture, name] = [await box(first.locator('img, span.aspect-square').first()), await box(first.getByRole('heading'))];
  expect(picture.y + picture.height, 'the picture sits above the name').toBeLessThanOrEqual(name.y + 1);
  expect(picture.width).toBeGreaterThan(120);
});

test('without JavaScript the same sheet filters as a plain GET form', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  await page.goto(LISTING);
  const listing = new Listing(page, true);
  await listing.openFilters();
  await expect(listing.filters).toBeInViewport();
  await listing.filters.getByRole('checkbox', { name: /سامسونگ/ }).check();
  await listing.filters.getByRole('checkbox', { name: /شیائومی/ }).check();
  await listing.filters.getByRole('textbox', { name: 'از' }).fill('۱۰۰۰۰۰۰');
  await listing.filters.getByRole('button', { name: 'اعمال فیلترها' }).click();
  await expect(page).toHaveURL(/brand=/);
  expect(query(page).getAll('brand').sort()).toEqual(['samsung', 'xiaomi']);
  for (const price of await listing.prices()) expect(price).toBeGreaterThanOrEqual(10_000_000);
  // The field shows what was typed, grouped, and the chips work as links.
  await listing.openFilters();
  await expect(listing.filters.getByRole('textbox', { name: 'از' })).toHaveValue('۱٬۰۰۰٬۰۰۰');
  await page.getByText('بستن', { exact: true }).click();
  await chips(page).getByRole('link', { name: 'حذف فیلتر شیائومی' }).click();
  await expect(page).toHaveURL(/brand=samsung/);
  await expect(page).not.toHaveURL(/xiaomi/);
  await chips(page).getByRole('link', { name: 'حذف همه' }).click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await context.close();
});
