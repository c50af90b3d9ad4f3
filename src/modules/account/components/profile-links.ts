/**
 * The profile's pages as the menu lists them (spec section 2's profile list), in groups.
 * The same for every shopper (no personal data), so the footer can show a few of them on
 * cached pages. `account/profile/profile.pages.test.ts` checks every href is a page under
 * src/pages (or one named there as on its way).
 */
export interface ProfileLink {
  href: string;
  label: string;
}

export interface ProfileLinkGroup {
  title: string;
  links: readonly ProfileLink[];
}

export const PROFILE_HOME: ProfileLink = { href: '/profile', label: 'پیشخوان حساب کاربری' };

export const PROFILE_MENU: readonly ProfileLinkGroup[] = [
  {
    title: 'سفارش‌ها',
    links: [
      { href: '/profile/orders', label: 'سفارش‌های من' },
      { href: '/profile/orders/return-requests', label: 'درخواست‌های مرجوعی' },
      { href: '/profile/factors', label: 'فاکتورهای من' },
      { href: '/profile/survey', label: 'نظرسنجی خریدهای من' },
    ],
  },
  {
    title: 'حساب من',
    links: [
      { href: '/profile/account', label: 'اطلاعات حساب' },
      { href: '/profile/edit-profile', label: 'ویرایش اطلاعات شخصی' },
      { href: '/profile/edit-legal-info', label: 'اطلاعات حقوقی (شرکت)' },
      { href: '/profile/documents', label: 'مدارک من' },
      { href: '/profile/addresses', label: 'نشانی‌ها' },
      { href: '/profile/change-mobile', label: 'تغییر شماره موبایل' },
      { href: '/profile/change-password', label: 'رمز عبور' },
      { href: '/profile/settings', label: 'تنظیمات اطلاع‌رسانی' },
    ],
  },
  {
    title: 'کیف پول و امتیازها',
    links: [
      { href: '/profile/paybuy', label: 'کیف پول' },
      { href: '/profile/back-balance', label: 'برداشت به حساب بانکی' },
      { href: '/profile/paybuy/bank-account', label: 'حساب‌های بانکی من' },
      { href: '/profile/scores', label: 'سکه‌های من' },
      { href: '/profile/customer-club', label: 'باشگاه مشتریان' },
    ],
  },
  {
    title: 'فهرست‌های من',
    links: [
      { href: '/profile/wish-list', label: 'علاقه‌مندی‌ها' },
      { href: '/profile/recent-visits', label: 'بازدیدهای اخیر' },
    ],
  },
  {
    title: 'دعوت و مسابقه',
    links: [
      { href: '/invite-friends', label: 'دعوت از دوستان' },
      { href: '/profile/referral-requests', label: 'دعوت‌های من' },
      { href: '/profile/Register-competitor', label: 'مسابقه‌ها' },
    ],
  },
];

/** The footer's «حساب کاربری» column: the pages a shopper looks for from any page. */
export const FOOTER_ACCOUNT_LINKS: readonly ProfileLink[] = [
  { href: '/profile', label: 'حساب کاربری' },
  { href: '/profile/orders', label: 'سفارش‌های من' },
  { href: '/profile/orders/return-requests', label: 'درخواست‌های مرجوعی' },
  { href: '/profile/paybuy', label: 'کیف پول' },
  { href: '/profile/wish-list', label: 'علاقه‌مندی‌ها' },
  { href: '/profile/recent-visits', label: 'بازدیدهای اخیر' },
];
