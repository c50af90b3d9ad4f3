import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import type { Coin } from '../validation.ts';
import { COIN_OFFERS } from './offers.ts';

/**
 * The coins' answers and requests (isomorphic: the /profile/scores page reads them).
 * Amounts are rials (docs/adr/0001), coins are counts, dates ISO strings.
 */

import type { SeasonStatus } from '#modules/loyalty/index.ts';
export type { SeasonStatus };

/** /v6/coin/get-credit: the spec's Coin, plus the running campaign's title, end and multiplier. */
export interface CoinCredit extends Coin {
  campaign_title: string | null;
  campaign_ends_at: string | null;
  earn_multiplier: number;
}

/** One season of /v6/coin/by-season, with the caller's coins earned in it. */
export interface CoinSeason {
  id: number;
  /** The spec's campaign kind: yalda, weekend, black5day, mother, father, ultra, noruz… */
  kind: string;
  title: string;
  starts_at: string;
  ends_at: string;
  status: SeasonStatus;
  earn_multiplier: number;
  /** Rials a coin is worth while it runs. */
  rateChange: number;
  coins: number;
}

/** One conversion offer of /v6/off/index. */
export interface CoinOfferView {
  id: number;
  coin: number;
  /** The discount code's fixed amount, rials. */
  amount: number;
  /** The smallest cart the code applies to, rials (0: any). */
  min_cart: number;
  valid_days: number;
  title: string;
  /** The caller holds enough usable coins for it. */
  can_convert: boolean;
}

export type PersonalCodeState = 'active' | 'used' | 'expired';

/** One of the caller's personal codes (/v6/off/user). */
export interface PersonalCode {
  id: number;
  code: string;
  title: string;
  /** fixed: `amount` rials off; percent: `amount` percent off (a prize of the wheel). */
  kind: 'fixed' | 'percent';
  amount: number;
  min_cart: number;
  expires_at: string | null;
  created_at: string;
  used: boolean;
  state: PersonalCodeState;
}

export const OFFER_MESSAGE = 'پیشنهاد تبدیل انتخاب‌شده معتبر نیست';

const offerIds = new Set(COIN_OFFERS.map((o) => o.id));

/** POST /v6/off/convert-coin-to-off: `{ id }`, one of the offers. */
export const convertBody = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: OFFER_MESSAGE })
      .regex(/^\d{1,4}$/, { error: OFFER_MESSAGE })
      .transform(Number)
      .refine((n) => offerIds.has(n), { error: OFFER_MESSAGE }),
  ),
});
