import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * Questions and answers, and feedback after delivery, in the browser: a
 * shopper asks with markup in the text, staff approve it, another shopper answers, and
 * everything shows as text; the asker is told by SMS. The demo customer rates her
 * delivered order on /profile/survey.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

async function signInAs(page: Page, mobile: string) {
  const res = await page.request.post('/v6/register/login-by-password', {
    data: { mobile, password: 'bazaar123', ...CLIENT },
    headers: { 'X-Client-Id': CLIENT.client_id },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The first product on sale (from `from` on) that nobody has asked about. */
async function unaskedProduct(request: APIRequestContext, from: number): Promise<{ id: number; slug: string; name: string }> {
  for (let id = from; id < from + 400; id++) {
    const asked = await request.get(`/v6/question/index?product_id=${id}&per-page=1`);
    if (asked.status() !== 200 || (await asked.json()).data._meta.totalCount > 0) continue;
    const product = (await (await request.get(`/v6/product/view?id=${id}`)).json()).data;
    if (product?.status?.code === 1) return { id, slug: product.slug, name: product.name };
  }
  throw new Error('no such product in the demo data');
}

/** Approves the held case whose text is `text` on the staff page's decisions inbox. */
async function approve(staff: Page, text: string) {
  await staff.goto('/admin/decisions');
  const held = staff.getByRole('listitem').filter({ hasText: text });
  await expect(held).toContainText('نگه داشته شده برای: کد یا برچسب HTML');
  await held.getByRole('button', { name: 'تأیید' }).click();
  await expect(staff.getByRole('status')).toHaveText('تأیید شد.');
}

test('a question and its answer with markup wait for staff, then show as text, and the asker hears of the answer', async ({ page, browser }, info) => {
  test.slow();
  const phone = info.project.name === 'phone';
  const [asker, answerer] = phone ? ['09120000001', '09120000003'] : ['09120000004', '09120000005'];
  const product = await unaskedProduct(page.request, phone ? 60 : 360);
  const tab = `/product/${product.slug}/questionAndAnswer`;
  const question = `<b>گارانتی</b> این کالا چند ماه است؟ <script>window.__xss=1</script>`;
  const answer = `<img src=x onerror="window.__xss=1"> هجده ماه گارانتی دارد`;

  await signInAs(page, asker);
  await page.goto(tab);
  await page.getByRole('link', { name: 'پرسش خود را بپرسید' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`پرسش دربارهٔ «${product.name}»`);
  await page.getByRole('textbox', { name: 'پرسش شما' }).fill('کوتاه');
  await page.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(page.getByRole('alert').first()).toContainText('پرسش را بین ۱۰ تا ۵۰۰ نویسه بنویسید');
  await page.getByRole('textbox', { name: 'پرسش شما' }).fill(question);
  await page.getByRole('button', { name: 'ثبت پرسش' }).click();
  await expect(page).toHaveURL(new RegExp(`${tab}\\?asked=1#`));
  await expect(page.getByRole('status').filter({ hasText: 'پس از بررسی' })).toBeVisible();

  const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await openAsStaff(staff, DEMO_STAFF.owner, '/admin/decisions');
  await approve(staff, question);

  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signInAs(other, answerer);
  await other.goto(tab);
  const asked = other.getByRole('list', { name: 'پرسش‌های کاربران' }).getByRole('listitem').filter({ hasText: question }).first();
  await expect(asked).toBeVisible();
  await asked.getByRole('link', { name: 'پاسخ دهید' }).click();
  await expect(other.getByRole('blockquote')).toHaveText(question);
  await other.getByRole('textbox', { name: 'پاسخ شما' }).fill(answer);
  await other.getByRole('button', { name: /ثبت پاسخ/ }).click();
  await expect(other).toHaveURL(new RegExp(`${tab}\\?answered=1#`));

  await approve(staff, answer);
  await staff.close();

  await page.goto(`${tab}?after=approval`);
  const published = page.getByRole('list', { name: 'پرسش‌های کاربران' }).getByRole('listitem').filter({ hasText: question }).first();
  await expect(published.getByText(answer)).toBeVisible();
  await expect(page.locator('#tab-questionAndAnswer img[src="x"]')).toHaveCount(0);
  await expect(page.locator('#tab-questionAndAnswer b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await other.goto('/dev/outbox');
  await expect(other.locator(`li[data-receptor="${asker}"]`).filter({ hasText: `به پرسش شما دربارهٔ «${product.name}» پاسخ داده شد` })).toHaveCount(1);
  await other.close();
});

test('the demo customer rates her delivered order and its product on /profile/survey', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the demo customer has one delivered order to rate');
  await page.goto('/profile/survey');
  await expect(page).toHaveURL(/\/auth/);
  await signInAs(page, '09120000001');
  await page.goto('/profile/survey');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const order = page.getByRole('form').first();
  await expect(order.getByRole('heading', { name: /^سفارش / })).toBeVisible();
  await order.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  const form = page.getByRole('form').first();
  await form.getByRole('radio', { name: /۵ ستاره/ }).check();
  await form.getByLabel(/^توضیح/).fill('بسته‌بندی عالی بود <b>و زود رسید</b>');
  for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'راضی بودم' }).check();
  await form.getByRole('checkbox', { name: 'بسته‌بندی سالم' }).first().check();
  await form.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page).toHaveURL(/\/profile\/survey\?sent=1/);
  await expect(page.getByRole('status').filter({ hasText: 'نظر شما ثبت شد؛ سپاس از همراهی‌تان' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'نوشته‌های من' })).toBeVisible();
});
