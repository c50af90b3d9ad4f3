import { expect, test } from './fixtures';

/**
 * The wish list (spec sections 2 and 7): a heart on the product page keeps the product,
 * /profile/wish-list shows it and its heart removes it; a guest's heart asks to sign in.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

test('a signed-in shopper hearts a product, finds it in the wish list and removes it there', async ({ page, request }, info) => {
  const mobile = info.project.name === 'phone' ? '09120000003' : '09120000002';
  // Signing in through the page's own request context gives the browser the session cookie.
  const login = await page.request.post('/v6/register/login-by-password', { data: { mobile, password: 'bazaar123', ...CLIENT } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  await request.delete('/v6/wish-list/clear', { headers: { Authorization: `Bearer ${token}` } });
  const list = await request.get('/v10/product/index?per-page=1&available=1&sort=newest');
  const product = ((await list.json()) as { data: { items: { slug: string; name: string }[] } }).data.items[0]!;

  await page.goto(`/product/${product.slug}`);
  const heart = page.getByRole('main').getByRole('button', { name: 'علاقه‌مندی' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.locator('#toaster').getByText('کالا به لیست علاقه‌مندی‌ها اضافه شد')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/wish-list');
  await expect(page.getByRole('heading', { level: 1, name: /علاقه‌مندی‌ها/ })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) });
  await expect(card).toHaveCount(1);
  // The page marks its hearts once idle.
  await expect(card.getByRole('button', { name: 'علاقه‌مندی' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: 'علاقه‌مندی' }).click();
  await expect(page.locator('#toaster').getByText('کالا از لیست علاقه‌مندی‌ها حذف شد')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('لیست علاقه‌مندی‌های شما خالی است')).toBeVisible();
});

test('a guest tapping a heart is asked to sign in first', async ({ page, request }) => {
  const list = await request.get('/v10/product/index?per-page=1&available=1');
  const product = ((await list.json()) as { data: { items: { slug: string }[] } }).data.items[0]!;
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'علاقه‌مندی' }).first().click();
  await expect(page.getByRole('dialog', { name: 'ورود به حساب کاربری' })).toBeVisible();
});
