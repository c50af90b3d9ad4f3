import { describe, expect, it } from 'vitest';
import { PROVINCES } from '#app/seed/data/provinces.ts';
import { PLACES } from '#app/seed/data/places.ts';
import { IRAN_BORDER, isInsideIran, pointInPolygon } from './iran-border.ts';

describe('the border of Iran', () => {
  it.each([
    ['Tehran', 35.6892, 51.389],
    ['Mashhad', 36.2605, 59.6168],
    ['Bandar Abbas', 27.1832, 56.2666],
    ['Tabriz', 38.08, 46.2919],
    ['Chabahar', 25.2919, 60.643],
    ['Kish island', 26.5578, 53.9806],
    ['Parsabad (the northern bend of the Aras)', 39.6482, 47.9174],
  ])('holds %s', (_, lat, lng) => expect(isInsideIran(lat, lng)).toBe(true));

  it.each([
    ['Baghdad', 33.3152, 44.3661],
    ['Dubai', 25.2048, 55.2708],
    ['Baku', 40.4093, 49.8671],
    ['Herat', 34.3529, 62.204],
    ['Basra', 30.5085, 47.7804],
    ['Khasab (Musandam, across the Strait of Hormuz)', 26.18, 56.25],
    ['Nakhchivan', 39.2, 45.41],
    ['Ashgabat', 37.96, 58.33],
    ['Manama', 26.23, 50.58],
  ])('leaves out %s, though a bounding box would not', (_, lat, lng) => expect(isInsideIran(lat, lng)).toBe(false));

  it('refuses what is not a number', () => {
    expect(isInsideIran(Number.NaN, 51)).toBe(false);
    expect(isInsideIran(35, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('is a simple ring of real coordinates', () => {
    expect(IRAN_BORDER.length).toBeGreaterThan(20);
    for (const [lat, lng] of IRAN_BORDER) {
      expect(lat).toBeGreaterThan(24);
      expect(lat).toBeLessThan(40);
      expect(lng).toBeGreaterThan(43);
      expect(lng).toBeLessThan(64);
    }
  });

  it('holds every seeded city centre and place (the pin falls back to them)', () => {
    const outside = [
      ...PROVINCES.flatMap((p) => p.cities)
        .filter((c) => !isInsideIran(c.lat, c.lng))
        .map((c) => c.nameEn),
      ...PLACES.filter((p) => !isInsideIran(p.lat, p.lng)).map((p) => p.name),
    ];
    expect(outside).toEqual([]);
  });
});

describe('point in polygon', () => {
  const square = [
    [0, 0],
    [0, 10],
    [10, 10],
    [10, 0],
  ] as const;
  it('tells inside from outside for a plain square', () => {
    expect(pointInPolygon(5, 5, square)).toBe(true);
    expect(pointInPolygon(15, 5, square)).toBe(false);
    expect(pointInPolygon(5, -1, square)).toBe(false);
  });
  it('handles a concave ring (the notch is outside)', () => {
    const u = [
      [0, 0],
      [10, 0],
      [10, 3],
      [2, 3],
      [2, 7],
      [10, 7],
      [10, 10],
      [0, 10],
    ] as const;
    expect(pointInPolygon(5, 5, u)).toBe(false);
    expect(pointInPolygon(1, 5, u)).toBe(true);
  });
});
