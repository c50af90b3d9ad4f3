import type { LedgerReason } from './reasons.ts';

/**
 * The wallet's answers (isomorphic: the profile's balance and coin screens read them).
 * Amounts are rials (docs/adr/0001), coins are counts.
 */

/** One movement of /v6/balance/index and /v6/coin/index. */
export interface LedgerEntryView {
  id: number;
  date: string;
  /** Positive: to the shopper; negative: spent. */
  amount: number;
  balance_after: number;
  reason: LedgerReason;
  reason_title: string;
  /** What the shopper reads, e.g. «بازگشت وجه: لغو سفارش». */
  title: string;
  order_id: number | null;
}

/** Spec section 3 "Balance". */
export interface Balance {
  total: number;
}

/** Spec section 3 "Coin": value = usable × rateChange (rials a coin). */
export interface Coin {
  campaign: string | null;
  stock: number;
  usable: number;
  rateChange: number;
  value: number;
}
