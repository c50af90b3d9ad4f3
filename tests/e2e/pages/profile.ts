import { expect, type Locator, type Page } from '@playwright/test';

/** The login modal's steps, by role and Persian name (inside the dialog). */
export class LoginDialog {
  constructor(readonly page: Page) {}
  /** The dialog, whatever its step's title. */
  get dialog() {
    return this.page.getByRole('dialog');
  }
  get mobile() {
    return this.dialog.getByLabel('شماره موبایل');
  }
  get code() {
    return this.dialog.getByLabel('کد تأیید');
  }
  get password() {
    return this.dialog.getByLabel('رمز عبور', { exact: true });
  }
  get passwordRepeat() {
    return this.dialog.getByLabel('تکرار رمز عبور');
  }
  get continue() {
    return this.dialog.getByRole('button', { name: 'ادامه', exact: true });
  }
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }
  alert(text: string | RegExp) {
    return this.dialog.getByRole('alert').filter({ hasText: text });
  }
}

/** Waits until the page's React island (the one holding `inside`) has hydrated. */
export async function hydrated(page: Page, inside: Locator) {
  await expect(page.locator('astro-island').filter({ has: inside })).not.toHaveAttribute('ssr', /.*/);
}

/** /profile/invite-complete-info */
export class InvitePage {
  constructor(readonly page: Page) {}
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'اطلاعات حساب خود را کامل کنید' });
  }
  get completeNow() {
    return this.page.getByRole('main').getByRole('link', { name: 'تکمیل اطلاعات' });
  }
  get later() {
    return this.page.getByRole('link', { name: 'بعداً' });
  }
}

/** The profile-completion form (/profile/complete-info, /cart/complete-profile). */
export class ProfileForm {
  constructor(readonly page: Page) {}
  get firstName() {
    return this.page.getByLabel('نام', { exact: true });
  }
  get lastName() {
    return this.page.getByLabel('نام خانوادگی');
  }
  sex(label: 'آقا' | 'خانم') {
    return this.page.getByRole('radio', { name: label });
  }
  get birthday() {
    const group = this.page.getByRole('group', { name: 'تاریخ تولد' });
    return { day: group.getByLabel('روز'), month: group.getByLabel('ماه'), year: group.getByLabel('سال') };
  }
  get nationalCode() {
    return this.page.getByRole('textbox', { name: 'کد ملی' });
  }
  get foreign() {
    return this.page.getByRole('checkbox', { name: 'اتباع خارجی هستم' });
  }
  submit(name = 'ثبت اطلاعات') {
    return this.page.getByRole('button', { name });
  }
  alert(text: string | RegExp) {
    return this.page.getByRole('main').getByRole('alert').filter({ hasText: text });
  }
  /** A Jalali birthday, chosen by the Persian labels the selects show. */
  async chooseBirthday(day: string, month: string, year: string) {
    await this.birthday.year.selectOption({ label: year });
    await this.birthday.month.selectOption({ label: month });
    await this.birthday.day.selectOption({ label: day });
  }
}

/** /profile */
export class ProfilePage {
  constructor(readonly page: Page) {}
  /** /profile/account's personal details. */
  get summary() {
    return this.page.getByRole('region', { name: 'اطلاعات شخصی' });
  }
  get sections() {
    return this.page.getByRole('navigation', { name: 'بخش‌های حساب کاربری' });
  }
  /** The value of one row of the summary (a dt/dd pair). */
  value(label: string) {
    return this.summary.locator('div', { has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }
  get logout() {
    return this.page.getByRole('button', { name: 'خروج از حساب کاربری' });
  }
}

/** /profile/change-password: the four steps. */
export class ChangePasswordPage {
  constructor(readonly page: Page) {}
  get steps() {
    return this.page.getByRole('list', { name: 'مراحل تغییر رمز عبور' });
  }
  get currentStep() {
    return this.steps.locator('[aria-current="step"]');
  }
  stepHeading(name: string) {
    return this.page.getByRole('heading', { level: 2, name });
  }
  get send() {
    return this.page.getByRole('button', { name: 'ارسال کد' });
  }
  get code() {
    return this.page.getByRole('textbox', { name: 'کد تأیید' });
  }
  get resend() {
    return this.page.getByRole('button', { name: 'ارسال مجدد کد' });
  }
  /** Password inputs have no role: the labelled <input> (the step's region shares the name). */
  get newPassword() {
    return this.page.locator('input').and(this.page.getByLabel('رمز عبور جدید', { exact: true }));
  }
  get repeat() {
    return this.page.locator('input').and(this.page.getByLabel('تکرار رمز عبور جدید', { exact: true }));
  }
  showToggle(field: 'رمز عبور جدید' | 'تکرار رمز عبور جدید') {
    return this.page.getByRole('button', { name: `نمایش ${field}`, exact: true });
  }
  get save() {
    return this.page.getByRole('button', { name: 'ثبت رمز عبور جدید' });
  }
  alert(text: string | RegExp) {
    return this.page.getByRole('main').getByRole('alert').filter({ hasText: text });
  }
}
