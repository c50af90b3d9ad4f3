/**
 * The words of the FAQ and app-download pages. Server-rendered only, so kept
 * out of fa.ts, which islands import: these never reach the browser's scripts.
 */
export const faContent = {
  breadcrumb: 'مسیر صفحه',
  home: 'خانه',
  faq: {
    title: 'پرسش‌های متداول',
    description: 'پاسخ پرسش‌های رایج دربارهٔ سفارش، ارسال، پرداخت و بازگشت کالا در فروشگاه اینترنتی بازار',
    searchLabel: 'جستجو در پرسش‌ها',
    searchPlaceholder: 'مثلاً: هزینه ارسال',
    searchSubmit: 'جستجوی پرسش',
    categories: 'دسته‌بندی پرسش‌ها',
    resultsFor: (q: string, n: string) => `${n} پرسش برای «${q}»`,
    noResults: (q: string) => `پرسشی با عبارت «${q}» پیدا نشد.`,
    noResultsHint: (phone: string) => `عبارت دیگری را امتحان کنید یا با پشتیبانی به شمارهٔ ${phone} تماس بگیرید.`,
    showAll: 'نمایش همهٔ پرسش‌ها',
    itemLink: 'صفحهٔ این پرسش',
    category: 'دسته',
    related: (title: string) => `سایر پرسش‌های «${title}»`,
    backToAll: 'بازگشت به همهٔ پرسش‌ها',
  },
  download: {
    title: 'اپلیکیشن بازار',
    description: 'اپلیکیشن فروشگاه اینترنتی بازار را برای اندروید و آیفون دریافت کنید: خرید سریع‌تر، پیشنهادهای ویژهٔ اپلیکیشن و پیگیری آسان سفارش‌ها.',
    lead: 'خرید از بازار در اپلیکیشن سریع‌تر و ساده‌تر است: پیشنهادهای شگفت‌انگیز مخصوص اپلیکیشن، اعلان تخفیف کالاهای مورد علاقه و پیگیری لحظه‌ای سفارش‌ها.',
    why: 'چرا اپلیکیشن بازار؟',
    platforms: 'نسخهٔ مناسب گوشی خود را انتخاب کنید',
    guide: 'راهنمای نصب',
    requirement: 'نیازمندی',
    steps: 'مراحل نصب',
    others: 'نسخه‌های دیگر',
    backToAll: 'همهٔ نسخه‌های اپلیکیشن',
    external: '(در پنجرهٔ جدید باز می‌شود)',
  },
} as const;
