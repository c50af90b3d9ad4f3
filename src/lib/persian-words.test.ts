import { describe, expect, it } from 'vitest';
import { numberToPersianWords } from './persian-words.ts';

describe('numberToPersianWords', () => {
  it.each([
    [0, 'صفر'],
    [1, 'یک'],
    [9, 'نه'],
    [10, 'ده'],
    [11, 'یازده'],
    [19, 'نوزده'],
    [20, 'بیست'],
    [21, 'بیست و یک'],
    [99, 'نود و نه'],
    [100, 'صد'],
    [101, 'صد و یک'],
    [110, 'صد و ده'],
    [200, 'دویست'],
    [315, 'سیصد و پانزده'],
    [999, 'نهصد و نود و نه'],
    [1000, 'یک هزار'],
    [1001, 'یک هزار و یک'],
    [12_000, 'دوازده هزار'],
    [250_000, 'دویست و پنجاه هزار'],
    [1_000_000, 'یک میلیون'],
    [1_250_000, 'یک میلیون و دویست و پنجاه هزار'],
    [1_000_001, 'یک میلیون و یک'],
    [2_030_405, 'دو میلیون و سی هزار و چهارصد و پنج'],
    [1_000_000_000, 'یک میلیارد'],
    [45_600_000_070, 'چهل و پنج میلیارد و ششصد میلیون و هفتاد'],
    [1_000_000_000_000, 'یک تریلیون'],
  ])('%i → %s', (n, words) => {
    expect(numberToPersianWords(n)).toBe(words);
  });

  it('reads negatives with «منفی» and refuses non-integers', () => {
    expect(numberToPersianWords(-15)).toBe('منفی پانزده');
    expect(() => numberToPersianWords(1.5)).toThrow(RangeError);
    expect(() => numberToPersianWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('reads the largest safe integer without a gap', () => {
    expect(numberToPersianWords(Number.MAX_SAFE_INTEGER)).toBe(
      'نه کوادریلیون و هفت تریلیون و صد و نود و نه میلیارد و دویست و پنجاه و چهار میلیون و هفتصد و چهل هزار و نهصد و نود و یک',
    );
  });
});
