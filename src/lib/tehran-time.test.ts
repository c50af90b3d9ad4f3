import { describe, expect, it } from 'vitest';
import { tehranInstant, tehranLocalInput } from './tehran-time.ts';

describe('campaign times in Tehran', () => {
  it('reads a datetime-local value as Tehran wall-clock time (UTC+03:30)', () => {
    expect(tehranInstant('2026-03-20T00:00')?.toISOString()).toBe('2026-03-19T20:30:00.000Z');
    expect(tehranInstant('2026-03-20T00:00:30')?.toISOString()).toBe('2026-03-19T20:30:30.000Z');
    expect(tehranInstant('2026-03-20T00:00:00Z')?.toISOString()).toBe('2026-03-20T00:00:00.000Z');
  });

  it('refuses what is not a real moment', () => {
    for (const text of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T25:00', '1900-01-01T00:00', '2026-01-01']) {
      expect(tehranInstant(text), text).toBeUndefined();
    }
  });

  it('shows a stored instant back in the input as Tehran time', () => {
    const at = new Date('2026-12-18T20:30:00.000Z');
    expect(tehranLocalInput(at)).toBe('2026-12-19T00:00');
    expect(tehranInstant(tehranLocalInput(at))?.getTime()).toBe(at.getTime());
  });
});
