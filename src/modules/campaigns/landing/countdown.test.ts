import { describe, expect, it } from 'vitest';
import { formatLeft } from './countdown.ts';

describe('the landing countdown', () => {
  it('shows days then the clock, in Persian digits', () => {
    expect(formatLeft(((3 * 24 + 4) * 3600 + 12 * 60 + 9) * 1000)).toBe('۳ روز و ۰۴:۱۲:۰۹');
  });
  it('drops the days on the last day and never goes below zero', () => {
    expect(formatLeft(59_500)).toBe('۰۰:۰۱:۰۰');
    expect(formatLeft(-5000)).toBe('۰۰:۰۰:۰۰');
  });
});
