import type { Page } from '@playwright/test';
import { toAscii } from './outbox';

/**
 * The payout screens found by role and Persian name: /profile/back-balance (the balance,
 * the request form, the requests) and /profile/paybuy/bank-account (the accounts and the
 * add-account form).
 */
export class BackBalancePage {
  constructor(readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'برداشت به حساب بانکی' });
  }
  /** «۱۲۳٬۴۵۶ تومان». */
  get balance() {
    return this.page.getByRole('region', { name: 'موجودی کیف پول' }).locator('[data-balance]');
  }
  async balanceToman(): Promise<number> {
    return Number(toAscii(await this.balance.innerText()).replace(/[^0-9]/g, ''));
  }
  get form() {
    return this.page.getByRole('region', { name: 'درخواست برداشت' });
  }
  get addAccount() {
    return this.form.getByRole('link', { name: /افزودن حساب/ });
  }
  account(name: string | RegExp) {
    return this.form.getByRole('radio', { name });
  }
  get amount() {
    return this.form.getByLabel('مبلغ به تومان');
  }
  get submit() {
    return this.form.getByRole('button', { name: 'ثبت درخواست برداشت' });
  }
  get requests() {
    return this.page.getByRole('list', { name: 'فهرست درخواست‌های برداشت' });
  }
  status(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}

export class BankAccountsPage {
  constructor(readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'حساب‌های بانکی من' });
  }
  get list() {
    return this.page.getByRole('list', { name: 'فهرست حساب‌های بانکی' });
  }
  /** An account's card, an article named by its bank («بانک سامان»). */
  card(bank: string | RegExp) {
    return this.page.getByRole('article', { name: bank });
  }
  get form() {
    return this.page.getByRole('region', { name: 'افزودن حساب بانکی' });
  }
  get sheba() {
    return this.form.getByLabel('شماره شبا');
  }
  get card_number() {
    return this.form.getByLabel('شماره کارت (اختیاری)');
  }
  get submit() {
    return this.form.getByRole('button', { name: 'ثبت حساب بانکی' });
  }
}
