import { describe, expect, it } from 'vitest';
import { splitTender } from './tender-math.ts';

describe('splitTender', () => {
  const held = { rial: 300_000, coin: 7 };
  it('pays with whole coins first, then the balance, never more than is due', () => {
    expect(splitTender(1_000_000, held, 100_000, { useBalance: true, useCoin: true })).toEqual({ coins: 7, coinRateRial: 100_000, coinRial: 700_000, balanceRial: 300_000 });
    expect(splitTender(250_000, held, 100_000, { useBalance: true, useCoin: true })).toEqual({ coins: 2, coinRateRial: 100_000, coinRial: 200_000, balanceRial: 50_000 });
  });
  it('uses only what was chosen', () => {
    expect(splitTender(1_000_000, held, 100_000, { useBalance: true, useCoin: false })).toEqual({ coins: 0, coinRateRial: 0, coinRial: 0, balanceRial: 300_000 });
    expect(splitTender(1_000_000, held, 100_000, { useBalance: false, useCoin: true }).balanceRial).toBe(0);
  });
  it('takes nothing when nothing is due or nothing is held', () => {
    expect(splitTender(0, held, 100_000, { useBalance: true, useCoin: true })).toEqual({ coins: 0, coinRateRial: 0, coinRial: 0, balanceRial: 0 });
    expect(splitTender(90_000, { rial: 0, coin: 5 }, 100_000, { useBalance: true, useCoin: true }).coins).toBe(0);
  });
});
