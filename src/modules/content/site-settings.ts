import { faShell } from '#i18n/fa-shell.ts';

/**
 * The shop's public settings (GET /v6/site/settings, /download, /download-app/{id}): its
 * name and contact details from fa-shell.ts, where the footer reads them, so the app and
 * the site never show different numbers; the social and app links below. Public by
 * nature: nothing here is a secret, and nothing secret may be added.
 */

/**
 * CONFIGURATION: placeholder addresses. The shop has no published apps or social accounts
 * yet; replace these with the real store listings and handles before launch (they are
 * deliberately on example hosts and ids so nothing real is linked by accident).
 */
const APP_URLS = {
  android: 'https://play.google.com/store/apps/details?id=example.bazaar.shop',
  ios: 'https://apps.apple.com/app/id0000000000',
  direct: 'https://dl.bazaar.example/bazaar-latest.apk',
} as const;

/** CONFIGURATION: placeholder social accounts (see above). */
const SOCIAL_LINKS = [
  { key: 'instagram', title: 'اینستاگرام', url: 'https://instagram.com/bazaar.example' },
  { key: 'telegram', title: 'تلگرام', url: 'https://t.me/bazaar_example' },
  { key: 'aparat', title: 'آپارات', url: 'https://www.aparat.com/bazaar.example' },
  { key: 'linkedin', title: 'لینکدین', url: 'https://www.linkedin.com/company/bazaar-example' },
] as const;

export interface AppPlatform {
  /** The spec's OS codes (X-OS): 1 android, 2 ios, 3 other (here: the APK file itself). */
  id: 1 | 2 | 3;
  key: 'android' | 'ios' | 'direct';
  title: string;
  /** Where the button goes and what it says. */
  url: string;
  action: string;
  requirement: string;
  /** How to install, step by step (the platform page lists them). */
  steps: readonly string[];
}

export const APP_PLATFORMS: readonly AppPlatform[] = [
  {
    id: 1,
    key: 'android',
    title: 'اپلیکیشن بازار برای اندروید',
    url: APP_URLS.android,
    action: 'دریافت از گوگل‌پلی',
    requirement: 'اندروید ۷ یا بالاتر',
    steps: ['دکمهٔ «دریافت از گوگل‌پلی» را بزنید.', 'در صفحهٔ اپلیکیشن، «نصب» را بزنید.', 'اپلیکیشن را باز کنید و با شمارهٔ موبایل خود وارد شوید.'],
  },
  {
    id: 2,
    key: 'ios',
    title: 'اپلیکیشن بازار برای آیفون',
    url: APP_URLS.ios,
    action: 'دریافت از اپ‌استور',
    requirement: 'iOS نسخهٔ ۱۴ یا بالاتر',
    steps: ['دکمهٔ «دریافت از اپ‌استور» را بزنید.', 'در اپ‌استور، «Get» را بزنید و نصب را تأیید کنید.', 'اپلیکیشن را باز کنید و با شمارهٔ موبایل خود وارد شوید.'],
  },
  {
    id: 3,
    key: 'direct',
    title: 'دریافت مستقیم فایل نصب اندروید',
    url: APP_URLS.direct,
    action: 'دریافت فایل APK',
    requirement: 'اندروید ۷ یا بالاتر، بدون نیاز به فروشگاه اپلیکیشن',
    steps: [
      'دکمهٔ «دریافت فایل APK» را بزنید تا فایل نصب دانلود شود.',
      'فایل دانلودشده را باز کنید؛ اگر گوشی اجازه خواست، نصب از این منبع را مجاز کنید.',
      'پس از نصب، اپلیکیشن را باز کنید و با شمارهٔ موبایل خود وارد شوید.',
    ],
  },
];

export const appPlatform = (id: number) => APP_PLATFORMS.find((p) => p.id === id);

/** GET /v6/site/settings: everything a client may show about the shop, nothing more. */
export function publicSiteSettings() {
  const { name, tagline, description, supportPhone, supportEmail, address } = faShell.site;
  return {
    name,
    tagline,
    description,
    support_phone: supportPhone,
    support_email: supportEmail,
    address,
    social: SOCIAL_LINKS.map((s) => ({ ...s })),
    apps: APP_PLATFORMS.map((p) => ({ id: p.id, platform: p.key, title: p.title, url: p.url, page: `/download-app/${p.id}` })),
    download_page: '/download',
  };
}

/**
 * GET /v6/site/intro: the app's first-run slides. A fixed few in code: they change with
 * app releases, not with the shop's daily content, so they are not an editable table.
 */
export const INTRO_SLIDES = [
  { id: 1, title: 'هر چه لازم دارید، یک‌جا', text: 'هزاران کالای دیجیتال، آرایشی و بهداشتی، خانه و آشپزخانه و لوازم خودرو از فروشندگان معتبر.' },
  { id: 2, title: 'قیمت فروشندگان را مقایسه کنید', text: 'هر کالا را با قیمت همهٔ فروشندگانش ببینید و ارزان‌ترین پیشنهاد را انتخاب کنید.' },
  { id: 3, title: 'ارسال سریع به سراسر ایران', text: 'تحویل همان روز در تهران و ارسال با پست پیشتاز به همهٔ شهرها.' },
  { id: 4, title: 'خرید مطمئن با ضمانت بازگشت', text: 'ضمانت اصالت کالا و ۷ روز مهلت بازگرداندن؛ پشتیبانی هر روز از ۸ صبح تا ۱۰ شب.' },
] as const;
