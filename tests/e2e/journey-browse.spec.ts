import { expect, test } from './fixtures';
import { Listing } from './pages/listing';
import { skipHomePopup } from './pages/home-popup';

/**
 * The catalogue journey in one go: home → a main category → brand and
 * price filters → a sort → a product → its tabs → two products in compare → the table.
 */
test('a shopper finds, inspects and compares products', async ({ page, isMobile }) => {
  test.slow(); // a dozen pages in one journey
  // Keep the home popup out of the way (it shows once per visitor and campaign).
  await skipHomePopup(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'کالای دیجیتال' }).first().click();
  await expect(page).toHaveURL(/\/main\/digital-devices/);

  const listing = new Listing(page, isMobile);
  await listing.openFilters();
  await listing.filters.getByRole('checkbox', { name: /شیائومی/ }).click();
  if (isMobile) await listing.applyFilters(); // the phone sheet applies on its button
  await expect(page).toHaveURL(/brand=xiaomi/);
  await listing.openFilters();
  await listing.filters.getByRole('textbox', { name: 'تا' }).fill('200000000');
  await listing.applyFilters();
  await expect(page).toHaveURL(/price_max=200000000/);
  await listing.sorts.getByRole('link', { name: 'گران‌ترین' }).click();
  await expect(page).toHaveURL(/sort=-price/);

  const cards = listing.products;
  await expect(cards.first()).toContainText('شیائومی');
  // Two products into compare straight from the cards, toggled in place.
  await cards.nth(0).getByRole('button', { name: 'افزودن به مقایسه' }).click();
  await cards.nth(1).getByRole('button', { name: 'افزودن به مقایسه' }).click();
  await expect(cards.nth(1).getByRole('button', { name: 'افزودن به مقایسه' })).toHaveAttribute('aria-pressed', 'true');

  // Open the first product and switch tabs.
  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const tabs = page.getByRole('navigation', { name: 'بخش‌های صفحه کالا' });
  await tabs.getByRole('link', { name: 'مشخصات', exact: true }).click();
  await expect(page).toHaveURL(/\/features/);
  await tabs.getByRole('link', { name: 'فروشندگان' }).click();
  await expect(page).toHaveURL(/\/providers/);

  // The compare list followed the shopper to the product page: its bar opens the table.
  const bar = page.getByRole('region', { name: 'فهرست مقایسه' });
  await bar.getByRole('link', { name: /مقایسه/ }).click();
  await expect(page).toHaveURL(/\/product\/compare\?products=/);
  const table = page.getByRole('table', { name: 'مقایسه کالاها' });
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
});
