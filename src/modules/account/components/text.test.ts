import { describe, expect, it } from 'vitest';
import { fill, formatClock, formatMobile, maskMobile, maskNationalCode } from './text.ts';

describe('login texts', () => {
  it('counts down as mm:ss in Persian digits', () => {
    expect(formatClock(125)).toBe('۰۲:۰۵');
    expect(formatClock(59.2)).toBe('۰۱:۰۰');
    expect(formatClock(0)).toBe('۰۰:۰۰');
    expect(formatClock(-3)).toBe('۰۰:۰۰');
  });
  it('fills templates, numbers in Persian digits', () => {
    expect(fill('کد {n} رقمی به {mobile}', { n: 6, mobile: 'x' })).toBe('کد ۶ رقمی به x');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
  it('groups a mobile number for reading, kept left to right inside Persian text', () => {
    expect(formatMobile('09121234567')).toBe('\u2066۰۹۱۲ ۱۲۳ ۴۵۶۷\u2069');
  });
  it('masks a mobile number and a national code for display', () => {
    expect(maskMobile('09121234567')).toBe('\u2066۰۹۱۲***۴۵۶۷\u2069');
    expect(maskNationalCode('0499370899')).toBe('\u2066۰۴۹*****۹۹\u2069');
    expect(maskNationalCode('123')).toBe('\u2066***\u2069');
  });
});
