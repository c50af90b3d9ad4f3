import { describe, expect, it } from 'vitest';
import type { Slot } from '#modules/checkout/validation.ts';
import { clockLabel, dayLabel, defaultDay, groupByDay } from './slot-days.ts';

const slot = (id: number, date: string, from: string, to: string, full = false): Slot => ({ id, date, from, to, full });

describe('delivery days', () => {
  it('names a day by its weekday and Jalali date (Tehran calendar)', () => {
    expect(dayLabel('2026-03-21')).toEqual({ weekday: 'شنبه', label: '۱ فروردین' });
    expect(dayLabel('2026-11-25')).toEqual({ weekday: 'چهارشنبه', label: '۴ آذر' });
  });

  it('writes windows in Persian digits, minutes only when they matter', () => {
    expect([clockLabel('09:00'), clockLabel('12:00'), clockLabel('18:30'), clockLabel('24:00')]).toEqual(['۹', '۱۲', '۱۸:۳۰', '۲۴']);
  });

  it('groups slots into days in date order, windows in time order, and marks full days', () => {
    const days = groupByDay([
      slot(3, '2026-11-27', '12:00', '15:00'),
      slot(1, '2026-11-26', '12:00', '15:00', true),
      slot(2, '2026-11-26', '09:00', '12:00', true),
      slot(4, '2026-11-27', '09:00', '12:00'),
    ]);
    expect(days.map((d) => [d.date, d.slots.map((s) => s.id), d.full])).toEqual([
      ['2026-11-26', [2, 1], true],
      ['2026-11-27', [4, 3], false],
    ]);
  });

  it('opens on the chosen slot’s day, else the first day with room, else the first day', () => {
    const days = groupByDay([slot(1, '2026-11-26', '09:00', '12:00', true), slot(2, '2026-11-27', '09:00', '12:00'), slot(3, '2026-11-28', '09:00', '12:00')]);
    expect(defaultDay(days, 3)).toBe('2026-11-28');
    expect(defaultDay(days, null)).toBe('2026-11-27');
    expect(defaultDay(days, 99)).toBe('2026-11-27');
    expect(defaultDay(groupByDay([slot(1, '2026-11-26', '09:00', '12:00', true)]))).toBe('2026-11-26');
    expect(defaultDay([])).toBeNull();
  });
});
