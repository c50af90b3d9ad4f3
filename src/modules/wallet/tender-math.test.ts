import { describe, expect, it } from 'vitest';
import { splitTender, tenderProblem } from './tender-math.ts';

describe('splitTender', () => {
  const held = { rial: 300_000, coin: 7 };
  it('pays with whole coins first, then the balance, never more than is due', () => {
    expect(splitTender(1_000_000, held, 100_000, { useBalance: true, useCoin: true })).toEqual({
      coins: 7,
      coinRateRial: 100_000,
      coinRial: 700_000,
      balanceRial: 300_000,
    });
    expect(splitTender(250_000, held, 100_000, { useBalance: true, useCoin: true })).toEqual({
      coins: 2,
      coinRateRial: 100_000,
      coinRial: 200_000,
      balanceRial: 50_000,
    });
  });
  it('uses only what was chosen', () => {
    expect(splitTender(1_000_000, held, 100_000, { useBalance: true, useCoin: false })).toEqual({
      coins: 0,
      coinRateRial: 0,
      coinRial: 0,
      balanceRial: 300_000,
    });
    expect(splitTender(1_000_000, held, 100_000, { useBalance: false, useCoin: true }).balanceRial).toBe(0);
  });
  it('takes nothing when nothing is due or nothing is held', () => {
    expect(splitTender(0, held, 100_000, { useBalance: true, useCoin: true })).toEqual({ coins: 0, coinRateRial: 0, coinRial: 0, balanceRial: 0 });
    expect(splitTender(90_000, { rial: 0, coin: 5 }, 100_000, { useBalance: true, useCoin: true }).coins).toBe(0);
  });
});

describe('the gateway minimum', () => {
  const min = 10_000;
  const both = { useBalance: true, useCoin: true };
  const rest = (due: number, t: ReturnType<typeof splitTender>) => due - t.coinRial - t.balanceRial;

  it('takes less from the balance so the bank gets at least its minimum', () => {
    const t = splitTender(1_005_000, { rial: 1_000_000, coin: 0 }, 100_000, both, min);
    expect(t).toEqual({ coins: 0, coinRateRial: 0, coinRial: 0, balanceRial: 995_000 });
    expect(rest(1_005_000, t)).toBe(min);
    expect(tenderProblem(1_005_000, t, min)).toBeNull();
  });

  it('gives back a coin when the coins alone leave less than the minimum, and keeps what balance still fits', () => {
    const t = splitTender(1_005_000, { rial: 3_000, coin: 10 }, 100_000, both, min);
    expect(t).toEqual({ coins: 9, coinRateRial: 100_000, coinRial: 900_000, balanceRial: 3_000 });
    expect(rest(1_005_000, t)).toBe(102_000);
    // Exactly the minimum left by the coins is fine.
    expect(splitTender(1_010_000, { rial: 0, coin: 10 }, 100_000, both, min).coins).toBe(10);
  });

  it('leaves a rest of zero or of at least the minimum alone', () => {
    expect(splitTender(1_000_000, { rial: 2_000_000, coin: 0 }, 100_000, both, min).balanceRial).toBe(1_000_000);
    expect(splitTender(1_000_000, { rial: 500_000, coin: 0 }, 100_000, both, min).balanceRial).toBe(500_000);
    expect(splitTender(1_000_000, { rial: 995_000, coin: 0 }, 100_000, both, min).balanceRial).toBe(990_000);
  });

  it('never sends the bank more than the order', () => {
    for (const due of [10_000, 10_001, 15_000, 99_999, 105_000]) {
      for (const held of [
        { rial: 0, coin: 0 },
        { rial: 9_999, coin: 0 },
        { rial: 4_000, coin: 1 },
        { rial: 200_000, coin: 3 },
      ]) {
        const t = splitTender(due, held, 100_000, both, min);
        const online = rest(due, t);
        expect(online).toBeGreaterThanOrEqual(0);
        expect(online).toBeLessThanOrEqual(due);
        expect(online === 0 || online >= min).toBe(true);
        expect(tenderProblem(due, t, min)).toBeNull();
      }
    }
  });

  it('says why when an order below the minimum is not covered by the wallet', () => {
    const none = splitTender(8_000, { rial: 0, coin: 0 }, 100_000, both, min);
    expect(tenderProblem(8_000, none, min)).toMatch(/حداقل مبلغ درگاه بانک \(۱٬۰۰۰ تومان\)/);
    const partly = splitTender(8_000, { rial: 5_000, coin: 0 }, 100_000, both, min);
    expect(partly.balanceRial).toBe(5_000);
    expect(tenderProblem(8_000, partly, min)).toMatch(/۳۰۰ تومان/);
    // The wallet covering it all leaves nothing for the bank: no problem.
    expect(tenderProblem(8_000, splitTender(8_000, { rial: 8_000, coin: 0 }, 100_000, both, min), min)).toBeNull();
  });

  it('has no minimum without one (the old split)', () => {
    expect(splitTender(1_005_000, { rial: 1_000_000, coin: 0 }, 100_000, both).balanceRial).toBe(1_000_000);
    expect(splitTender(5_000, { rial: 0, coin: 0 }, 0, both, min)).toEqual({ coins: 0, coinRateRial: 0, coinRial: 0, balanceRial: 0 });
  });
});
