import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginDialog } from './pages/login';

/**
 * A cached catalogue page is complete as HTML; its behaviour (the header's menus and login,
 * add to cart, compare, search suggestions) loads with the shopper's first tap, key or
 * focus (ui/lazy/on-intent.ts). A reader pays a few kilobytes of script; a tap that lands
 * before the behaviour is there is held and then done, never lost and never a page change.
 */

/** Every script the page fetches, from now on. */
function scriptsOf(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') seen.push(r);
  });
  return seen;
}

async function gzippedKB(responses: Response[]): Promise<number> {
  let bytes = 0;
  for (const r of responses) bytes += gzipSync(await r.body(), { level: 6 }).length;
  return bytes / 1024;
}

test('a reader of the live landing fetches at most 12 KB of script; the first tap adds to the cart in place', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/festival');
  await page.waitForLoadState('networkidle');
  expect(await gzippedKB(scripts)).toBeLessThanOrEqual(12);

  const products = page.getByRole('region', { name: 'محصولات جشنواره' });
  await products.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
  await expect(page.locator('#toaster').getByText('کالا به سبد خرید اضافه شد')).toBeVisible();
  await expect(page).toHaveURL(/\/festival$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /سبد خرید، ۱ کالا در سبد/ })).toBeVisible();
});

test('a guest’s first tap on a wish-list heart asks them to sign in, on the same page', async ({ page }) => {
  await page.goto('/main/digital-devices');
  await page.getByRole('button', { name: 'علاقه‌مندی', exact: true }).first().click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/main\/digital-devices$/);
});
