import type { Page } from '@playwright/test';

/** The storefront shell (header, footer, toasts), found by role and Persian name. */
export class Shell {
  constructor(readonly page: Page) {}
  get search() {
    // A combobox once the suggestions script has run, a plain searchbox before (or without) it.
    return this.page.getByRole('combobox', { name: 'جستجو در بازار' }).or(this.page.getByRole('searchbox', { name: 'جستجو در بازار' }));
  }
  get loginEntry() {
    return this.page.getByRole('link', { name: 'ورود | ثبت‌نام' });
  }
  /** A signed-in shopper's account button (a disclosure) and the menu it opens. */
  get accountButton() {
    return this.page.getByRole('button', { name: /^حساب کاربری/ });
  }
  get accountMenu() {
    return this.page.locator('#account-menu');
  }
  /** The phone menu (nested <details>), its summary and its backdrop. */
  get phoneMenu() {
    return this.categoryMenu.locator('details[data-phone-menu]');
  }
  get cartLink() {
    return this.page.getByRole('link', { name: /سبد خرید/ });
  }
  get categoryMenu() {
    return this.page.getByRole('navigation', { name: 'دسته‌بندی کالاها' });
  }
  get newsletterEmail() {
    return this.page.getByRole('textbox', { name: 'ایمیل شما' });
  }
  get newsletterSubmit() {
    return this.page.getByRole('button', { name: 'عضویت' });
  }
  toast(text: string | RegExp) {
    return this.page.locator('#toaster').getByText(text);
  }
}
