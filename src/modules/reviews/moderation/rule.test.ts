import { describe, expect, it } from 'vitest';
import { HOLD_REASON_TEXT, holdReasons, isPlainText } from './rule.ts';

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

  it.each([
    'صفر نهصد و دوازده سیصد و چهل و پنج شصت و هفت هشتاد و نه',
    'صفر نه صد و دوازده، سیصد و چهل و پنج، شصت و هفت، هشتاد و نه',
    'زیرو نه یک دو سه چهار پنج شش هفت هشت نه',
    'شمارم: صفر-نه-یک-دو-سه-چهار-پنج-شش-هفت',
    'پیام بدید 0912 سیصد و چهل و پنج ۶۷ ۸۹',
    'صفر نهصد و دوازده ۳۴۵ ۶۷ ۸۹',
    'زنگ بزنید صفر بیست و یک هشتاد و هشت هفتاد و هفت شصت و شش',
    'صفر نُه یِک دو سه چهار پنج شیش هفت',
    'صفر نهـصد و دوازده سیصد و چهل و پنج شصت و هفت',
  ])('holds a phone number spelled in words: %s', (text) => {
    expect(holdReasons(text)).toContain('phone');
  });

  it.each([
    'دو هفته است خریدم و سه ستاره می‌دم',
    'نه، راضی نیستم؛ بعد از یک ماه خراب شد',
    'صد در صد پیشنهاد می‌کنم، بیست و چهار ساعته شارژ نگه می‌داره',
    'قیمتش دو میلیون و پانصد هزار تومان بود، ارزش سه چهار میلیون رو داره',
    'مدل ۱۴۰۲، ۱۴۰۳ و ۱۴۰۴ را امتحان کردم',
    'یک دو سه امتحان شد؛ صدای میکروفونش خوبه',
    'هشت گیگ رم و صد و بیست و هشت گیگ حافظه داره',
  ])('lets numbers in ordinary sentences pass: %s', (text) => {
    expect(holdReasons(text)).not.toContain('phone');
  });

  it.each([
    ['\u202Eri.pohs\u202C را ببینید', 'RLO'],
    ['عالی بود \u202B‌خیلی\u202C', 'RLE'],
    ['کیفیت \u2067خوب\u2069 است', 'RLI'],
    ['\u202Aabc\u202C', 'LRE'],
    ['\u202Dabc', 'LRO'],
    ['\u2066abc\u2068def\u2069', 'LRI/FSI'],
  ])('holds text with a bidi control character: %s (%s)', (text) => {
    expect(holdReasons(text)).toContain('bidi');
  });

  it('leaves the left-to-right and right-to-left marks a Persian keyboard types alone', () => {
    expect(isPlainText('گوشی \u200Fخوبیه\u200E و دوربینش عالیه')).toBe(true);
  });

  it('says in the inbox why a text waits, bidi controls and spelled numbers included', () => {
    expect(HOLD_REASON_TEXT.bidi).toMatch(/جهت/);
    expect(HOLD_REASON_TEXT.phone).toMatch(/حروف/);
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
