import { describe, expect, it } from 'vitest';
import { formatNumber, isDigits, toAsciiDigits, toFaDigits } from './digits.ts';

describe('digits', () => {
  it('turns Persian and Arabic-Indic digits into ASCII, both ranges', () => {
    expect(toAsciiDigits('۱۲۳٤٥')).toBe('12345');
    expect(toAsciiDigits('۰۹۱۲ abc ٠٩')).toBe('0912 abc 09');
  });
  it('renders ASCII digits in Persian for display', () => {
    expect(toFaDigits('0912-3456789')).toBe('۰۹۱۲-۳۴۵۶۷۸۹');
    expect(toFaDigits(2026)).toBe('۲۰۲۶');
  });
  it('formats whole numbers with Persian grouping', () => {
    expect(formatNumber(12345)).toBe('۱۲٬۳۴۵');
  });
  it('recognises digit-only strings in any script', () => {
    expect(isDigits('۱۲3٤')).toBe(true);
    expect(isDigits('12a')).toBe(false);
  });
});
