import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * Reviews on the product page: read server-rendered with sorts and paging, and
 * written by a signed-in shopper through a plain form. A text with markup waits for staff;
 * once the owner approves it, it is shown as text (never run), and the product's rating
 * agrees on the listing card, the page and its JSON-LD.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

async function signInAs(page: Page, mobile: string) {
  const res = await page.request.post('/v6/register/login-by-password', {
    data: { mobile, password: 'bazaar123', ...CLIENT },
    headers: { 'X-Client-Id': CLIENT.client_id },
  });
  expect(res.status(), await res.text()).toBe(200);
}

interface Found {
  id: number;
  slug: string;
  name: string;
  total: number;
}

/** The first product (from `from` on) whose published reviews match `want`, through the public API. */
async function productWhere(request: APIRequestContext, from: number, want: (total: number) => boolean): Promise<Found> {
  for (let id = from; id < from + 400; id++) {
    const reviews = await request.get(`/v6/survey/index?product_id=${id}&per-page=1`);
    if (reviews.status() !== 200) continue;
    const total = (await reviews.json()).data._meta.totalCount as number;
    if (!want(total)) continue;
    const view = await request.get(`/v6/product/view?id=${id}`);
    if (view.status() !== 200) continue;
    const product = (await view.json()).data;
    if (product.status?.code !== 1) continue;
    return { id, slug: product.slug, name: product.name, total };
  }
  throw new Error('no such product in the demo data');
}

/** The Product item of the page's JSON-LD. */
async function jsonLdProduct(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((b) => JSON.parse(b))
    .flat()
    .find((d) => d['@type'] === 'Product');
}

test('a guest reads the reviews, sorts them by helpfulness and pages through them, without JavaScript', async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: info.project.use.viewport ?? undefined });
  const page = await context.newPage();
  const product = await productWhere(page.request, info.project.name === 'phone' ? 1 : 200, (n) => n > 10);
  await page.goto(`/product/${product.slug}/userReviews`);
  const tab = page.locator('#tab-userReviews');
  await expect(tab.getByRole('heading', { name: 'نظرات کاربران' })).toBeVisible();
  const list = tab.getByRole('list', { name: 'دیدگاه‌های کاربران' });
  await expect(list.getByRole('article')).toHaveCount(10);
  await tab.getByRole('navigation', { name: 'مرتب‌سازی دیدگاه‌ها' }).getByRole('link', { name: 'مفیدترین' }).click();
  await expect(page).toHaveURL(/review_sort=helpful/);
  await expect(tab.getByRole('link', { name: 'مفیدترین' })).toHaveAttribute('aria-current', 'true');
  await tab.getByRole('navigation', { name: 'صفحه‌های دیدگاه‌ها' }).getByRole('link', { name: 'صفحه بعد' }).click();
  await expect(page).toHaveURL(/review_page=2/);
  await expect(page).toHaveURL(/review_sort=helpful/);
  await expect(list.getByRole('article').first()).toBeVisible();
  // Voting is a plain form too: a guest is asked to sign in and would come back to the review.
  await list.getByRole('article').first().getByRole('button', { name: /^بله/ }).click();
  await expect(page).toHaveURL(/\/auth\?back=%2Fproduct%2F[^&]*review_page%3D2/);
  await context.close();
});

test('a shopper’s review with markup waits for approval, then shows as text and moves the rating everywhere', async ({ page, browser }, info) => {
  test.slow();
  const phone = info.project.name === 'phone';
  const shopper = phone ? '09120000003' : '09120000005';
  const product = await productWhere(page.request, phone ? 40 : 300, (n) => n === 0);

  // A guest who wants to write is sent to sign in first, and comes back to the form.
  await page.goto(`/product/${product.slug}/userReviews`);
  await expect(page.getByText('هنوز امتیازی ثبت نشده است')).toBeVisible();
  await page.getByRole('link', { name: 'دیدگاه خود را بنویسید' }).click();
  await expect(page).toHaveURL(/\/auth\?back=/);
  await signInAs(page, shopper);
  await page.goto(`/product/${product.slug}/userReviews/write`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`دیدگاه شما دربارهٔ ${product.name}`);

  const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> ${phone ? 'گوشی' : 'کالا'} را از www.example.ir هم ببینید`;
  await page.getByRole('button', { name: 'ثبت دیدگاه' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'به همهٔ معیارها امتیاز دهید' })).toBeVisible();
  const criteria = page.getByRole('group', { name: 'به هر معیار از ۱ تا ۵ امتیاز دهید' }).getByRole('group');
  // The radios are drawn as buttons (their labels); a shopper taps the label.
  for (const criterion of await criteria.all()) {
    const best = criterion.getByRole('radio', { name: /عالی/ });
    await best.locator('xpath=..').click();
    await expect(best).toBeChecked();
  }
  await page.getByLabel('متن دیدگاه').fill(payload);
  await page.getByLabel('نقاط قوت (هر نکته در یک سطر)').fill('<b>کیفیت</b>\nارزش خرید');
  await page.getByRole('radio', { name: 'پیشنهاد می‌کنم' }).check();
  await page.getByRole('button', { name: 'ثبت دیدگاه' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}/userReviews\\?review=pending`));
  await expect(page.getByRole('status').filter({ hasText: 'دیدگاه شما ثبت شد و پس از بررسی منتشر می‌شود.' })).toBeVisible();
  await expect(page.getByText(payload)).toHaveCount(0);

  // The owner approves it in the decisions inbox (the text shown as written there too).
  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openAsStaff(staff, DEMO_STAFF.owner, '/admin/decisions');
  const held = staff.getByRole('listitem').filter({ hasText: payload });
  await expect(held).toContainText(`نظر دربارهٔ ${product.name}`);
  await expect(held).toContainText('نگه داشته شده برای');
  await held.getByRole('button', { name: 'تأیید' }).click();
  await expect(staff.getByRole('status')).toHaveText('تأیید شد.');
  await staff.close();

  // Shown as text, never run; the page, its JSON-LD and the listing card agree.
  await page.goto(`/product/${product.slug}/userReviews`);
  const review = page.getByRole('list', { name: 'دیدگاه‌های کاربران' }).getByRole('article').first();
  await expect(review.getByText(payload)).toBeVisible();
  await expect(review.getByRole('list', { name: 'نقاط قوت' })).toContainText('<b>کیفیت</b>');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('#tab-userReviews img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#tab-userReviews').getByText('از ۱ دیدگاه')).toBeVisible();
  const ld = await jsonLdProduct(page);
  expect(ld.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });
  expect(ld.review[0].reviewBody).toBe(payload);
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.name, exact: true }) })
    .first();
  await expect(card.getByLabel('امتیاز ۵ از ۵')).toBeVisible();

  // Someone else finds it helpful: counted in place, once.
  const reader = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(reader, phone ? '09120000001' : '09120000002');
  await reader.goto(`/product/${product.slug}/userReviews`);
  const votes = reader.getByRole('list', { name: 'دیدگاه‌های کاربران' }).getByRole('article').first();
  await votes.getByRole('button', { name: /^بله/ }).click();
  await expect(votes.getByRole('button', { name: /^بله/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(votes.getByRole('button', { name: /^بله/ })).toContainText('۱');
  await votes.getByRole('button', { name: /^بله/ }).click();
  await expect(votes.getByRole('button', { name: /^بله/ })).toContainText('۱');
  const [published] = (await (await reader.request.get(`/v6/survey/index?product_id=${product.id}`)).json()).data.items;
  expect(published.likes).toBe(1);
  await reader.close();
});
