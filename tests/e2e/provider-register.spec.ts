import sharp from 'sharp';
import { expect, test } from './fixtures';
import { newMember } from './pages/checkout';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * Seller (provider) registration, on a phone: a customer finds «فروشنده
 * شوید», registers as a legal person in three steps (a wrong Sheba is refused beside its
 * field; leaving halfway and coming back continues at the next step), uploads documents (a
 * file that is not a picture is refused), downloads the contract as a PDF and sends the
 * application; the owner approves it in the decisions inbox and adds the new seller's first
 * offer on /admin/catalog (the product page lists the seller); the seller is told by SMS
 * and reads that they are approved.
 */
test('a company registers as a seller in three steps, uploads documents, downloads the contract, staff approve and the seller gets the SMS', async ({
  page,
  context,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the journey is at phone size, as most sellers register from a phone');
  test.slow(); // a new account, five screens, a staff sign-in with its second factor
  const shop = `فروشگاه آزمون ${Date.now().toString(36)}`;
  const mobile = await newMember(page, context);

  await test.step('finds the seller page and starts', async () => {
    await page.goto('/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'در بازار بفروشید' })).toBeVisible();
    await page.getByRole('link', { name: 'ثبت‌نام فروشنده' }).first().click();
    await expect(page).toHaveURL(/\/provider\/register(\?step=1)?$/);
  });

  await test.step('step 1: the company and its signatory', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحلهٔ ۱ از ۵: اطلاعات هویتی');
    await page.getByLabel('شخص حقوقی (شرکت)').check();
    await page.getByLabel('نام شرکت').fill('بازرگانی آزمون');
    await page.getByLabel('نوع شرکت').selectOption({ label: 'سهامی خاص' });
    await page.getByLabel('شناسهٔ ملی شرکت (۱۱ رقم)').fill('۱۰۳۸۰۲۸۴۷۹۰');
    await page.getByLabel('شمارهٔ ثبت').fill('۴۵۶۷۸');
    await page.getByLabel('نام', { exact: true }).fill('مریم');
    await page.getByLabel('نام خانوادگی').fill('کاظمی');
    await page.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
    await page.getByLabel('شمارهٔ تماس (ثابت با کد شهر یا موبایل)').fill('۰۲۱۸۸۷۷۶۶۵۵');
    await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
    await expect(page).toHaveURL(/step=2$/);
  });

  await test.step('step 2: a wrong Sheba is refused beside its field, then the shop is saved', async () => {
    await page.getByLabel('نام فروشگاه').fill(shop);
    await page.getByLabel('شهر').selectOption({ index: 1 });
    await page.getByLabel('نشانی فروشگاه یا انبار').fill('خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲');
    await page.getByLabel('کد پستی (۱۰ رقم)').fill('1619735744');
    await page.getByLabel('شمارهٔ شبا').fill('IR820540102680020817909003');
    await page.getByLabel('نام صاحب حساب').fill('بازرگانی آزمون');
    await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'شماره شبا معتبر نیست' })).toBeVisible();
    await expect(page.getByLabel('نام فروشگاه')).toHaveValue(shop);
    await page.getByLabel('شمارهٔ شبا').fill('IR820540102680020817909002');
    await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
    await expect(page).toHaveURL(/step=3$/);
  });

  await test.step('leaves halfway and, coming back, continues at step 3', async () => {
    await page.goto('/');
    await page.goto('/provider/register');
    await expect(page).toHaveURL(/step=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحلهٔ ۳ از ۵: دسته‌بندی کالاها');
    await expect(page.getByRole('navigation', { name: 'مراحل ثبت‌نام فروشنده' }).getByRole('link', { name: 'اطلاعات هویتی' })).toBeVisible();
  });

  await test.step('step 3: categories, how they sell today', async () => {
    await page.getByRole('checkbox', { name: 'کالای دیجیتال' }).check();
    await page.getByLabel('امروز کالاهایتان را کجا می‌فروشید؟').selectOption({ label: 'فروشگاه حضوری' });
    await page.getByLabel('تعداد تقریبی کالاها').fill('۱۲۰');
    await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
    await expect(page).toHaveURL(/\/provider\/upload$/);
  });

  await test.step('uploads the documents; a file that is not a picture is refused', async () => {
    // A phone's photo of the card: megabytes of camera noise, shrunk in the browser before it is sent, never refused.
    const [width, height] = [2400, 1600];
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const card = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(card.byteLength).toBeGreaterThan(1_000_000);
    const cardItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /تصویر کارت ملی/ }) });
    await cardItem
      .getByLabel('فایل تصویر کارت ملی')
      .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
    await cardItem.getByRole('button', { name: 'بارگذاری' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' })).toBeVisible();
    await cardItem.getByLabel('فایل تصویر کارت ملی').setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: card });
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/provider/upload');
    await cardItem.getByRole('button', { name: 'بارگذاری' }).click();
    await expect(page.getByRole('status').filter({ hasText: '«تصویر کارت ملی» بارگذاری شد.' })).toBeVisible();
    expect((await (await sent).sizes()).requestBodySize).toBeLessThan(40 * 1024);
    const stored = await page.request.get((await cardItem.getByRole('link', { name: 'بارگذاری شده؛ مشاهده' }).getAttribute('href'))!);
    expect(stored.status()).toBe(200);
    expect((await stored.body()).byteLength).toBeLessThanOrEqual(25 * 1024);
    const gazette = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /روزنامهٔ رسمی/ }) });
    await gazette
      .getByLabel(/^فایل روزنامهٔ رسمی/)
      .setInputFiles({ name: 'gazette.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await gazette.getByRole('button', { name: 'بارگذاری' }).click();
    await expect(gazette.getByRole('link', { name: 'بارگذاری شده؛ مشاهده' })).toBeVisible();
    await page.getByRole('link', { name: 'ادامه: بازبینی و قرارداد' }).click();
    await expect(page).toHaveURL(/\/provider\/preconfirm$/);
  });

  await test.step('reviews, downloads the contract and sends the application', async () => {
    await expect(page.getByRole('region', { name: 'فروشگاه و حساب بانکی' })).toContainText(shop);
    await expect(page.getByRole('region', { name: 'اطلاعات هویتی' })).toContainText('۱۰۳۸۰۲۸۴۷۹۰');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'دریافت قرارداد (PDF)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bazaar-contract-\d+\.pdf$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'پذیرفتن مفاد قرارداد لازم است' })).toBeVisible();
    await page.getByLabel(/مفاد قرارداد را خواندم و می‌پذیرم/).check();
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await expect(page).toHaveURL(/\/provider\/complete\?sent=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('درخواست فروشندگی: در انتظار بررسی');
  });

  const seller = await context.storageState();
  await test.step('the owner approves the case in the decisions inbox', async () => {
    await context.clearCookies();
    await openAsStaff(page, DEMO_STAFF.owner, '/admin/decisions');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${shop} (حقوقی)` }) });
    await expect(item).toContainText('درخواست فروشندگی');
    await expect(item).toContainText('شناسهٔ ملی ۱۰۳۸۰۲۸۴۷۹۰');
    await expect(item.getByRole('link', { name: 'قرارداد (PDF)' })).toBeVisible();
    await item.getByRole('button', { name: 'تأیید' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'تأیید شد.' })).toBeVisible();
  });

  await test.step('the owner adds the new seller’s first offer, and the product page lists the seller', async () => {
    const [card] = (
      (await (await page.request.get('/v10/product/index?per-page=1&page=37&available=1')).json()) as { data: { items: { id: number; slug: string }[] } }
    ).data.items;
    await page.goto('/admin/catalog');
    await page.getByText('افزودن پیشنهاد فروشنده به یک کالا').click();
    const form = page.getByRole('form', { name: 'افزودن پیشنهاد فروشنده' });
    await form.getByLabel('شمارهٔ کالا').fill(String(card!.id));
    const sellerOption = await form
      .getByLabel('فروشنده')
      .locator('option', { hasText: `${shop}،` })
      .getAttribute('value');
    await form.getByLabel('فروشنده').selectOption(sellerOption!);
    await form.getByLabel('گارانتی').selectOption({ index: 1 });
    // Dearer than any other offer: the product's default offer (and other journeys buying it) stay as they were.
    await form.getByLabel('قیمت (تومان)').fill('۹۹۰۰۰۰۰۰');
    await form.getByLabel('موجودی').fill('۷');
    await form.getByRole('button', { name: 'افزودن پیشنهاد' }).click();
    await expect(page.getByRole('status').filter({ hasText: /پیشنهاد فروشنده با شمارهٔ تنوع .+ ثبت شد/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'تنوع‌های کالا' })).toContainText(shop);
    await page.goto(`/product/${card!.slug}/providers`);
    await expect(page.getByRole('main')).toContainText(shop);
  });

  await test.step('the seller is told by SMS and reads that they are approved', async () => {
    await page.goto('/dev/outbox');
    await expect(page.locator(`li[data-receptor="${mobile}"]`).filter({ hasText: `درخواست فروشندگی «${shop}» تأیید شد` })).toHaveCount(1);
    await context.clearCookies();
    await context.addCookies(seller.cookies);
    await page.goto('/provider/complete');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('درخواست فروشندگی: تأیید شده');
  });
});
