import { expect, test } from './fixtures';

/**
 * Back-in-stock alert end to end, until the alert SMS lands in the outbox: a signed-in shopper asks to be told about a sold-out product; when its
 * stock returns (here through /dev/variety, as the panels will) the SMS is in /dev/outbox.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

test('«let me know» on a sold-out product sends an SMS when it is back', async ({ page, request }, info) => {
  const mobile = info.project.name === 'phone' ? '09120000001' : '09120000004';
  await page.request.post('/v6/register/login-by-password', { data: { mobile, password: 'bazaar123', ...CLIENT } });
  // Expensive single-variety products: far from what the other journeys pick; one per project.
  const list = await request.get('/v10/product/index?per-page=50&available=1&sort=-price');
  const items = ((await list.json()) as { data: { items: { slug: string; name: string; variety_id: number; coVarieties: number }[] } }).data.items;
  const product = items.filter((c) => c.coVarieties === 0)[info.project.name === 'phone' ? 0 : 1]!;

  const setStock = async (stock: number) => {
    await page.goto('/dev/variety');
    await page.getByLabel('شناسه تنوع (variety)').fill(String(product.variety_id));
    await page.getByLabel('موجودی').fill(String(stock));
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ذخیره شد' })).toBeVisible();
  };

  await setStock(0);
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'موجود شد به من اطلاع بده' }).click();
  await expect(page.locator('#toaster').getByText('به محض موجود شدن این کالا با پیامک به شما خبر می‌دهیم')).toBeVisible();

  await setStock(4);
  await page.goto('/dev/outbox');
  await expect(page.locator(`li[data-receptor="${mobile}"]`).filter({ hasText: 'دوباره موجود شد' }).filter({ hasText: product.name }).first()).toBeVisible();
  // And the product can be bought again.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' }).first()).toBeVisible();
});
