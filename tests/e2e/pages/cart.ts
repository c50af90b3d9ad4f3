import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface CartProduct {
  slug: string;
  name: string;
  maxOrderCount: number;
  variety_id: number;
}

/** In-stock products with a small per-order ceiling (2–5), cheapest first. */
export async function smallCeilingProducts(request: APIRequestContext): Promise<CartProduct[]> {
  const res = await request.get('/v10/product/index?available=1&per-page=50&sort=price');
  const items = ((await res.json()) as { data: { items: (CartProduct & { status: { can_buy: boolean } })[] } }).data.items;
  return items.filter((c) => c.status.can_buy && c.maxOrderCount <= 5 && c.maxOrderCount >= 2);
}

/** Puts products in this browser's (guest) cart the way the add-to-cart form does, at full speed. */
export async function addToGuestCart(page: Page, products: CartProduct[]): Promise<void> {
  for (const p of products) {
    // The context's own request client: the guest cart cookie lands in the browser.
    const res = await page.request.post('/cart/add', { form: { id: String(p.variety_id) }, maxRedirects: 0 });
    expect(res.status()).toBe(303);
  }
}

/** The cart page (/cart) and the header badge, found by role and Persian name. */
export class CartPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/cart');
    // The page's script takes the forms over once loaded (they work before it too, as plain forms).
    await this.ready();
  }
  async ready() {
    await expect(this.page.locator('html')).toHaveAttribute('data-cart-ready', '');
  }
  get lines() {
    return this.page
      .getByRole('list', { name: 'سبد خرید' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('group') });
  }
  line(name: string | RegExp): Locator {
    return this.lines.filter({ hasText: name });
  }
  countOf(line: Locator) {
    return line.locator('output[data-line-count]');
  }
  increase(line: Locator) {
    return line.getByRole('button', { name: 'افزایش تعداد' });
  }
  decrease(line: Locator) {
    return line.getByRole('button', { name: 'کاهش تعداد' });
  }
  /** The line's status while a change is in flight. */
  pending(line: Locator) {
    return line.getByRole('status').filter({ hasText: 'در حال به‌روزرسانی…' });
  }
  get checkout() {
    return this.summary.getByRole('button', { name: /ادامه فرایند خرید/ });
  }
  get future() {
    return this.page.getByRole('region', { name: 'لیست خرید بعدی' });
  }
  get summary() {
    return this.page.getByRole('region', { name: 'خلاصه سفارش' });
  }
  get payable() {
    return this.summary.locator('div', { has: this.page.getByText('مبلغ قابل پرداخت', { exact: true }) }).locator('dd');
  }
  toast(text: string | RegExp) {
    return this.page.locator('#toaster').getByText(text);
  }
}
