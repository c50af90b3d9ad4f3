/**
 * UI strings, grouped by area. Editorial content (banners, pages, FAQ) lives in the
 * database; only the words of the interface are here.
 */
export const fa = {
  site: {
    name: 'بازار',
    tagline: 'فروشگاه اینترنتی بازار',
    description: 'خرید آنلاین کالای دیجیتال، آرایشی و بهداشتی، خانه و آشپزخانه و لوازم خودرو با ارسال سریع به سراسر ایران',
    supportPhone: '021-91000000',
    supportEmail: 'support@bazaar.example',
    address: 'تهران، خیابان ولیعصر، پلاک ۱۰۰',
  },
  header: {
    search: 'جستجو در بازار',
    searchSubmit: 'جستجو',
    categories: 'دسته‌بندی کالاها',
    allOf: 'همه کالاهای',
    login: 'ورود | ثبت‌نام',
    profile: 'حساب کاربری',
    cart: 'سبد خرید',
    cartCount: 'کالا در سبد',
    home: 'صفحه اصلی بازار',
    skipToContent: 'رفتن به محتوای اصلی',
    backToShop: 'بازگشت به فروشگاه',
  },
  footer: {
    contact: 'تماس با ما',
    phone: 'تلفن پشتیبانی',
    email: 'ایمیل',
    links: 'راهنمای خرید',
    about: 'درباره بازار',
    terms: 'شرایط استفاده',
    privacy: 'حریم خصوصی',
    faq: 'پرسش‌های متداول',
    careers: 'فرصت‌های شغلی',
    contactUs: 'تماس با ما',
    provider: 'فروشنده شوید',
    partner: 'همکاری عمده (B2B)',
    newsletter: 'از تخفیف‌ها و جدیدترین‌ها باخبر شوید',
    newsletterLabel: 'ایمیل شما',
    newsletterSubmit: 'عضویت',
    newsletterDone: 'عضویت شما در خبرنامه ثبت شد',
    copyright: 'تمامی حقوق این سایت متعلق به فروشگاه اینترنتی بازار است.',
  },
  common: {
    close: 'بستن',
    loading: 'در حال بارگذاری…',
    home: 'بازگشت به صفحه اصلی',
    retry: 'تلاش دوباره',
    notifications: 'اعلان‌ها',
  },
  price: {
    old: 'قیمت قبل از تخفیف',
    discount: 'تخفیف',
  },
} as const;
