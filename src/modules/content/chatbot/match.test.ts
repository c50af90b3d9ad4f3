import { describe, expect, it } from 'vitest';
import { FAQ } from '#app/seed/data/content.ts';
import { bestFaqMatch, contentWords, matchIntent, stemOf } from './match.ts';

/** The assistant's deterministic matcher: phrases name an intent, the FAQ is searched by word overlap. */
const items = FAQ.flatMap((g) => g.items).map((item, id) => ({ id, ...item }));
const questionOf = (message: string) => bestFaqMatch(message, items)?.question ?? null;

describe('matchIntent', () => {
  it.each([
    ['سفارشم کجاست؟', 'orders'],
    ['وضعیت سفارش ۱۲۳۴ چیه', 'orders'],
    ['سفارش‌هایم کی میرسه', 'orders'],
    ['می‌خواهم کالا را مرجوع کنم', 'returns'],
    ['چطوری گوشی رو پس بدم', 'returns'],
    ['موجودی کیف پولم چقدره', 'wallet'],
    ['چند تا سکه دارم', 'wallet'],
    ['میخوام با اپراتور صحبت کنم', 'human'],
    ['شماره تلفن پشتیبانی', 'human'],
    ['سلام', 'greeting'],
    ['خیلی ممنون', 'thanks'],
    ['قیمت دلار امروز', 'unknown'],
  ])('%s → %s', (message, intent) => {
    expect(matchIntent(message).intent).toBe(intent);
  });

  it('reads an order number in any digits, a short one only right after «سفارش»', () => {
    expect(matchIntent('وضعیت سفارش ۱۲۳۴۵').orderId).toBe(12345);
    expect(matchIntent('سفارش 987 کجاست').orderId).toBe(987);
    expect(matchIntent('سفارشم ۲ روز است نرسیده').orderId).toBeNull();
    expect(matchIntent('وضعیت سفارش ۳۴').orderId).toBe(34);
    expect(matchIntent('سفارش شماره 7 کجاست').orderId).toBe(7);
  });

  it('asks for a person before anything else, and a return before an order', () => {
    expect(matchIntent('سفارشم نرسیده، با کارشناس صحبت کنم').intent).toBe('human');
    expect(matchIntent('سفارشم را مرجوع کنم').intent).toBe('returns');
  });
});

describe('bestFaqMatch', () => {
  it('finds the seeded question however it is typed (Arabic letters, no ZWNJ, other words)', () => {
    expect(questionOf('هزینه ارسال چگونه محاسبه می‌شود؟')).toBe('هزینه ارسال چگونه محاسبه می‌شود؟');
    expect(questionOf('هزينه ارسال چقدره')).toBe('هزینه ارسال چگونه محاسبه می‌شود؟');
    expect(questionOf('پرداخت در محل دارید؟')).toBe('پرداخت در محل در کدام شهرها امکان‌پذیر است؟');
    expect(questionOf('کد تخفیف رو کجا وارد کنم')).toBe('چطور از کد تخفیف استفاده کنم؟');
  });

  it('finds nothing for words the FAQ does not hold, or for nothing but common words', () => {
    expect(questionOf('قیمت دلار امروز')).toBeNull();
    expect(questionOf('این چی است')).toBeNull();
  });

  it('normalises and drops the common words', () => {
    expect(contentWords('آیا هزينه‌ی ارسال رایگان است؟')).toEqual(['هزینه', 'ارسال', 'رایگان']);
    expect(stemOf('سفارشم')).toBe('سفارش');
    expect(stemOf('کالاها')).toBe('کالا');
    expect(stemOf('بار')).toBe('بار');
  });
});
