import { expect, test } from './fixtures';

test.describe('product price chart', () => {
  test.use({ javaScriptEnabled: false });

  test('opens from its summary without JavaScript and names the chart and its points in Persian', async ({ page, request }) => {
    const list = await (await request.get('/v10/product/index?per-page=1')).json();
    const { slug, variety_id: varietyId } = list.data.items[0];
    const history = await (await request.get(`/v6/product/price-log?id=${varietyId}`)).json();
    const points = history.data.items.length;

    await page.goto(`/product/${slug}`);
    const summary = page.getByText('نمودار تغییرات قیمت', { exact: true });
    await expect(summary).toBeVisible();
    const chart = page.getByRole('img', { name: /^(نمودار قیمت این کالا|قیمت این کالا از)/ });
    await expect(chart).toBeHidden();
    await summary.click();
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /تومان/);
    const table = page.getByRole('table', { name: 'تاریخچه قیمت' });
    await expect(table.getByRole('row')).toHaveCount(points + 1);
    const box = await chart.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
  });
});
