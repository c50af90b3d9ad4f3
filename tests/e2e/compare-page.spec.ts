import { expect, test } from './fixtures';

/**
 * The compare page as a shopper uses it: two products fit side by side on
 * a phone, each can go into the cart from there, rows that differ stand out and
 * «فقط تفاوت‌ها» leaves only them (a plain link: it works without JavaScript too).
 */
test('two products side by side: both in view on a phone, buyable, differences highlighted and filterable', async ({ page, request }, info) => {
  const list = await request.get('/v10/product/index?per-page=50&available=1');
  const items = ((await list.json()) as { data: { items: { id: number; name: string; category: { slug: string } }[] } }).data.items;
  // Two of one kind, so some rows agree and some differ.
  const a = items.find((x) => items.some((y) => y.id !== x.id && y.category.slug === x.category.slug))!;
  const b = items.find((y) => y.id !== a.id && y.category.slug === a.category.slug)!;
  await page.goto(`/product/compare?products=${a!.id},${b!.id}`);
  const table = page.getByRole('table', { name: 'مقایسه کالاها' });
  const first = table.getByRole('link', { name: a!.name, exact: true });
  const second = table.getByRole('link', { name: b!.name, exact: true });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  if (info.project.name === 'phone') {
    // Nothing of the second product is cut off at 390 px.
    const box = (await second.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(table.getByRole('button', { name: 'افزودن به سبد خرید' })).toHaveCount(2);

  const rows = table.locator('tbody tr[data-differs]');
  const differing = await rows.count();
  expect(differing).toBeGreaterThan(0);
  // Rows that agree: the fixed price, rating and brand rows, and any attribute the two share.
  const agreeing = table.locator('tbody tr:not([data-differs]) th[scope="row"]');
  const agreeingBefore = await agreeing.count();
  await page.getByRole('button', { name: 'فقط تفاوت‌ها' }).click();
  await expect(page).toHaveURL(/diff=1/);
  await expect(page.getByRole('button', { name: 'فقط تفاوت‌ها' })).toHaveAttribute('aria-pressed', 'true');
  // Only the differing attribute rows are left, beside the three fixed rows.
  await expect(table.locator('tbody tr[data-differs]')).toHaveCount(differing);
  await expect(agreeing).toHaveCount(3);
  expect(agreeingBefore).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'فقط تفاوت‌ها' }).click();
  await expect(page).not.toHaveURL(/diff=1/);

  await table.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
  await expect(page.locator('[data-cart-count]').first()).toHaveText(/۱/);
});
