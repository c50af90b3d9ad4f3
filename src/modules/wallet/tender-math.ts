/**
 * How coins and the balance split what is due (pure, isomorphic: placement takes it, the
 * payment page shows it): whole coins first, never more than is due, then the balance,
 * the rest online.
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

export function splitTender(due: number, held: { rial: number; coin: number }, rateRial: number, choice: TenderChoice): Tender {
  const coins = choice.useCoin && due > 0 && rateRial > 0 ? Math.max(0, Math.min(held.coin, Math.floor(due / rateRial))) : 0;
  const coinRial = coins * rateRial;
  const balanceRial = choice.useBalance && due > 0 ? Math.max(0, Math.min(held.rial, due - coinRial)) : 0;
  return { coins, coinRateRial: coins > 0 ? rateRial : 0, coinRial, balanceRial };
}
