/**
 * How a cart becomes shipments, and what each costs (pure; docs/adr/0008).
 *
 * - Fast-send items leave our warehouse together (key `fast`) from tomorrow;
 * - every other seller's items travel on their own (key `seller-<id>`) from the day after,
 *   since the seller first brings them to us;
 * - each dispatch costs the destination's rate (Tehran city, Tehran province, a province
 *   capital, elsewhere), and the whole order ships free from the configured goods total.
 */

export const FAST_KEY = 'fast';
export const FAST_TITLE = 'ارسال سریع بازار';

export interface SplitLine {
  varietyId: number;
  sellerId: number;
  seller: string;
  fastSend: boolean;
}

export interface DispatchPlan<L extends SplitLine> {
  key: string;
  title: string;
  sellerId: number | null;
  /** Days from today (Tehran) of the first delivery day. */
  leadDays: number;
  lines: L[];
}

export const FAST_LEAD_DAYS = 1;
export const SELLER_LEAD_DAYS = 2;

/** Fast-send first, then sellers in the order their first item appears in the cart. */
export function splitDispatches<L extends SplitLine>(lines: readonly L[]): DispatchPlan<L>[] {
  const plans = new Map<string, DispatchPlan<L>>();
  for (const line of lines) {
    const key = line.fastSend ? FAST_KEY : `seller-${line.sellerId}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = line.fastSend
        ? { key, title: FAST_TITLE, sellerId: null, leadDays: FAST_LEAD_DAYS, lines: [] }
        : { key, title: line.seller, sellerId: line.sellerId, leadDays: SELLER_LEAD_DAYS, lines: [] };
      plans.set(key, plan);
    }
    plan.lines.push(line);
  }
  return [...plans.values()].sort((a, b) => Number(b.key === FAST_KEY) - Number(a.key === FAST_KEY));
}

export interface Destination {
  /** In the warehouse's own city (Tehran). */
  warehouseCity: boolean;
  /** In the warehouse's province. */
  warehouseProvince: boolean;
  isCapital: boolean;
}

/** Rates per dispatch, rials. */
export const SEND_RATES = { warehouseCity: 250_000, warehouseProvince: 350_000, capital: 450_000, other: 550_000 } as const;

export function dispatchCost(to: Destination): number {
  if (to.warehouseCity) return SEND_RATES.warehouseCity;
  if (to.warehouseProvince) return SEND_RATES.warehouseProvince;
  return to.isCapital ? SEND_RATES.capital : SEND_RATES.other;
}

/** Each dispatch's cost: all free when the goods reach the threshold. */
export function dispatchCosts(count: number, goodsRial: number, to: Destination, freeFromRial: number): number[] {
  const each = goodsRial >= freeFromRial ? 0 : dispatchCost(to);
  return Array.from({ length: count }, () => each);
}
