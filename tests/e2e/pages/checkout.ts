import { createHmac } from 'node:crypto';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { codeNumber, newMobile } from './outbox';

/**
 * The checkout pages (/cart/complete-profile, /shipping, /payment) found by role and
 * Persian name, and the set-up a checkout journey needs: a fresh member signed in in the
 * browser, with a complete profile and a cart, made through the API.
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };
const PASSWORD = 'secret123';
/** What our islands send: a change made with the session cookie must show it comes from our pages. */
const OURS = { 'X-Client-Id': 'retail-web' };
const post = (page: Page, path: string, data: object) => page.request.post(path, { data, headers: OURS });

const signed = (mobile: string) => {
  const hash_1 = String(Math.floor(Date.now() / 1000));
  return { mobile, hash_1, hash_2: createHmac('sha256', 'retail-signing-dev').update(`${mobile}${hash_1}`).digest('hex') };
};

/** A new account with a password, signed in in this page's browser context (its cookies). */
export async function newMember(page: Page, context: BrowserContext, profile: 'complete' | 'empty' = 'complete'): Promise<string> {
  const mobile = newMobile();
  const api = page.request;
  expect((await api.post('/v6/register/register', { data: { ...signed(mobile), password: PASSWORD } })).status()).toBe(200);
  const code = await codeNumber(context, mobile, 1);
  // The code's answer signs the browser in (the session cookie lands in this context).
  expect((await api.post('/v8/register/validate-code-register', { data: { mobile, code, ...CLIENT } })).status()).toBe(200);
  if (profile === 'complete') {
    const res = await post(page, '/v6/profile/insert', {
      first_name: 'نگار',
      last_name: 'صالحی',
      sex: 0,
      birthday: '1990-05-12',
      national_code: '0013542419',
      is_foreign: false,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return mobile;
}

interface Card {
  variety_id: number;
  name: string;
  fastSend: boolean;
  maxOrderCount: number;
  status: { can_buy: boolean };
}

/** Fills the signed-in member's cart with one fast-send and one seller's product when there are such (two dispatches). */
export async function fillCart(page: Page, pick = 0): Promise<void> {
  const list = async (query: string) =>
    ((await (await page.request.get(`/v10/product/index?available=1&per-page=50&${query}`)).json()) as { data: { items: Card[] } }).data.items.filter(
      (c) => c.status.can_buy,
    );
  const fast = (await list('fast_send=1&sort=price'))[pick];
  const other = (await list('sort=-price')).filter((c) => !c.fastSend)[pick];
  for (const card of [fast, other]) {
    if (card) expect((await post(page, '/v10/cart/add', { id: card.variety_id, count: 1 })).status()).toBe(200);
  }
}

/** A demo-like address through the API (the address book's own endpoint). */
export async function addAddress(page: Page, address = 'خیابان آزادی، کوچه بهار، ساختمان نگین'): Promise<number> {
  const provinces = ((await (await page.request.get('/v6/address/get-province')).json()) as { data: { items: { id: number; name: string }[] } }).data.items;
  const tehran = provinces.find((p) => p.name === 'تهران') ?? provinces[0]!;
  const cities = (
    (await (await page.request.get(`/v6/address/get-city?province_id=${tehran.id}`)).json()) as { data: { items: { id: number; name: string }[] } }
  ).data.items;
  const city = cities.find((c) => c.name === 'تهران') ?? cities[0]!;
  const res = await post(page, '/v6/address/create', {
    Ship: {
      province_id: tehran.id,
      city_id: city.id,
      address,
      zipcode: '1438765431',
      delivery_name: 'نگار صالحی',
      receiver_mobile: '09121234567',
      plaque: '12',
      unit: '3',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Waits until the page's island holding `inside` has hydrated. */
export async function hydrated(page: Page, inside: Locator) {
  await expect(page.locator('astro-island').filter({ has: inside }).first()).not.toHaveAttribute('ssr', /.*/);
}

export class ShippingPage {
  constructor(readonly page: Page) {}
  get addressSection() {
    return this.page.getByRole('region', { name: 'نشانی تحویل سفارش' });
  }
  address(text: string | RegExp) {
    return this.addressSection.getByRole('radio', { name: text });
  }
  get addAddress() {
    return this.page.getByRole('button', { name: 'افزودن نشانی جدید' });
  }
  /** Each dispatch is a region named by its title. */
  get dispatches() {
    return this.page.locator('section[data-dispatch]');
  }
  dayTabs(dispatch: Locator) {
    return dispatch.getByRole('tab');
  }
  windows(dispatch: Locator) {
    return dispatch.getByRole('tabpanel').getByRole('radio');
  }
  get continue() {
    return this.page.getByRole('button', { name: /ادامه و پرداخت/ });
  }
  get summary() {
    return this.page.getByRole('region', { name: 'خلاصه سفارش' });
  }
  /** Picks the first free window of every dispatch; returns the chosen windows' names. */
  async pickFirstFreeSlots(): Promise<string[]> {
    const chosen: string[] = [];
    const count = await this.dispatches.count();
    for (let i = 0; i < count; i++) {
      const radio = this.windows(this.dispatches.nth(i)).and(this.page.locator(':enabled')).first();
      await radio.check();
      await expect(radio).toBeChecked();
      // The radio's label: «۹ تا ۱۲».
      chosen.push((await radio.locator('xpath=..').innerText()).trim());
    }
    return chosen;
  }
}

export class PaymentPage {
  constructor(readonly page: Page) {}
  get summary() {
    return this.page.getByRole('region', { name: 'خلاصه سفارش' });
  }
  row(label: string) {
    return this.summary.locator('div', { has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }
  get method() {
    return this.page.getByRole('region', { name: 'روش پرداخت' });
  }
  get pay() {
    return this.page.getByRole('button', { name: /^پرداخت/ });
  }
  get chosenSlots() {
    return this.page.locator('[data-chosen-slot]');
  }
}

/**
 * The address book's form (complete-info, /shipping's dialog): Tehran, a street address, and
 * the receiver. Not waiting for hydration: on the checkout pages the form is served with its
 * provinces and hydrates on the first touch (the province chosen here starts it).
 */
export async function fillAddressForm(scope: Page | Locator, address: string, submit = 'ثبت نشانی و ادامه'): Promise<void> {
  const province = scope.getByLabel('استان', { exact: true });
  // Server-rendered, or (in /shipping's dialog) fetched once the form is shown.
  await expect(province.getByRole('option', { name: 'تهران', exact: true })).toHaveCount(1);
  await province.selectOption({ label: 'تهران' });
  // The province's cities arrive once the island is hydrated.
  const city = scope.getByLabel('شهر', { exact: true });
  await expect(city.getByRole('option', { name: 'تهران', exact: true })).toHaveCount(1);
  await city.selectOption({ label: 'تهران' });
  await scope.getByLabel('نشانی', { exact: true }).fill(address);
  await scope.getByLabel('پلاک', { exact: true }).fill('۱۲');
  await scope.getByLabel(/^واحد/).fill('۳');
  await scope.getByLabel('کد پستی', { exact: true }).fill('۱۴۳۸۷۶۵۴۳۱');
  await scope.getByLabel('نام و نام خانوادگی گیرنده').fill('نگار صالحی');
  await scope.getByLabel('شماره موبایل گیرنده').fill('۰۹۱۲۱۲۳۴۵۶۷');
  await scope.getByRole('button', { name: submit }).click();
}
