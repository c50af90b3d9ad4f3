import { describe, expect, it } from 'vitest';
import { slotView, tehranDay } from './slots.ts';

describe('Tehran days', () => {
  it('turns the day at Tehran midnight, not UTC', () => {
    // 21:00 UTC is 00:30 the next day in Tehran.
    expect(tehranDay(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
    expect(tehranDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-24');
    expect(tehranDay(new Date('2026-12-31T12:00:00Z'), 2)).toBe('2027-01-02');
  });
});

describe('a slot as clients see it', () => {
  it('shows Tehran wall-clock hours and whether it is full', () => {
    const row = {
      id: 3,
      cityId: 1,
      day: '2026-11-26',
      window: 0,
      startsAt: new Date('2026-11-26T05:30:00Z'),
      endsAt: new Date('2026-11-26T20:30:00Z'),
      capacity: 2,
      taken: 2,
    };
    expect(slotView(row)).toEqual({ id: 3, date: '2026-11-26', from: '09:00', to: '24:00', full: true });
    expect(slotView({ ...row, taken: 1 }).full).toBe(false);
  });
});
