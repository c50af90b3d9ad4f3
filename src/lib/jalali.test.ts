import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  formatJalaliLong,
  formatJalaliNumeric,
  formatTehranTime,
  gregorianToJalali,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliParts,
  jalaliToGregorian,
} from './jalali.ts';

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

describe('jalaliToGregorian / gregorianToJalali', () => {
  it('knows the IRAN.md A9 vectors', () => {
    expect(jalaliToGregorian(1405, 1, 1)).toBe('2026-03-21');
    expect(jalaliToGregorian(1404, 12, 29)).toBe('2026-03-20');
    expect(jalaliToGregorian(1403, 12, 30)).toBe('2025-03-20');
    expect(gregorianToJalali('2026-03-21')).toEqual({ year: 1405, month: 1, day: 1 });
  });

  it('has 30 days in Esfand only in leap years', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
    expect(() => jalaliToGregorian(1404, 12, 30)).toThrow(RangeError);
    expect(() => jalaliToGregorian(1404, 13, 1)).toThrow(RangeError);
    expect(() => jalaliToGregorian(1404, 1, 0)).toThrow(RangeError);
  });

  it('agrees with Intl (fa-IR-u-ca-persian) on every day from 1925 to 2075', () => {
    // A calendar date, so format it in UTC (no Tehran offset can move it to another day).
    const fmt = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
    const mismatches: string[] = [];
    for (let t = Date.UTC(1925, 0, 1); t <= Date.UTC(2075, 11, 31); t += 86_400_000) {
      const parts = fmt.formatToParts(t);
      const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
      const intl = { year: num('year'), month: num('month'), day: num('day') };
      const iso = new Date(t).toISOString().slice(0, 10);
      const ours = gregorianToJalali(iso);
      if (ours.year !== intl.year || ours.month !== intl.month || ours.day !== intl.day) mismatches.push(`${iso}: ${JSON.stringify(ours)}`);
      else if (jalaliToGregorian(intl.year, intl.month, intl.day) !== iso) mismatches.push(`${JSON.stringify(intl)} → ${iso}`);
      if (mismatches.length > 5) break;
    }
    expect(mismatches).toEqual([]);
  });
});
