import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { addAddress, fillCart, newMember } from './checkout';

/**
 * The shopper's order pages (/profile/orders, /profile/orders/{id}, /profile/factors/{id})
 * found by role and Persian name, and the set-up their journeys need: a fresh member with
 * an order of two dispatches placed through the API (GET /v10/cart/checkout, then
 * POST /v10/cart/payment) and, unless asked otherwise, paid at the sandbox bank.
 */
const OURS = { 'X-Client-Id': 'retail-web' };

interface Checkout {
  address_id: number;
  dispatches: { key: string; slots: { id: number; full: boolean }[] }[];
}

export async function memberWithOrder(page: Page, context: BrowserContext, { pay = true } = {}): Promise<number> {
  await newMember(page, context);
  await addAddress(page);
  await fillCart(page);
  const checkout = ((await (await page.request.get('/v10/cart/checkout', { headers: OURS })).json()) as { data: Checkout }).data;
  expect(checkout.dispatches).toHaveLength(2);
  const slots = Object.fromEntries(checkout.dispatches.map((d) => [d.key, d.slots.find((s) => !s.full)!.id]));
  const placed = await page.request.post('/v10/cart/payment', {
    data: { address_id: checkout.address_id, slots },
    headers: { ...OURS, 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { order_id, payment_url } = ((await placed.json()) as { data: { order_id: number; payment_url: string } }).data;
  if (pay) {
    // The bank's page posts itself with the button's action and sends the browser on to the callback, which verifies.
    const paid = await page.request.post(new URL(payment_url).pathname, { form: { action: 'pay' } });
    expect(paid.status()).toBe(200);
    expect(paid.url()).toContain(`/callback/order/${order_id}`);
  }
  return order_id;
}

export class OrdersPage {
  constructor(readonly page: Page) {}
  get tabs() {
    return this.page.getByRole('navigation', { name: 'وضعیت سفارش‌ها' });
  }
  tab(name: string | RegExp) {
    return this.tabs.getByRole('link', { name });
  }
  get list() {
    return this.page.getByRole('list', { name: 'فهرست سفارش‌ها' });
  }
  /** An order's card, an article named «سفارش ۱۲۳». */
  card(faId: string) {
    return this.page.getByRole('article', { name: `سفارش ${faId}` });
  }
}

export class OrderPage {
  constructor(readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** Each dispatch is a region named «مرسوله n: seller». */
  get dispatches() {
    return this.page.locator('section[data-dispatch]');
  }
  dispatch(n: number) {
    return this.page.getByRole('region', { name: new RegExp(`^مرسوله ${'۰۱۲۳۴۵۶۷۸۹'[n]}:`) });
  }
  status(scope: ReturnType<Page['locator']>) {
    return scope.locator('[data-status]').first();
  }
  get transactions() {
    return this.page.getByRole('region', { name: 'تراکنش‌ها' });
  }
  get invoiceLink() {
    return this.page.getByRole('link', { name: 'مشاهده فاکتور' });
  }
  get cancelDialog() {
    return this.page.getByRole('dialog');
  }
  get addressBox() {
    return this.page.getByRole('region', { name: 'نشانی تحویل' });
  }
}

export class InvoicePage {
  constructor(readonly page: Page) {}
  get sheet() {
    return this.page.getByRole('article', { name: 'صورتحساب فروش کالا' });
  }
  total(label: string | RegExp) {
    return this.sheet.locator('div', { has: this.page.getByText(label) }).locator('dd');
  }
  get words() {
    return this.sheet.locator('[data-total-words]');
  }
  get print() {
    return this.page.getByRole('button', { name: 'چاپ فاکتور' });
  }
}
