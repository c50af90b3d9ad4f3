import { tomanToRial, type Rial } from '#lib/money.ts';

/**
 * How the demo shop prices a product: its model's price (data/catalog-*.ts, toman, late
 * 2026), times the factor of each name axis value (storage, RAM, volume…) over the
 * model's cheapest configuration, times the factor of the tier word a shared model code
 * may carry (« Pro», « Lite»…). So a line climbs from entry model to flagship and a
 * configuration costs more than a smaller one of the same model; sellers then differ by a
 * percent or two (products.ts). Iranian shoppers compare with the big shops in seconds.
 */

/**
 * Tier words a shared model code may take to avoid twin names (products.ts draws them in
 * this order), with what each does to the price.
 */
export const MODEL_SUFFIXES: readonly (readonly [suffix: string, factor: number])[] = [
  ['', 1],
  [' Pro', 1.22],
  [' Plus', 1.12],
  [' Lite', 0.85],
  [' Max', 1.3],
  [' Neo', 0.92],
  [' S', 1.05],
  [' Ultra', 1.4],
  [' 2', 1.08],
  [' X', 1.16],
];
const SUFFIX_FACTOR = new Map(MODEL_SUFFIXES);

/** A brand's next model (of those priced by `brandPrices`) costs this much more than the one before. */
export const MODEL_STEP = 1.18;

/** Sellers of one product differ by up to this fraction either side of its price. */
export const SELLER_SPREAD = 0.015;

export function suffixFactor(suffix: string): number {
  const factor = SUFFIX_FACTOR.get(suffix);
  if (factor === undefined) throw new Error(`seed: no price factor for the model suffix «${suffix}»`);
  return factor;
}

/**
 * The toman price of one configuration: `toman` is the model's price with its name-axis
 * factors applied (attributes.ts priceOf), the tier word's factor goes on top.
 */
export function configurationToman(toman: number, suffix = ''): number {
  return toman * suffixFactor(suffix);
}

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

/**
 * The range a product's discount is drawn from: phones and laptops go a few percent
 * below list, a lipstick or a case may go a third off.
 */
export function discountRange(toman: number): [number, number] {
  if (toman >= 20_000_000) return [2, 12];
  if (toman >= 2_000_000) return [3, 25];
  return [3, 40];
}
