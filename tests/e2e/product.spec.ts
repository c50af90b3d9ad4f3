import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/** The most viewed product (in stock first), as the listing API gives it. */
async function firstProduct(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const res = await request.get('/v10/product/index?per-page=1');
  expect(res.ok()).toBe(true);
  const body = await res.json();
  const item = body.data.items[0];
  return { slug: item.slug, name: item.name };
}

/** The product page, found by role and Persian name. */
const product = (page: Page) => ({
  name: page.getByRole('heading', { level: 1 }),
  buyBox: page.getByRole('region', { name: 'خرید این کالا' }),
  tabs: page.getByRole('navigation', { name: 'بخش‌های صفحه کالا' }),
  section: (name: string) => page.getByRole('region', { name, exact: true }),
});

test.describe('product page', () => {
  test('shows the name and the price, and switches tabs with plain links', async ({ page, request }) => {
    const { slug, name } = await firstProduct(request);
    const response = await page.goto(`/product/${slug}`);
    expect(response?.status()).toBe(200);
    const p = product(page);
    await expect(p.name).toHaveText(name);
    await expect(p.buyBox).toContainText('تومان');
    await expect(p.tabs.getByRole('link', { name: 'نقد و بررسی' })).toHaveAttribute('aria-current', 'page');

    await p.tabs.getByRole('link', { name: 'مشخصات', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${slug}/features`));
    await expect(p.tabs.getByRole('link', { name: 'مشخصات', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(p.section('مشخصات').getByRole('heading', { name: 'شناسنامه کالا' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${slug}$`));
  });

  test('the providers tab shows each seller with a tier label', async ({ page, request }) => {
    const { slug } = await firstProduct(request);
    await page.goto(`/product/${slug}/providers`);
    const providers = product(page).section('فروشندگان');
    await expect(providers).toBeVisible();
    await expect(providers.getByText(/عملکرد (برتر|خوب|متوسط|ضعیف)/).first()).toBeVisible();
    await expect(providers.getByRole('button', { name: 'افزودن به سبد خرید' }).first()).toBeVisible();
  });

  test('an unknown product or tab answers the 404 page', async ({ page, request }) => {
    const missing = await page.goto(`/product/no-such-product-${Date.now()}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('صفحه مورد نظر یافت نشد')).toBeVisible();
    const { slug } = await firstProduct(request);
    const badTab = await page.goto(`/product/${slug}/no-such-tab`);
    expect(badTab?.status()).toBe(404);
  });
});

test.describe('product page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the name and the price', async ({ page, request }) => {
    const { slug, name } = await firstProduct(request);
    await page.goto(`/product/${slug}`);
    const p = product(page);
    await expect(p.name).toHaveText(name);
    await expect(p.buyBox).toContainText('تومان');
    await expect(p.section('مشخصات').getByRole('heading', { name: 'شناسنامه کالا' })).toBeVisible();
  });
});
