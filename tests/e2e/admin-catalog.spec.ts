import { expect, test } from './fixtures';
import { DEMO_STAFF, openAsStaff } from './pages/staff';

/**
 * The catalogue editor: finds a product's variety in the back office,
 * lowers its sale price, and the product page shows the new price at once (the change
 * goes through the catalogue's variety-update path, which purges the cached page). On
 * a desk, a CSV file with a good and a bad row: the preview changes nothing, the
 * confirmation applies only the good row. Each project edits products of its own.
 */
const faNumber = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

interface Card {
  slug: string;
  name: string;
  variety_id: number;
  coVarieties: number;
  price: number;
}

test('a catalogue editor changes a price and the product page shows it', async ({ page }, info) => {
  test.slow(); // a staff sign-in with its second factor, then a cold product page
  const list = await page.request.get('/v10/product/index?per-page=50&available=1&sort=-price&page=2');
  const cards = ((await list.json()) as { data: { items: Card[] } }).data.items.filter((c) => c.coVarieties === 0);
  const phone = info.project.name === 'phone';
  const product = cards[phone ? 0 : 1]!;
  const view = (await (await page.request.get(`/v6/product/view?slug=${encodeURIComponent(product.slug)}`)).json()) as {
    data: { varieties: { id: number; price_main: number; price_off: number }[] };
  };
  const variety = view.data.varieties.find((v) => v.id === product.variety_id)!;
  const newToman = Math.floor(variety.price_off / 10) - 1000;

  await openAsStaff(page, DEMO_STAFF.catalogEditor, '/admin/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'قیمت و موجودی' })).toBeVisible();
  await page.getByRole('search', { name: 'جست‌وجوی کالا' }).getByRole('textbox').fill(String(product.variety_id));
  await page.getByRole('button', { name: 'جست‌وجو' }).click();
  const row = page.getByRole('region', { name: new RegExp(product.name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();

  // A sale price above the price is refused beside the row, in Persian, and nothing changes.
  await row.getByLabel('قیمت با تخفیف (تومان)').fill(String(Math.floor(variety.price_main / 10) + 1000));
  await row.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('قیمت با تخفیف نمی‌تواند از قیمت اصلی بیشتر باشد');

  await row.getByLabel('قیمت با تخفیف (تومان)').fill(faNumber(newToman).replace(/٬/g, ''));
  await row.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`تغییرات تنوع ${faNumber(product.variety_id).replace(/٬/g, '')} ثبت شد.`);

  // Partner prices by quantity, from 10 units: a line that is not «quantity: price» is refused beside the field.
  await row.getByLabel('قیمت همکار به تعداد (هر خط «تعداد: قیمت به تومان»)').fill('ده عدد');
  await row.getByRole('button', { name: 'ذخیرهٔ قیمت همکار' }).click();
  await expect(page.getByRole('alert')).toHaveText('هر خط یک پله: «تعداد: قیمت به تومان»، مانند «۱۰: ۹۲۰۰۰۰»');
  await row.getByLabel('قیمت همکار به تعداد (هر خط «تعداد: قیمت به تومان»)').fill(`۱۰: ${newToman - 5000}`);
  await row.getByRole('button', { name: 'ذخیرهٔ قیمت همکار' }).click();
  await expect(page.getByRole('status')).toHaveText(`تغییرات تنوع ${faNumber(product.variety_id).replace(/٬/g, '')} ثبت شد.`);
  await expect(row.getByLabel('قیمت همکار به تعداد (هر خط «تعداد: قیمت به تومان»)')).toHaveValue(`10: ${newToman - 5000}`);

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(faNumber(newToman), { exact: false }).locator('visible=true').first()).toBeVisible();
});

test('a catalogue editor previews a CSV file, then applies only its good rows', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a spreadsheet upload is a desk task');
  test.slow();
  const list = await page.request.get('/v10/product/index?per-page=50&available=1&sort=-price&page=2');
  const cards = ((await list.json()) as { data: { items: Card[] } }).data.items.filter((c) => c.coVarieties === 0);
  const product = cards[2]!;

  await openAsStaff(page, DEMO_STAFF.catalogEditor, '/admin/catalog/bulk');
  const csv = `variety_id,price_toman,sale_price_toman,stock\r\n${product.variety_id},,,۹\r\n2000000000,100,90,1\r\n`;
  await page.getByLabel('فایل CSV قیمت و موجودی').setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'پیش‌نمایش' }).click();
  await expect(page.getByRole('heading', { name: 'پیش‌نمایش: ۱ ردیف درست، ۱ ردیف نادرست' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: product.name.slice(0, 20) })).toContainText('درست');
  await expect(rows.filter({ hasText: 'کالایی با این شناسه پیدا نشد' })).toHaveCount(1);

  await page.getByRole('button', { name: 'تأیید و اعمال ۱ ردیف درست' }).click();
  await expect(page.getByRole('status')).toHaveText('۱ ردیف اعمال شد، ۱ ردیف نادرست کنار گذاشته شد.');
  const view = (await (await page.request.get(`/v6/product/view?slug=${encodeURIComponent(product.slug)}`)).json()) as {
    data: { varieties: { id: number; stock: number }[] };
  };
  expect(view.data.varieties.find((v) => v.id === product.variety_id)!.stock).toBe(9);
});
