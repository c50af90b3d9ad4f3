import type { SellerSeed } from './types.ts';

/**
 * Sellers on the marketplace. The first one is the shop itself. Each sells what fits its
 * kind (a beauty shop sells beauty products); the `general` ones sell everything. Scores are spread so every
 * performance tier shows up: top (above 4), good (3–4), middle (2–3) and weak (below 2).
 */
export const SELLERS: SellerSeed[] = [
  // Top (> 4)
  { slug: 'bazaar', name: 'بازار', nameEn: 'Bazaar', city: 'تهران', performanceScore: 4.8, kind: 'general' },
  { slug: 'nik-kala', name: 'فروشگاه نیک‌کالا', nameEn: 'Nik Kala Store', city: 'تهران', performanceScore: 4.9, kind: 'general' },
  {
    slug: 'aria-tejarat-pars',
    name: 'بازرگانی آریا تجارت پارس',
    nameEn: 'Aria Tejarat Pars Trading',
    city: 'تهران',
    performanceScore: 4.5,
    kind: 'general',
  },
  { slug: 'digital-center-parseh', name: 'دیجیتال سنتر پارسه', nameEn: 'Parseh Digital Center', city: 'شیراز', performanceScore: 4.4, kind: 'digital-devices' },
  { slug: 'home-lux', name: 'هوم لوکس', nameEn: 'Home Lux', city: 'اصفهان', performanceScore: 4.2, kind: 'home-kitchen' },

  // Good (3–4)
  { slug: 'sepehr-mobile', name: 'موبایل سپهر', nameEn: 'Sepehr Mobile', city: 'تبریز', performanceScore: 3.9, kind: 'mobile' },
  { slug: 'omid-auto-parts', name: 'کالای خودرو امید', nameEn: 'Omid Auto Parts', city: 'مشهد', performanceScore: 3.7, kind: 'car-accessories' },
  { slug: 'kimia-home-appliance', name: 'لوازم خانگی کیمیا', nameEn: 'Kimia Home Appliance', city: 'اصفهان', performanceScore: 3.6, kind: 'home-kitchen' },
  { slug: 'modern-kitchen-shiraz', name: 'آشپزخانه مدرن شیراز', nameEn: 'Shiraz Modern Kitchen', city: 'شیراز', performanceScore: 3.4, kind: 'home-kitchen' },
  { slug: 'rosa-beauty', name: 'عطر و آرایشی رزا', nameEn: 'Rosa Beauty', city: 'تهران', performanceScore: 3.2, kind: 'beauty-and-health' },

  // Middle (2–3)
  { slug: 'tech-shop-iranian', name: 'تک‌شاپ ایرانیان', nameEn: 'Iranian Tech Shop', city: 'کرج', performanceScore: 2.8, kind: 'digital-devices' },
  { slug: 'bahar-store', name: 'فروشگاه بهار', nameEn: 'Bahar Store', city: 'رشت', performanceScore: 2.5, kind: 'general' },
  { slug: 'alborz-tools', name: 'ابزار صنعت البرز', nameEn: 'Alborz Industrial Tools', city: 'کرج', performanceScore: 2.1, kind: 'car-accessories' },

  // Weak (< 2)
  { slug: 'setareh-gallery', name: 'گالری ستاره', nameEn: 'Setareh Gallery', city: 'اهواز', performanceScore: 1.8, kind: 'beauty-and-health' },
  { slug: 'arzansara', name: 'فروشگاه ارزان‌سرا', nameEn: 'Arzansara Store', city: 'قم', performanceScore: 1.4, kind: 'general' },
];
