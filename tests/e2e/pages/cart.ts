import { expect, type Locator, type Page } from '@playwright/test';

/** The cart page (/cart) and the header badge, found by role and Persian name. */
export class CartPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/cart');
    // The island hydrates at load; wait for it before acting.
    await expect(this.page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
  }
  get lines() {
    return this.page.getByRole('list', { name: 'سبد خرید' }).getByRole('listitem').filter({ has: this.page.getByRole('group') });
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
