/**
 * Iran's border as one simplified polygon of [latitude, longitude] points, clockwise from
 * the Turkish–Nakhchivan tripoint at Ararat: the Aras and Astara, the Caspian coast, the
 * Turkmen, Afghan and Pakistani borders, the Makran and Gulf coasts, then Iraq and Turkey.
 *
 * Why a polygon and not a bounding box: Iran's box also holds Baghdad, Baku, Herat and
 * Dubai. Why this many points (about 75, not the 20–40 first planned): with fewer, border
 * cities we deliver to (Parsabad, Astara, Bandar Lengeh) fall outside or Nakhchivan falls
 * inside. Land borders follow the line closely; at sea the line keeps a few kilometres
 * off the coast so the islands we seed (Kish, Qeshm) and coastal towns stay inside, while
 * the Musandam peninsula, Bahrain and the Emirates stay out. A test checks every seeded
 * city centre is inside (src/modules/geo/iran-border.test.ts).
 */
export const IRAN_BORDER: readonly (readonly [number, number])[] = [
  [39.4, 44.03],
  [39.71, 44.79],
  [39.34, 44.95],
  [38.87, 45.46],
  [38.74, 46.14],
  [38.77, 46.51],
  [39.51, 47.69],
  [39.72, 47.99],
  [39.39, 48.36],
  [38.82, 48.01],
  [38.4, 48.62],
  [38.45, 48.92],
  [37.6, 49.25],
  [37.42, 50.15],
  [36.9, 50.88],
  [36.74, 52.26],
  [37.0, 53.82],
  [37.2, 53.92],
  [37.39, 54.8],
  [37.96, 55.51],
  [37.94, 56.18],
  [38.12, 56.62],
  [38.03, 57.33],
  [37.52, 58.44],
  [37.41, 59.23],
  [36.53, 60.38],
  [36.49, 61.12],
  [35.65, 61.21],
  [34.4, 60.8],
  [33.68, 60.53],
  [33.53, 60.96],
  [32.98, 60.54],
  [32.18, 60.86],
  [31.55, 60.94],
  [31.38, 61.7],
  [30.74, 61.78],
  [29.83, 60.87],
  [29.3, 61.37],
  [28.7, 61.77],
  [28.26, 62.73],
  [27.38, 62.76],
  [27.22, 63.23],
  [26.76, 63.32],
  [26.24, 61.87],
  [25.05, 61.61],
  [25.3, 59.62],
  [25.55, 57.77],
  [25.95, 57.25],
  [26.8, 56.75],
  [26.55, 55.8],
  [26.4, 54.7],
  [26.45, 53.9],
  [26.75, 53.4],
  [27.5, 52.45],
  [27.85, 51.45],
  [28.8, 50.75],
  [30.1, 50.05],
  [29.95, 49.55],
  [30.25, 48.94],
  [29.9, 48.55],
  [30.45, 48.01],
  [30.99, 48.0],
  [30.98, 47.69],
  [31.71, 47.85],
  [32.47, 47.33],
  [33.02, 46.11],
  [33.97, 45.42],
  [34.75, 45.65],
  [35.09, 46.15],
  [35.68, 46.08],
  [35.98, 45.42],
  [37.17, 44.77],
  [37.97, 44.23],
  [38.28, 44.42],
  [39.43, 44.11],
];

/** Ray casting: a ray eastward from the point crosses the ring an odd number of times. */
export function pointInPolygon(lat: number, lng: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

export function isInsideIran(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && pointInPolygon(lat, lng, IRAN_BORDER);
}
