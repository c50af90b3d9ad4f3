import { expect, test } from './fixtures';
import { AddressBookPage, AddressForm, hydrated, memberWithoutAddress } from './pages/addresses';
import { expectToastShown } from './pages/toasts';

/**
 * The address book (spec sections 2–4 and 8): a member with no address sees the
 * empty book, adds an address (field errors first, then province and city, Persian
 * digits, a point from the browser's location), finds it listed as main, edits it (a
 * point from the place search), adds a second in another province and makes it main,
 * then deletes the first after confirming. Another shopper's address is the 404 page.
 */
const VANAK = { latitude: 35.7578, longitude: 51.4102 };

test('a member keeps an address book: add, edit, a second one made main, delete', async ({ page, context }) => {
  test.slow(); // a registration and five page loads with a hydrated form
  await memberWithoutAddress(page, context);
  const book = new AddressBookPage(page);
  const form = new AddressForm(page);

  await test.step('the empty book invites to add one', async () => {
    await book.open();
    await expect(book.empty).toBeVisible();
    await book.add.click();
    await expect(page).toHaveURL(/\/profile\/addresses\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'افزودن نشانی جدید' })).toBeVisible();
  });

  await test.step('an empty form explains each field in Persian; a bad postal code is refused', async () => {
    await hydrated(page, form.province);
    await form.submit().click();
    await expect(await form.errorOf(form.province)).toHaveText('استان را انتخاب کنید');
    await expect(form.province).toBeFocused();
    await expect(await form.errorOf(form.plaque)).toHaveText('این فیلد الزامی است');
    await form.choose('تهران', 'تهران');
    await form.address.fill('خیابان ملاصدرا، خیابان شیراز جنوبی، کوچه لادن');
    await form.plaque.fill('۲۴');
    await form.unit.fill('۳');
    await form.zipcode.fill('۱۲۳۴۵۶۷۸۹۰');
    await form.receiver.fill('سارا کریمی');
    await form.mobile.fill('۰۹۱۲ ۱۲۳ ۴۵۶۷');
    await form.submit().click();
    await expect(await form.errorOf(form.zipcode)).toHaveText('کد پستی باید ۱۰ رقم و معتبر باشد');
    await form.zipcode.fill('۱۳۹۵۱-۴۳۶۷۸');
  });

  await test.step('the location: refused first (the city centre stands in), then found and named', async () => {
    await form.useMyLocation.click();
    await expect(page.getByRole('alert').filter({ hasText: /اجازه دسترسی به موقعیت مکانی داده نشد|موقعیت مکانی شما پیدا نشد/ })).toBeVisible();
    await expect(form.picked).toContainText('مرکز شهر تهران');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(VANAK);
    await form.useMyLocation.click();
    await expect(form.picked).toContainText('نزدیک ونک، تهران');
  });

  await test.step('saved, it is listed as the main address', async () => {
    await form.submit().click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expectToastShown(page, 'نشانی با موفقیت ثبت شد');
    const card = book.card(/کوچه لادن/);
    await expect(card).toHaveCount(1);
    await expect(book.mainBadge(card)).toBeVisible();
    await expect(card).toContainText('۱۳۹۵۱۴۳۶۷۸');
  });

  await test.step('edit: a new plaque and a point from the place search', async () => {
    await book.edit(book.card(/کوچه لادن/)).click();
    await expect(page).toHaveURL(/\/profile\/addresses\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ویرایش نشانی' })).toBeVisible();
    await hydrated(page, form.province);
    await expect(form.address).toHaveValue('خیابان ملاصدرا، خیابان شیراز جنوبی، کوچه لادن');
    await expect(form.city).toHaveValue(/\d+/);
    await form.plaque.fill('۳۰');
    await form.placeSearch.fill('تجريش');
    await form.placeSearch.press('Enter');
    await form.results.getByRole('button', { name: /تجریش/ }).first().click();
    await expect(form.picked).toContainText('نزدیک تجریش، تهران');
    await form.submit('ذخیره تغییرات').click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    await expectToastShown(page, 'نشانی با موفقیت ویرایش شد');
    await expect(book.card(/کوچه لادن/)).toContainText('۳۰');
  });

  await test.step('a second address, in Isfahan, is not main until chosen', async () => {
    await book.add.click();
    await hydrated(page, form.province);
    await form.choose('اصفهان', 'اصفهان');
    await form.address.fill('خیابان چهارباغ بالا، کوچه گلستان');
    await form.plaque.fill('۸');
    await form.zipcode.fill('۸۱۷۴۶۷۳۴۴۱');
    await form.receiver.fill('رضا کریمی');
    await form.mobile.fill('09351234567');
    await form.submit().click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    const second = book.card(/چهارباغ/);
    await expect(book.mainBadge(second)).toHaveCount(0);
    await hydrated(page, book.setMain(second));
    await book.setMain(second).click();
    await expectToastShown(page, 'نشانی اصلی تغییر کرد');
    await expect(book.mainBadge(second)).toBeVisible();
    await expect(book.mainBadge(book.card(/کوچه لادن/))).toHaveCount(0);
    // The server agrees: main first after a reload.
    await page.reload();
    await expect(book.cards.first()).toContainText('چهارباغ');
    await expect(book.mainBadge(book.cards.first())).toBeVisible();
  });

  await test.step('delete the first after confirming', async () => {
    const first = book.card(/کوچه لادن/);
    await hydrated(page, book.remove(first));
    await book.remove(first).click();
    await expect(book.confirm).toBeVisible();
    await book.confirm.getByRole('button', { name: 'انصراف' }).click();
    await expect(book.confirm).toBeHidden();
    await book.remove(first).click();
    await book.confirm.getByRole('button', { name: 'بله، حذف شود' }).click();
    await expectToastShown(page, 'نشانی حذف شد');
    await expect(first).toHaveCount(0);
    await expect(book.cards).toHaveCount(1);
    await page.reload();
    await expect(book.cards).toHaveCount(1);
    await expect(book.mainBadge(book.card(/چهارباغ/))).toBeVisible();
  });
});

test('another shopper’s address is the 404 page', async ({ page, context }) => {
  await memberWithoutAddress(page, context);
  // The demo customer's addresses exist (seeded); this member owns none of them.
  const res = await page.goto('/profile/addresses/1');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '۴۰۴' })).toBeVisible();
  await expect(page.getByText('صفحه مورد نظر یافت نشد')).toBeVisible();
  await expect(page.getByLabel('نشانی', { exact: true })).toHaveCount(0);
});
