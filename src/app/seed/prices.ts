import { tomanToRial, type Rial } from '#lib/money.ts';

/** Shop prices end in round thousands of toman (tens of thousands above 10 million). */
export function roundToman(toman: number): number {
  const step = toman >= 10_000_000 ? 10_000 : toman >= 1_000_000 ? 5_000 : 1_000;
  return Math.max(step, Math.round(toman / step) * step);
}

export function priceRial(toman: number): Rial {
  return tomanToRial(roundToman(toman));
}

/** A discounted price `percent` below `mainRial`, rounded like shop prices. */
export function discounted(mainRial: Rial, percent: number): Rial {
  return priceRial(((mainRial / 10) * (100 - percent)) / 100);
}
