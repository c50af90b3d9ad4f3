import { createHmac } from 'node:crypto';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { codeNumber, newMobile } from './outbox';

/**
 * The address book (/profile/addresses, create and edit) found by role and Persian name,
 * and a fresh member with no address signed in in the browser (one SMS code).
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };

export async function memberWithoutAddress(page: Page, context: BrowserContext): Promise<string> {
  const mobile = newMobile();
  const hash_1 = String(Math.floor(Date.now() / 1000));
  const hash_2 = createHmac('sha256', 'retail-signing-dev').update(`${mobile}${hash_1}`).digest('hex');
  // Through the page's own request context: the session cookie lands in the browser.
  expect((await page.request.post('/v6/register/register', { data: { mobile, password: 'secret123', hash_1, hash_2 } })).status()).toBe(200);
  const code = await codeNumber(context, mobile, 1);
  expect((await page.request.post('/v8/register/validate-code-register', { data: { mobile, code, ...CLIENT } })).status()).toBe(200);
  return mobile;
}

/** Waits until the island holding `inside` has hydrated. */
export async function hydrated(page: Page, inside: Locator) {
  await expect(page.locator('astro-island').filter({ has: inside }).first()).not.toHaveAttribute('ssr', /.*/);
}

export class AddressBookPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/profile/addresses');
    await expect(this.heading).toBeVisible();
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'نشانی‌های من' });
  }
  get empty() {
    return this.page.getByText('هنوز نشانی‌ای ثبت نکرده‌اید');
  }
  /** The header's link (the empty state repeats it). */
  get add() {
    return this.page.getByRole('main').getByRole('link', { name: 'افزودن نشانی جدید' }).first();
  }
  get cards() {
    return this.page.getByRole('list', { name: 'فهرست نشانی‌ها' }).getByRole('listitem');
  }
  card(text: string | RegExp) {
    return this.cards.filter({ hasText: text });
  }
  mainBadge(card: Locator) {
    return card.getByText('نشانی اصلی', { exact: true });
  }
  edit(card: Locator) {
    return card.getByRole('link', { name: 'ویرایش' });
  }
  remove(card: Locator) {
    return card.getByRole('button', { name: 'حذف' });
  }
  setMain(card: Locator) {
    return card.getByRole('button', { name: 'انتخاب به‌عنوان نشانی اصلی' });
  }
  get confirm() {
    return this.page.getByRole('dialog', { name: 'حذف نشانی' });
  }
}

export class AddressForm {
  constructor(readonly page: Page) {}
  get province() {
    return this.page.getByLabel('استان');
  }
  get city() {
    return this.page.getByLabel('شهر', { exact: true });
  }
  get address() {
    return this.page.getByLabel('نشانی', { exact: true });
  }
  get plaque() {
    return this.page.getByLabel('پلاک');
  }
  get unit() {
    return this.page.getByLabel('واحد (اختیاری)');
  }
  get zipcode() {
    return this.page.getByLabel('کد پستی');
  }
  get receiver() {
    return this.page.getByLabel('نام و نام خانوادگی گیرنده');
  }
  get mobile() {
    return this.page.getByLabel('شماره موبایل گیرنده');
  }
  get useMyLocation() {
    return this.page.getByRole('button', { name: 'استفاده از موقعیت فعلی من' });
  }
  get placeSearch() {
    return this.page.getByRole('searchbox', { name: 'جستجوی محله، خیابان یا مکان' });
  }
  get results() {
    return this.page.getByRole('list', { name: 'نتیجه‌های جستجو' });
  }
  /** "موقعیت انتخاب‌شده: …" */
  get picked() {
    return this.page.getByRole('status').filter({ hasText: 'موقعیت انتخاب‌شده' });
  }
  submit(name = 'ثبت نشانی') {
    return this.page.getByRole('button', { name });
  }
  /** The error message tied to a field (its aria-describedby). */
  async errorOf(field: Locator) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
    return this.page.locator(`[id="${ids[ids.length - 1]}"]`);
  }
  async choose(province: string, city: string) {
    await this.province.selectOption({ label: province });
    await expect(this.city.locator('option', { hasText: city })).toHaveCount(1);
    await this.city.selectOption({ label: city });
  }
}
