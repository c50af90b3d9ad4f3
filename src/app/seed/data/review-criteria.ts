/**
 * The criteria shoppers rate products on: the shop's defaults and each main
 * category's own. Not demo data: nobody can review without them, in production too
 * (src/app/seed/reviews/criteria.ts writes them).
 */

/** The shop's criteria, for categories without their own. */
export const DEFAULT_CRITERIA = ['کیفیت ساخت', 'ارزش خرید به نسبت قیمت', 'امکانات و قابلیت‌ها', 'سهولت استفاده'];

/** Each main category's criteria (by slug); its subcategories and leaves use them. */
export const CATEGORY_CRITERIA: Record<string, string[]> = {
  'digital-devices': ['کیفیت ساخت', 'نوآوری', 'امکانات و قابلیت‌ها', 'ارزش خرید به نسبت قیمت', 'طراحی و ظاهر', 'سهولت استفاده'],
  'beauty-and-health': ['کیفیت', 'ماندگاری و اثربخشی', 'ارزش خرید به نسبت قیمت', 'بسته‌بندی'],
  'home-kitchen': ['کیفیت ساخت', 'کارایی', 'ارزش خرید به نسبت قیمت', 'طراحی و ظاهر', 'سهولت استفاده و تمیزکاری'],
  'car-accessories': ['کیفیت ساخت', 'دوام', 'کارایی', 'ارزش خرید به نسبت قیمت', 'سهولت نصب و استفاده'],
};
