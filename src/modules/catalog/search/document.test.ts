import { describe, expect, it } from 'vitest';
import { formPattern } from './match.ts';
import { productSearchText, searchWords } from './document.ts';

const like = (text: string, pattern: string) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('%', '.*')}$`, 's').test(text);

describe('productSearchText', () => {
  const caseText = productSearchText({
    name: 'کاور هوکو مدل Silicone مناسب برای گوشی موبایل اپل iPhone 16',
    nameEn: 'Hoco Silicone for iPhone 16 Case',
    brandName: 'هوکو',
    brandNameEn: 'Hoco',
    categoryNames: ['کالای دیجیتال', 'قاب و کاور گوشی'],
    tags: ['قاب گوشی'],
  });

  it('keeps what a product is apart from what it fits', () => {
    expect(like(caseText, formPattern('کاور', true))).toBe(true);
    expect(like(caseText, formPattern('iphone', true))).toBe(false);
    expect(like(caseText, formPattern('iphone'))).toBe(true);
  });

  it('matches words from their start, and short words whole', () => {
    expect(like(caseText, formPattern('گوش'))).toBe(true);
    expect(like(caseText, formPattern('وشی'))).toBe(false);
    expect(like(' رژ لب مات | ', formPattern('لب'))).toBe(true);
    expect(like(' ماشین لباسشویی | ', formPattern('لب'))).toBe(false);
  });

  it('writes half-spaced words both spaced and joined', () => {
    expect(searchWords('لپ‌تاپ ایسوس')).toBe('لپ تاپ ایسوس لپتاپ');
  });
});
