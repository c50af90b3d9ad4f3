import { formatToman } from '#lib/money.ts';

/**
 * How coins and the balance split what is due (pure, isomorphic: placement takes it, the
 * payment page shows it): whole coins first, never more than is due, then the balance,
 * the rest online.
 *
 * A bank refuses a payment below its minimum (payments/minimum.ts), so an online rest that
 * would be positive but smaller than the chosen gateway's minimum is raised to it by taking
 * less from the balance, then fewer coins: the shopper then pays the minimum at the bank and
 * keeps the rest of their balance and coins. Only an order smaller than the minimum that the
 * wallet cannot cover entirely is left with such a rest, and `tenderProblem` says why.
 */
export interface TenderChoice {
  useBalance: boolean;
  useCoin: boolean;
}

export interface Tender {
  coins: number;
  coinRateRial: number;
  coinRial: number;
  balanceRial: number;
}

export function splitTender(due: number, held: { rial: number; coin: number }, rateRial: number, choice: TenderChoice, minOnlineRial = 0): Tender {
  let coins = choice.useCoin && due > 0 && rateRial > 0 ? Math.max(0, Math.min(held.coin, Math.floor(due / rateRial))) : 0;
  const balanceCap = choice.useBalance && due > 0 ? Math.max(0, held.rial) : 0;
  let balanceRial = Math.min(balanceCap, due - coins * rateRial);
  const online = due - coins * rateRial - balanceRial;
  if (online > 0 && online < minOnlineRial && due >= minOnlineRial) {
    // Keep as many coins as leave the minimum for the bank, then as much balance as still does.
    if (coins > 0) coins = Math.min(coins, Math.floor((due - minOnlineRial) / rateRial));
    balanceRial = Math.min(balanceCap, Math.max(0, due - coins * rateRial - minOnlineRial));
  }
  return { coins, coinRateRial: coins > 0 ? rateRial : 0, coinRial: coins * rateRial, balanceRial };
}

/** What is left for the bank after the coins and the balance. */
export const onlineRest = (due: number, t: Tender): number => Math.max(0, due - t.coinRial - t.balanceRial);

/** Why this split cannot be paid (the online rest is below the gateway's minimum), or null. */
export function tenderProblem(due: number, t: Tender, minOnlineRial: number): string | null {
  const online = onlineRest(due, t);
  if (online === 0 || online >= minOnlineRial) return null;
  return `مبلغ پرداخت اینترنتی (${formatToman(online)}) کمتر از حداقل مبلغ درگاه بانک (${formatToman(minOnlineRial)}) است؛ همهٔ مبلغ سفارش را با موجودی کیف پول یا سکه بپردازید، یا کالای دیگری به سبد بیفزایید`;
}
