import { describe, expect, it } from 'vitest';
import { holdReasons, isPlainText } from './rule.ts';

describe('the moderation rule', () => {
  it.each([
    'گوشی خوبیه، باتریش یک روز کامل کار می‌کنه و دوربینش عالیه.',
    'بعد از ۲ ماه استفاده راضی‌ام؛ 128 گیگ حافظه کافیه.',
    'Battery life is great, 5000mAh.',
    'قیمتش نسبت به کیفیت خوبه اما شارژر نداره',
    'خرید این کالا را پیشنهاد می‌کنم',
  ])('approves plain text: %s', (text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['ارزان‌ترش رو اینجا دیدم: https://example.com', 'link'],
    ['سایت www.example.ir بهتره', 'link'],
    ['digikala .com ارزونتره', 'link'],
    ['آیدی @cheap_shop رو ببینید', 'link'],
    ['برای خرید زنگ بزنید 09121234567', 'phone'],
    ['شماره ۰۹۱۲ ۱۲۳ ۴۵ ۶۷', 'phone'],
    ['تماس: 021-8888-7777', 'phone'],
    ['<script>alert(1)</script>', 'markup'],
    ['<img src=x onerror=alert(1)>', 'markup'],
    ['javascript:alert(1)', 'markup'],
    ['فروشنده احمق است', 'word'],
    ['عضو کانال ما شوید', 'word'],
    ['واتس‌اپ بدید', 'word'],
  ])('holds %s for %s', (text, reason) => {
    expect(holdReasons(text)).toContain(reason);
  });

  it('reads every text given and ignores empty ones', () => {
    expect(holdReasons('', 'خوب', 'http://x.ir')).toEqual(['link']);
    expect(holdReasons()).toEqual([]);
  });

  it('does not hold words that merely contain a blocked word', () => {
    // «خرید» contains «خر»; whole words only.
    expect(isPlainText('خرید خوبی بود و کانالهای رادیو رو خوب می‌گیره')).toBe(true);
  });
});
