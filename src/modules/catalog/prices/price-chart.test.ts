import { describe, expect, it } from 'vitest';
import { priceChartGeometry } from './price-chart.ts';

const now = new Date('2026-11-21T00:00:00Z');
const point = (date: string, off: number, main = off) => ({ date: `${date}T00:00:00.000Z`, price_main: main, price_off: off });

describe('price chart geometry', () => {
  it('draws a step line from the first change to now, cheapest lowest', () => {
    const g = priceChartGeometry([point('2026-08-23', 1_000_000), point('2026-10-07', 1_200_000, 1_300_000), point('2026-11-05', 900_000)], now)!;
    expect(g).toMatchObject({ width: 320, height: 120, min: 900_000, max: 1_200_000, current: 900_000 });
    expect(g.dots[0]!.x).toBe(8);
    expect(g.dots.map((d) => d.x)).toEqual([...g.dots.map((d) => d.x)].sort((a, b) => a - b));
    expect(g.dots[1]!.y).toBe(8); // the highest price at the top
    expect(g.dots[2]!.y).toBe(112); // the lowest at the bottom
    expect(g.path).toBe(`M8 ${g.dots[0]!.y}H${g.dots[1]!.x}V8H${g.dots[2]!.x}V112H312`);
  });

  it('keeps an unchanged price in the middle and answers null for no points', () => {
    const g = priceChartGeometry([point('2026-11-01', 5_000_000)], now)!;
    expect(g.dots).toEqual([{ x: 8, y: 60 }]);
    expect(g.path).toBe('M8 60H312');
    expect(priceChartGeometry([], now)).toBeNull();
  });
});
