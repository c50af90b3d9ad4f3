import type { Rial } from '#lib/money.ts';
import type { PricePoint } from './price-log.ts';

/**
 * The geometry of the product page's price chart (product/components/ProductPriceChart.astro):
 * a step line of the price paid (a price holds until the next change) from the first
 * point to `now`, time running left to right like every chart. Pure, so it is tested
 * without rendering.
 */
export interface ChartGeometry {
  width: number;
  height: number;
  /** SVG path data of the step line. */
  path: string;
  /** One dot per change. */
  dots: { x: number; y: number }[];
  min: Rial;
  max: Rial;
  current: Rial;
}

const PAD = 8;
const r1 = (n: number) => Math.round(n * 10) / 10;

export function priceChartGeometry(points: readonly PricePoint[], now: Date, width = 320, height = 120): ChartGeometry | null {
  if (points.length === 0) return null;
  const times = points.map((p) => Date.parse(p.date));
  const start = times[0]!;
  const end = Math.max(now.getTime(), times.at(-1)! + 1);
  const prices = points.map((p) => p.price_off);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const x = (t: number) => r1(PAD + ((t - start) / (end - start)) * (width - 2 * PAD));
  // A flat history sits in the middle; otherwise the range fills the height.
  const y = (price: number) => r1(max === min ? height / 2 : PAD + ((max - price) / (max - min)) * (height - 2 * PAD));
  const dots = points.map((p, i) => ({ x: x(times[i]!), y: y(p.price_off) }));
  let path = `M${dots[0]!.x} ${dots[0]!.y}`;
  for (let i = 1; i < dots.length; i++) path += `H${dots[i]!.x}V${dots[i]!.y}`;
  path += `H${x(end)}`;
  return { width, height, path, dots, min, max, current: prices.at(-1)! };
}
