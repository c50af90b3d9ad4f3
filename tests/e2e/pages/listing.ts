import type { Page } from '@playwright/test';

/** The listing screen: filters form, sort links, cards, pagination, by role and Persian name. */
export class Listing {
  constructor(
    readonly page: Page,
    readonly isMobile: boolean,
  ) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get filters() {
    return this.page.getByRole('form', { name: 'فیلتر کالاها' });
  }
  get products() {
    return this.page.getByRole('region', { name: 'فهرست کالاها' }).getByRole('article');
  }
  get sorts() {
    return this.page.getByRole('navigation', { name: 'مرتب‌سازی' });
  }
  get pagination() {
    return this.page.getByRole('navigation', { name: 'صفحه‌بندی' });
  }
  /** On phones the filters fold behind a toggle. */
  async openFilters() {
    if (this.isMobile) await this.page.getByText('فیلترها', { exact: true }).click();
  }
  /** The filter form's one apply button: «نمایش N کالا» once enhanced, «اعمال فیلترها» without JavaScript. */
  get applyButton() {
    return this.filters.getByRole('button', { name: /^(نمایش [۰-۹٬]+ کالا|اعمال فیلترها)$/ });
  }
  /** Applies the filters: on phones ticked boxes wait in the open sheet for this button. */
  async applyFilters() {
    await this.applyButton.click();
  }
  async prices(): Promise<number[]> {
    const values = await this.products.locator('[data-price]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));
    return values;
  }
}
