import { describe, expect, it } from 'vitest';
import { dispatchCosts, FAST_KEY, SEND_RATES, splitDispatches } from './dispatches.ts';

const line = (varietyId: number, sellerId: number, fastSend: boolean) => ({ varietyId, sellerId, seller: `فروشنده ${sellerId}`, fastSend });

describe('splitting a cart into dispatches', () => {
  it('puts fast-send items together first and each other seller on its own', () => {
    const plans = splitDispatches([line(1, 7, false), line(2, 3, true), line(3, 7, false), line(4, 9, true), line(5, 4, false)]);
    expect(plans.map((p) => p.key)).toEqual([FAST_KEY, 'seller-7', 'seller-4']);
    expect(plans[0]!.lines.map((l) => l.varietyId)).toEqual([2, 4]);
    expect(plans[1]!.lines.map((l) => l.varietyId)).toEqual([1, 3]);
    expect(plans[0]!.leadDays).toBeLessThan(plans[1]!.leadDays);
    expect(plans[1]!.title).toBe('فروشنده 7');
  });
});

describe('shipping cost', () => {
  const tehran = { warehouseCity: true, warehouseProvince: true, isCapital: true };
  const town = { warehouseCity: false, warehouseProvince: false, isCapital: false };
  it('charges each dispatch the destination rate below the threshold', () => {
    expect(dispatchCosts(2, 1_000_000, tehran, 5_000_000)).toEqual([SEND_RATES.warehouseCity, SEND_RATES.warehouseCity]);
    expect(dispatchCosts(1, 1_000_000, town, 5_000_000)).toEqual([SEND_RATES.other]);
  });
  it('ships everything free from the threshold', () => {
    expect(dispatchCosts(3, 5_000_000, town, 5_000_000)).toEqual([0, 0, 0]);
  });
});
