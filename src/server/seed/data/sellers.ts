import type { SellerSeed } from './types.ts';

/**
 * Sellers on the marketplace. The first one is the shop itself. Scores are spread so every
 * performance tier shows up: top (above 4), good (3–4), middle (2–3) and weak (below 2).
 */
export const SELLERS: SellerSeed[] = [
  // Top (> 4)
  { slug: 'bazaar', name: 'بازار', nameEn: 'Bazaar', city: 'تهران', performanceScore: 4.8 },
  { slug: 'nik-kala', name: 'فروشگاه نیک‌کالا', nameEn: 'Nik Kala Store', city: 'تهران', performanceScore: 4.9 },
  {
    slug: 'aria-tejarat-pars',
    name: 'بازرگانی آریا تجارت پارس',
    nameEn: 'Aria Tejarat Pars Trading',
    city: 'تهران',
    performanceScore: 4.5,
  },
  { slug: 'digital-center-parseh', name: 'دیجیتال سنتر پارسه', nameEn: 'Parseh Digital Center', city: 'شیراز', performanceScore: 4.4 },
  { slug: 'home-lux', name: 'هوم لوکس', nameEn: 'Home Lux', city: 'اصفهان', performanceScore: 4.2 },

  // Good (3–4)
  { slug: 'sepehr-mobile', name: 'موبایل سپهر', nameEn: 'Sepehr Mobile', city: 'تبریز', performanceScore: 3.9 },
  { slug: 'omid-auto-parts', name: 'کالای خودرو امید', nameEn: 'Omid Auto Parts', city: 'مشهد', performanceScore: 3.7 },
  { slug: 'kimia-home-appliance', name: 'لوازم خانگی کیمیا', nameEn: 'Kimia Home Appliance', city: 'اصفهان', performanceScore: 3.6 },
  { slug: 'modern-kitchen-shiraz', name: 'آشپزخانه مدرن شیراز', nameEn: 'Shiraz Modern Kitchen', city: 'شیراز', performanceScore: 3.4 },
  { slug: 'rosa-beauty', name: 'عطر و آرایشی رزا', nameEn: 'Rosa Beauty', city: 'تهران', performanceScore: 3.2 },

  // Middle (2–3)
  { slug: 'tech-shop-iranian', name: 'تک‌شاپ ایرانیان', nameEn: 'Iranian Tech Shop', city: 'کرج', performanceScore: 2.8 },
  { slug: 'bahar-store', name: 'فروشگاه بهار', nameEn: 'Bahar Store', city: 'رشت', performanceScore: 2.5 },
  { slug: 'alborz-tools', name: 'ابزار صنعت البرز', nameEn: 'Alborz Industrial Tools', city: 'کرج', performanceScore: 2.1 },

  // Weak (< 2)
  { slug: 'setareh-gallery', name: 'گالری ستاره', nameEn: 'Setareh Gallery', city: 'اهواز', performanceScore: 1.8 },
  { slug: 'arzansara', name: 'فروشگاه ارزان‌سرا', nameEn: 'Arzansara Store', city: 'قم', performanceScore: 1.4 },
];
