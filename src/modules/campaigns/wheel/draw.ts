/**
 * The wheel's weighted draw (docs/adr/0027), pure: the caller hands in the prizes and the
 * random source, so the odds can be tested without chance. A prize is drawn with
 * probability weight / (sum of the weights of the prizes that can still be drawn); a
 * prize whose stock has run out is not on the wheel until staff refill it.
 */
export interface Slice {
  id: number;
  weight: number;
  /** null: unlimited. */
  stock: number | null;
}

/** A uniform number in [0, 1). */
export type RandomSource = () => number;

/** The draw's default source: the platform's cryptographic generator (a prize is worth money, so not Math.random). */
export const secureRandom: RandomSource = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** The prizes that can be drawn now: a positive weight and stock left (or unlimited). */
export const drawable = <T extends Slice>(prizes: readonly T[]): T[] => prizes.filter((p) => p.weight > 0 && (p.stock === null || p.stock > 0));

/**
 * One prize of `prizes` (only the drawable ones take part), or undefined when none can be
 * drawn. The slices are laid end to end in the order given and `random()` points into them.
 */
export function drawPrize<T extends Slice>(prizes: readonly T[], random: RandomSource): T | undefined {
  const slices = drawable(prizes);
  const total = slices.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return undefined;
  // Clamped: a source that returns 1 (or a little more through rounding) still lands on the last slice.
  let point = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * total;
  for (const p of slices) {
    if (point < p.weight) return p;
    point -= p.weight;
  }
  return slices[slices.length - 1];
}

/**
 * Each prize's chance now, as a percentage with one decimal (0 for a prize that cannot be
 * drawn). Rounded by largest remainder, so the figures shown always add up to exactly 100.
 */
export function oddsOf(prizes: readonly Slice[]): Map<number, number> {
  const slices = drawable(prizes);
  const total = slices.reduce((sum, p) => sum + p.weight, 0);
  const odds = new Map<number, number>(prizes.map((p) => [p.id, 0]));
  if (total <= 0) return odds;
  // In tenths of a percent: 1000 units to share.
  const exact = slices.map((p) => ({ id: p.id, units: (p.weight * 1000) / total }));
  const floors = exact.map((e) => ({ ...e, floor: Math.floor(e.units) }));
  let left = 1000 - floors.reduce((sum, e) => sum + e.floor, 0);
  const byRemainder = [...floors].sort((a, b) => b.units - b.floor - (a.units - a.floor));
  for (const e of byRemainder) {
    if (left <= 0) break;
    e.floor += 1;
    left -= 1;
  }
  for (const e of floors) odds.set(e.id, e.floor / 10);
  return odds;
}
