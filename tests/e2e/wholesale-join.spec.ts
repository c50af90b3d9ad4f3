import { expect, test } from './fixtures';
import { newMember } from './pages/checkout';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * Joining the partner programme (issue 18 item 2), on the wholesale host: a customer signs
 * in there, applies as a company on /b2b/register (a wrong legal national ID is refused
 * beside its field first), reads «waiting» on /b2b/validation; the owner approves the case
 * in the back office's decisions inbox; the applicant then reads «confirmed» there. Each
 * project applies with a company of its own.
 */
const port = Number(process.env.E2E_PORT);
const WHOLESALE = `http://b2b.localhost:${port}`;
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

test('a customer applies on the wholesale host and the owner approves them', async ({ page, context, browser }, info) => {
  test.slow(); // a new account, the application, a staff sign-in with its second factor
  const company = `بازرگانی آزمون ${info.project.name === 'phone' ? 'الف' : 'ب'}`;
  const mobile = await newMember(page, context);
  // Node cannot resolve b2b.localhost (Chromium can): sign in from the wholesale host's own page.
  await page.goto(`${WHOLESALE}/`);
  const signedIn = await page.evaluate(
    async (body) => (await fetch('/v6/register/login-by-password', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Id': body.client_id }, body: JSON.stringify(body) })).status,
    { mobile, password: 'secret123', ...CLIENT },
  );
  expect(signedIn).toBe(200);

  await test.step('applies as a company on /b2b/register', async () => {
    await page.goto(`${WHOLESALE}/b2b/register`);
    await expect(page.getByRole('heading', { level: 1, name: 'همکاری در فروش عمده' })).toBeVisible();
    const form = page.getByRole('form', { name: 'درخواست همکاری' });
    await form.getByLabel('شرکت (شخص حقوقی)').check();
    await form.getByLabel('نام شرکت یا فروشگاه').fill(company);
    await form.getByLabel('شناسهٔ ملی شرکت (ویژهٔ شرکت‌ها)').fill('۱۰۳۸۰۲۸۴۷۹۲');
    await form.getByLabel('نوع شرکت (ویژهٔ شرکت‌ها)').selectOption({ label: 'سهامی خاص' });
    await form.getByLabel('از کجا با ما آشنا شدید؟').selectOption({ label: 'نمایشگاه‌های تجاری' });
    await form.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.getByLabel('نام شرکت یا فروشگاه')).toHaveValue(company);
    await page.getByLabel('شناسهٔ ملی شرکت (ویژهٔ شرکت‌ها)').fill('۱۰۳۸۰۲۸۴۷۹۰');
    await page.getByRole('button', { name: 'ثبت درخواست همکاری' }).click();
    await expect(page).toHaveURL(/\/b2b\/validation/);
    await expect(page.getByRole('status').filter({ hasText: 'درخواست شما ثبت شد.' })).toBeVisible();
    await expect(page.locator('[data-status]')).toHaveText('در انتظار بررسی');
  });

  // Products some of which have partner tiers: while the application waits, none shows them.
  const slugs = await page.evaluate(async () => {
    const res = await fetch('/v10/product/index?per-page=8&sort=-price', { headers: { 'X-Business': '1' } });
    return ((await res.json()) as { data: { items: { slug: string }[] } }).data.items.map((i) => i.slug);
  });
  await test.step('a waiting applicant sees no partner price on the wholesale host', async () => {
    for (const slug of slugs) {
      await page.goto(`${WHOLESALE}/product/${slug}/wholesale`);
      await expect(page.getByRole('link', { name: 'ثبت‌نام همکاری عمده (B2B)' }).first()).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'قیمت هر عدد' })).toHaveCount(0);
    }
  });

  const applicant = await context.storageState();
  await test.step('the owner approves the case in the decisions inbox', async () => {
    await context.clearCookies();
    await openAsStaff(page, DEMO_STAFF.owner, '/admin/decisions');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${company}`) }) });
    await expect(item).toContainText('درخواست همکاری (عمده)');
    await expect(item).toContainText('شناسه ملی ۱۰۳۸۰۲۸۴۷۹۰');
    await item.getByRole('button', { name: 'تأیید' }).click();
    await expect(page.getByRole('status')).toHaveText('تأیید شد.');
  });

  await test.step('the applicant reads that they are a confirmed partner', async () => {
    await context.clearCookies();
    await context.addCookies(applicant.cookies);
    await page.goto(`${WHOLESALE}/b2b/validation`);
    await expect(page.locator('[data-status]')).toHaveText('تأیید شده');
    await expect(page.getByRole('link', { name: 'ورود به پنل همکار' })).toBeVisible();
  });

  await test.step('the partner sees partner prices by quantity on the product page', async () => {
    let shown = 0;
    for (const slug of slugs) {
      await page.goto(`${WHOLESALE}/product/${slug}/wholesale`);
      await expect(page.getByRole('link', { name: 'ثبت‌نام همکاری عمده (B2B)' })).toHaveCount(0);
      shown += await page.getByRole('columnheader', { name: 'قیمت هر عدد' }).count();
    }
    expect(shown).toBeGreaterThan(0);
  });

  await test.step('the partner asks for a bulk price on the wholesale tab', async () => {
    const form = page.getByRole('form', { name: 'استعلام قیمت برای خرید عمده' });
    await form.getByLabel('تعداد مورد نیاز').fill('۰');
    await form.getByLabel('نام شرکت یا فروشگاه').fill(company);
    await form.getByRole('button', { name: 'ارسال استعلام' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'استعلام قیمت عمده' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('تعداد باید عددی صحیح از ۱ تا ۱٬۰۰۰٬۰۰۰ باشد');
    await page.getByLabel('تعداد مورد نیاز').fill('۲۵۰');
    await page.getByRole('button', { name: 'ارسال استعلام' }).click();
    await expect(page).toHaveURL(/\/wholesale\?inquiry=sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'استعلام شما ثبت شد' })).toBeVisible();
  });

  await test.step('the partner finds partner prices on the wholesale search’s cards', async () => {
    await page.goto(`${WHOLESALE}/b2b/search/category-smartphone?sort=price`);
    await expect(page.locator('[data-partner-price]').first()).toContainText(/^قیمت همکار از [۰-۹]+ عدد: [۰-۹٬]+ تومان$/);
    // The page the partner just had cached is never what a guest gets at the same address.
    const guest = await browser.newContext();
    const other = await guest.newPage();
    await other.goto(`${WHOLESALE}/b2b/search/category-smartphone?sort=price`);
    await expect(other).toHaveURL(/\/b2b\/register$/);
    await expect(other.locator('[data-partner-price]')).toHaveCount(0);
    await guest.close();
  });

  await test.step('a brand on the wholesale storefront: partner prices, the price sorts only', async () => {
    await page.goto(`${WHOLESALE}/b2b/brand/samsung?sort=newest`);
    await expect(page).toHaveURL(/\/b2b\/brand\/samsung$/);
    await expect(page.locator('[data-partner-price]').first()).toBeVisible();
    const sorts = page.getByRole('navigation', { name: 'مرتب‌سازی' }).getByRole('link');
    await expect(sorts).toHaveCount(2);
  });

  await test.step('the partner price list of a category', async () => {
    await page.goto(`${WHOLESALE}/b2b/price-list/smartphone`);
    const table = page.getByRole('table', { name: /^لیست قیمت همکار/ });
    await expect(table.getByRole('columnheader', { name: 'قیمت همکار' })).toBeVisible();
    await expect(table.locator('[data-partner-price]').first()).toContainText(/^[۰-۹٬]+ تومان از [۰-۹]+ عدد$/);
  });

  await test.step('the partner panel lists the inquiry', async () => {
    await page.goto(`${WHOLESALE}/b2b`);
    await expect(page.getByRole('heading', { level: 1, name: 'پنل همکار' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'استعلام‌های قیمت' })).toContainText('۲۵۰ عدد · در انتظار پاسخ');
    await expect(page.getByRole('navigation', { name: 'میان‌بُرهای همکار' }).getByRole('link', { name: 'جست‌وجوی کالا' })).toBeVisible();
  });
});
