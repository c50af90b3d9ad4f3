import { expect, test } from './fixtures';
import { Listing } from './pages/listing';
import { Shell } from './pages/shell';

test.describe('browsing the catalogue', () => {
  test('a shopper opens a main category, filters by brand and price, sorts, and pages', async ({ page, isMobile }) => {
    await page.goto('/main/digital-devices');
    const listing = new Listing(page, isMobile);
    await expect(listing.heading).toHaveText('کالای دیجیتال');
    await expect(listing.products.first()).toBeVisible();

    await listing.openFilters();
    const samsung = listing.filters.getByRole('checkbox', { name: /سامسونگ/ });
    await samsung.click();
    // On wide screens ticking a box applies the filter at once (the form is enhanced); in
    // the phone sheet changes wait for the «نمایش N کالا» button.
    if (isMobile) await listing.applyFilters();
    await expect(page).toHaveURL(/brand=samsung/);
    await expect(listing.products.first()).toContainText('سامسونگ');

    await listing.openFilters();
    await listing.filters.getByRole('textbox', { name: 'از' }).fill('1000000');
    await listing.applyFilters();
    await expect(page).toHaveURL(/price_min=1000000/);
    for (const price of await listing.prices()) expect(price).toBeGreaterThanOrEqual(10_000_000);

    await listing.sorts.getByRole('link', { name: 'ارزان‌ترین' }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(listing.sorts.getByRole('link', { name: 'ارزان‌ترین' })).toHaveAttribute('aria-current', 'true');
    const prices = await listing.prices();
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('pagination uses real links', async ({ page, isMobile }) => {
    await page.goto('/main/home-kitchen');
    const listing = new Listing(page, isMobile);
    await listing.pagination.getByRole('link', { name: 'صفحه ۲', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(listing.pagination.getByRole('link', { name: 'صفحه ۲', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(listing.products.first()).toBeVisible();
  });

  test('search finds products typed with Arabic ي/ك and Persian digits', async ({ page, isMobile }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.search.fill('گوشي موبايل');
    await shell.search.press('Enter');
    const listing = new Listing(page, isMobile);
    await expect(listing.heading).toContainText('گوشي موبايل');
    await expect(listing.products.first()).toContainText('گوشی موبایل');

    await page.goto(`/search?q=${encodeURIComponent('۲۵۶ گیگابایت')}`);
    await expect(listing.products.first()).toContainText('۲۵۶ گیگابایت');
  });

  test('a search that finds nothing is no dead end: it says so in Persian and offers popular products', async ({ page, isMobile }) => {
    await page.goto(`/search?q=${encodeURIComponent('xyzzy qwpzk')}`);
    await expect(page.getByRole('status').filter({ hasText: 'کالایی برای «xyzzy qwpzk» پیدا نکردیم' })).toBeVisible();
    await expect(new Listing(page, isMobile).products.first()).toBeVisible();
  });

  test('a misspelt query shows what it searched, and the kind it names as a quick filter', async ({ page, isMobile }) => {
    await page.goto(`/search?q=${encodeURIComponent('لب تاپ')}`);
    await expect(page.getByRole('status').filter({ hasText: 'نتایج «لپتاپ»' })).toBeVisible();
    await expect(new Listing(page, isMobile).products.first()).toContainText('لپ‌تاپ');
    await page.goto(`/search?q=${encodeURIComponent('گوشی سامسونگ')}`);
    await page.getByRole('link', { name: 'گوشی هوشمند', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/category-smartphone\?q=/);
  });

  test('filters that leave nothing explain themselves in Persian', async ({ page, isMobile }) => {
    await page.goto(`/search?q=${encodeURIComponent('گوشی')}&price_min=1&price_max=2`);
    await expect(page.getByRole('status').filter({ hasText: 'کالایی با این مشخصات پیدا نشد' })).toBeVisible();
    await expect(new Listing(page, isMobile).products).toHaveCount(0);
  });

  test('an unknown category is a 404', async ({ page }) => {
    expect((await page.goto('/search/category-no-such-thing'))?.status()).toBe(404);
    expect((await page.goto('/brand/no-such-brand'))?.status()).toBe(404);
  });
});

test.describe('browsing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('listings render and filter as a plain form', async ({ page, isMobile }) => {
    await page.goto('/search/category-smartphone');
    const listing = new Listing(page, isMobile);
    await expect(listing.products.first()).toBeVisible();
    await listing.openFilters();
    await listing.filters.getByRole('checkbox', { name: 'فقط کالاهای موجود' }).check();
    await listing.filters.getByRole('button', { name: 'اعمال فیلترها' }).click();
    await expect(page).toHaveURL(/available=1/);
    await expect(listing.products.first()).toBeVisible();
  });
});
