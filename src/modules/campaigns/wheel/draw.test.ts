import { describe, expect, it } from 'vitest';
import { drawable, drawPrize, oddsOf, secureRandom, type Slice } from './draw.ts';

/** The demo wheel's shape: three coin slices, a code of limited stock and the empty slice. */
const wheel: Slice[] = [
  { id: 1, weight: 40, stock: null },
  { id: 2, weight: 20, stock: null },
  { id: 3, weight: 5, stock: null },
  { id: 4, weight: 10, stock: 20 },
  { id: 5, weight: 25, stock: null },
];

/** A random source that answers the given numbers in turn. */
const fixed = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the weighted draw', () => {
  it('lays the slices end to end in order: each is drawn for its share of [0, 1)', () => {
    const at = (r: number) => drawPrize(wheel, fixed(r))?.id;
    expect([0, 0.399, 0.4, 0.599, 0.6, 0.649, 0.65, 0.749, 0.75, 0.999].map(at)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('draws each prize as often as its weight says (a uniform sweep of the source)', () => {
    const n = 10_000;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const id = drawPrize(wheel, fixed((i + 0.5) / n))!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 4000, 2: 2000, 3: 500, 4: 1000, 5: 2500 });
  });

  it('keeps a source that answers 1 (or more, or less than 0) on the wheel', () => {
    expect(drawPrize(wheel, fixed(1))?.id).toBe(5);
    expect(drawPrize(wheel, fixed(1.2))?.id).toBe(5);
    expect(drawPrize(wheel, fixed(-0.1))?.id).toBe(1);
  });

  it('leaves out a prize whose stock has run out: the others share its part', () => {
    const out = wheel.map((p) => (p.id === 4 ? { ...p, stock: 0 } : p));
    expect(drawable(out).map((p) => p.id)).toEqual([1, 2, 3, 5]);
    // Without the code's 10, the total is 90: 0.7 × 90 = 63 lands in the 100-coin slice (60–65).
    expect(drawPrize(out, fixed(0.7))?.id).toBe(3);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(drawPrize(out, fixed(i / 1000))!.id);
    expect(seen.has(4)).toBe(false);
  });

  it('draws nothing from an empty wheel or one whose every prize is given out', () => {
    expect(drawPrize([], fixed(0.5))).toBeUndefined();
    expect(drawPrize([{ id: 9, weight: 10, stock: 0 }], fixed(0.5))).toBeUndefined();
  });

  it('uses a cryptographic source in [0, 1) by default', () => {
    for (let i = 0; i < 100; i++) {
      const r = secureRandom();
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });
});

describe('the stated odds', () => {
  it('are each prize’s weight over the total, in percent', () => {
    expect(Object.fromEntries(oddsOf(wheel))).toEqual({ 1: 40, 2: 20, 3: 5, 4: 10, 5: 25 });
  });

  it('say 0 for a prize out of stock and share its part among the rest', () => {
    const out = wheel.map((p) => (p.id === 4 ? { ...p, stock: 0 } : p));
    const odds = oddsOf(out);
    expect(odds.get(4)).toBe(0);
    expect(odds.get(1)).toBe(44.4);
    expect([...odds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
  });

  it('always add up to exactly 100 with one decimal (largest remainder)', () => {
    const thirds: Slice[] = [1, 2, 3].map((id) => ({ id, weight: 1, stock: null }));
    const odds = [...oddsOf(thirds).values()];
    expect(odds.sort()).toEqual([33.3, 33.3, 33.4]);
    const sevenths: Slice[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, weight: id, stock: null }));
    expect(Math.round([...oddsOf(sevenths).values()].reduce((a, b) => a + b, 0) * 10)).toBe(1000);
  });

  it('are all 0 when nothing can be drawn', () => {
    expect(Object.fromEntries(oddsOf([{ id: 1, weight: 5, stock: 0 }]))).toEqual({ 1: 0 });
  });
});
