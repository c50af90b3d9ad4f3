import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliLong, formatJalaliNumeric, formatTehranTime, jalaliParts } from './jalali.ts';

// Vectors from shared/domain/IRAN.md A9.
describe('jalali', () => {
  it('starts 1405 on 2026-03-21 (Nowruz) in Tehran', () => {
    expect(formatJalaliDate('2026-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliLong('2026-03-21T12:00:00Z')).toBe('شنبه ۱ فروردین ۱۴۰۵');
  });
  it('knows 1403 was a leap year and 1404 was not', () => {
    expect(jalaliParts('2025-03-20T12:00:00Z')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(jalaliParts('2026-03-20T12:00:00Z')).toEqual({ year: 1404, month: 12, day: 29 });
  });
  it('uses Tehran time (+03:30) for the day boundary', () => {
    // 21:00 UTC on 2026-03-20 is 00:30 on 2026-03-21 in Tehran: already 1 Farvardin.
    expect(jalaliParts('2026-03-20T21:00:00Z')).toEqual({ year: 1405, month: 1, day: 1 });
    expect(formatTehranTime('2026-06-01T10:00:00Z')).toBe('۱۳:۳۰');
  });
  it('formats numerically with Persian digits', () => {
    expect(formatJalaliNumeric('2026-11-21T08:00:00Z')).toBe('۱۴۰۵/۰۸/۳۰');
  });
});
