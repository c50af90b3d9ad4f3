import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/** Product compare (spec sections 2, 5, 9): side by side, «حذف» per column, at most four. */
async function productIds(request: APIRequestContext, count: number): Promise<{ id: number; name: string }[]> {
  const res = await request.get(`/v10/product/index?per-page=${count}`);
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return body.data.items.map((c: { id: number; name: string }) => ({ id: c.id, name: c.name }));
}

test.describe('product compare', () => {
  test('shows two products side by side and removes one with «حذف»', async ({ page, request }) => {
    const [a, b] = await productIds(request, 5);
    await page.goto(`/product/compare?products=${a!.id},${b!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'مقایسه کالاها' })).toBeVisible();
    const table = page.getByRole('table', { name: 'مقایسه کالاها' });
    await expect(table.getByRole('link', { name: a!.name, exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: b!.name, exact: true })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'قیمت' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'مدل' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'شناسنامه کالا' })).toBeVisible();

    await table.getByRole('link', { name: `حذف ${a!.name} از مقایسه` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/compare\\?products=${b!.id}$`));
    await expect(page.getByRole('table').getByRole('link', { name: a!.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('link', { name: b!.name, exact: true })).toBeVisible();
  });

  test('accepts repeated products= and shows at most four, with a notice', async ({ page, request }) => {
    const ids = (await productIds(request, 5)).map((p) => p.id);
    await page.goto(`/product/compare?${ids.map((id) => `products=${id}`).join('&')}`);
    await expect(page.getByText('حداکثر ۴ محصول را می‌توان مقایسه کرد')).toBeVisible();
    await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveCount(4);
  });

  test('the page fills the stored compare list, and the last «حذف» leaves the empty state', async ({ page, request }) => {
    const [a] = await productIds(request, 1);
    await page.goto(`/product/compare?products=${a!.id}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBe(`[${a!.id}]`);
    await page.getByRole('link', { name: /^حذف/ }).click();
    await expect(page.getByText('هنوز کالایی برای مقایسه انتخاب نکرده‌اید')).toBeVisible();
    await expect(page.getByRole('link', { name: 'جستجوی کالاها' })).toHaveAttribute('href', '/search');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('compare'))).toBeNull();
  });

  test('is not for search engines and has one canonical URL', async ({ page, request }) => {
    const [a] = await productIds(request, 1);
    await page.goto(`/product/compare?products=${a!.id}`);
    await expect(page).toHaveTitle(/^مقایسه کالاها/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/compare$/);
  });
});

test.describe('product compare without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the table and «حذف» links are plain HTML', async ({ page, request }) => {
    const [a, b] = await productIds(request, 2);
    await page.goto(`/product/compare?products=${a!.id}&products=${b!.id}&products=junk`);
    await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveCount(2);
    await page.getByRole('link', { name: `حذف ${b!.name} از مقایسه` }).click();
    await expect(page).toHaveURL(new RegExp(`products=${a!.id}$`));
  });
});
