import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * The owner adds a product in the back office: a bad address is refused
 * beside its field in Persian, what was typed kept; saved, it opens its edit page, takes a picture, and the
 * shop's product page shows it with that picture. Phone only: the owner is this spec's.
 */
test('the owner creates a product with a picture and the shop shows it', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the owner’s journey runs on the phone project only');
  test.slow(); // a staff sign-in with its second factor
  const stamp = Date.now().toString(36);
  await openAsStaff(page, DEMO_STAFF.owner, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'کالاها' })).toBeVisible();
  await page.getByRole('navigation', { name: 'بخش‌های کالاها' }).getByRole('link', { name: 'کالای تازه' }).click();

  const form = page.getByRole('form', { name: 'کالای تازه' });
  const name = `کتری سفری ${stamp}`;
  await form.getByLabel('نام کالا', { exact: true }).fill(name);
  await form.getByLabel('نام انگلیسی').fill(`Journey Kettle ${stamp}`);
  await form.getByLabel('نشانی (بخش پایانی آدرس صفحهٔ کالا)').fill('Not A Slug');
  await form.getByLabel('دسته').selectOption({ index: 1 });
  await form.getByLabel('برند').selectOption({ index: 1 });
  await form.getByLabel('ویژگی‌های کوتاه').fill('ظرفیت: ۱ لیتر');
  await form.getByRole('button', { name: 'ساختن کالا' }).click();
  const slug = form.getByLabel('نشانی (بخش پایانی آدرس صفحهٔ کالا)');
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText('نشانی فقط حروف کوچک انگلیسی، رقم و خط تیره است (مثلاً galaxy-a55)');
  // What was typed stays; a blank address is made from the English name.
  await expect(form.getByLabel('نام کالا', { exact: true })).toHaveValue(name);
  await slug.fill('');
  await form.getByRole('button', { name: 'ساختن کالا' }).click();
  await expect(page.getByRole('status')).toHaveText('کالا ساخته شد. اکنون تصویرهایش را بیفزایید.');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  await page.getByLabel('فایل تصویر (JPEG، PNG یا WebP، حداکثر ۵ مگابایت)').setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('متن جایگزین', { exact: true }).last().fill('کتری از روبه‌رو');
  await page.getByRole('button', { name: 'بارگذاری تصویر' }).click();
  await expect(page.getByRole('status')).toHaveText('تصویر افزوده شد.');
  await expect(page.getByRole('img', { name: 'کتری از روبه‌رو' })).toBeVisible();

  await page.getByRole('link', { name: 'صفحهٔ کالا در فروشگاه' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'کتری از روبه‌رو' }).first()).toBeVisible();
});
