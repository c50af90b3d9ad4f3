import type { ColorSeed } from './types.ts';

/** Colour names as Iranian shops show them; `nameEn` is the key product kinds refer to. */
export const COLORS: ColorSeed[] = [
  { name: 'مشکی', nameEn: 'black', hexcode: '#212121' },
  { name: 'سفید', nameEn: 'white', hexcode: '#ffffff' },
  { name: 'نقره‌ای', nameEn: 'silver', hexcode: '#c0c0c0' },
  { name: 'خاکستری', nameEn: 'gray', hexcode: '#9e9e9e' },
  { name: 'طوسی', nameEn: 'graphite', hexcode: '#5f6368' },
  { name: 'طلایی', nameEn: 'gold', hexcode: '#d4af37' },
  { name: 'رزگلد', nameEn: 'rose-gold', hexcode: '#e0bfb8' },
  { name: 'آبی', nameEn: 'blue', hexcode: '#1e88e5' },
  { name: 'سرمه‌ای', nameEn: 'navy', hexcode: '#1a237e' },
  { name: 'آبی روشن', nameEn: 'light-blue', hexcode: '#81d4fa' },
  { name: 'سبز', nameEn: 'green', hexcode: '#43a047' },
  { name: 'سبز نعنایی', nameEn: 'mint', hexcode: '#98ff98' },
  { name: 'قرمز', nameEn: 'red', hexcode: '#e53935' },
  { name: 'صورتی', nameEn: 'pink', hexcode: '#f48fb1' },
  { name: 'بنفش', nameEn: 'purple', hexcode: '#8e24aa' },
  { name: 'زرد', nameEn: 'yellow', hexcode: '#fdd835' },
  { name: 'نارنجی', nameEn: 'orange', hexcode: '#fb8c00' },
  { name: 'قهوه‌ای', nameEn: 'brown', hexcode: '#6d4c41' },
  { name: 'کرم', nameEn: 'cream', hexcode: '#f5f0dc' },
  { name: 'بژ', nameEn: 'beige', hexcode: '#d7c4a3' },
  { name: 'استیل', nameEn: 'steel', hexcode: '#8a9597' },
  { name: 'شفاف', nameEn: 'clear', hexcode: '#eef6f8' },
];
