import { formatToman } from '#lib/money.ts';
import { toFaDigits } from '#lib/digits.ts';

/**
 * What coins can be converted into (docs/adr/0014-coin-campaigns.md): a small fixed
 * table, not a function of the coin's rate, so an offer means the same thing in and out
 * of campaigns. The bigger offers give more per coin and ask for a bigger cart; every
 * code is personal, fixed, single-use and valid for CODE_VALID_DAYS. Isomorphic.
 */
export interface CoinOffer {
  id: number;
  coins: number;
  amountRial: number;
  minCartRial: number;
}

export const CODE_VALID_DAYS = 30;

export const COIN_OFFERS: readonly CoinOffer[] = [
  { id: 1, coins: 10, amountRial: 100_000, minCartRial: 500_000 },
  { id: 2, coins: 25, amountRial: 300_000, minCartRial: 1_500_000 },
  { id: 3, coins: 50, amountRial: 700_000, minCartRial: 3_500_000 },
];

export const offerById = (id: number): CoinOffer | undefined => COIN_OFFERS.find((o) => o.id === id);

/** «کد تخفیف ۳۰٬۰۰۰ تومانی با ۲۵ سکه» */
export const offerTitle = (o: CoinOffer) => `کد تخفیف ${formatToman(o.amountRial)}ی با ${toFaDigits(o.coins)} سکه`;
