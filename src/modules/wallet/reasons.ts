/**
 * Why money or coins moved (isomorphic: the profile's transaction lists show the titles).
 * Every ledger entry names one; a new kind of movement is a new reason here.
 */
export type LedgerCurrency = 'rial' | 'coin';

export const LEDGER_REASONS = {
  /** A cancelled or partly cancelled paid order, or a payment the shop could not keep (payments.refunds). */
  refund: 'بازگشت وجه',
  /** Paying (part of) an order from the balance or with coins. */
  orderPayment: 'پرداخت سفارش',
  /** A split payment whose online part failed: what the balance or coins had paid comes back. */
  orderPaymentReturned: 'بازگشت پرداخت ناموفق',
  topUp: 'افزایش موجودی',
  coinEarned: 'سکه خرید',
  coinConverted: 'تبدیل سکه به کد تخفیف',
  /** Coins won on the prize wheel (flows/spin-wheel.ts). */
  wheelPrize: 'جایزه گردونه شانس',
  /** Coins for an item found in a campaign's hunt (flows/find-hunt-item.ts). */
  huntFind: 'جایزه شکار گنج',
  /** Coins for an invitation taken up: to the inviter and to the friend, at the friend's first delivered order (flows/steps/reward-invitation.ts). */
  invitationReward: 'پاداش دعوت از دوستان',
  /** A request to be paid out to a bank account: held until staff decide. */
  /** The coins a purchase earned, taken back for the part of it returned (flows/receive-return.ts), never below zero. */
  coinsReturned: 'کسر سکهٔ کالای مرجوعی',
  payoutRequested: 'درخواست برداشت به حساب بانکی',
  payoutRefused: 'رد درخواست برداشت',
} as const;

export type LedgerReason = keyof typeof LEDGER_REASONS;
