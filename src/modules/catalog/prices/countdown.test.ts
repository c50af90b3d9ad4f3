import { describe, expect, it } from 'vitest';
import { countdownText, formatCountdown, tick } from './countdown.ts';

describe('formatCountdown', () => {
  it.each([
    [0, '۰۰:۰۰:۰۰'],
    [-5000, '۰۰:۰۰:۰۰'],
    [Number.NaN, '۰۰:۰۰:۰۰'],
    [1_000, '۰۰:۰۰:۰۱'],
    [1_500, '۰۰:۰۰:۰۲'],
    [3_661_000, '۰۱:۰۱:۰۱'],
    [60 * 3_600_000, '۶۰:۰۰:۰۰'],
  ])('%d ms reads %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('countdownText and tick', () => {
  it('says «پایان یافت» at zero', () => {
    expect(countdownText(1000, 1000)).toEqual({ text: 'پایان یافت', ended: true });
    expect(countdownText(2000, 1000)).toEqual({ text: '۰۰:۰۰:۰۱', ended: false });
  });

  it('ticks an element down to «پایان یافت»', () => {
    const el = { dataset: { countdownEnd: '2030-01-01T00:00:10.000Z' } as DOMStringMap, textContent: '' };
    expect(tick(el, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(true);
    expect(el.textContent).toBe('۰۰:۰۰:۱۰');
    expect(tick(el, Date.parse('2030-01-01T00:00:09.200Z'))).toBe(true);
    expect(el.textContent).toBe('۰۰:۰۰:۰۱');
    expect(tick(el, Date.parse('2030-01-01T00:00:10.000Z'))).toBe(false);
    expect(el.textContent).toBe('پایان یافت');
    expect('countdownEnded' in el.dataset).toBe(true);
  });

  it('ignores an element without a valid end', () => {
    const el = { dataset: { countdownEnd: 'soon' } as DOMStringMap, textContent: 'x' };
    expect(tick(el, 0)).toBe(false);
    expect(el.textContent).toBe('x');
  });
});
