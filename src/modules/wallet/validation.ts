import { z } from 'zod';
import { rialAmount } from '#lib/validation/rules.ts';
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

/**
 * Topping up the balance through a bank (POST /v6/balance/create): the amount in rials, as
 * every amount the API takes (the form asks in toman and multiplies by 10, spec section 9).
 */
export const TOP_UP_LIMITS = { minRial: 100_000, maxRial: 500_000_000 } as const;

export const TOP_UP_MESSAGES = {
  amount: 'مبلغ افزایش موجودی را به تومان وارد کنید',
  min: 'حداقل مبلغ افزایش موجودی ۱۰٬۰۰۰ تومان است',
  max: 'حداکثر مبلغ افزایش موجودی در هر بار ۵۰٬۰۰۰٬۰۰۰ تومان است',
  tooMany: 'تعداد درخواست‌های افزایش موجودی شما زیاد است؛ کمی بعد دوباره تلاش کنید',
  unreachable: 'اتصال به درگاه پرداخت برقرار نشد؛ کمی بعد دوباره تلاش کنید',
  noGateway: 'پرداخت اینترنتی در حال حاضر ممکن نیست',
  badGateway: 'درگاه پرداخت انتخاب‌شده در دسترس نیست',
} as const;

export const topUpBody = z.object({
  amount: rialAmount({
    min: TOP_UP_LIMITS.minRial,
    max: TOP_UP_LIMITS.maxRial,
    messages: { required: TOP_UP_MESSAGES.amount, invalid: TOP_UP_MESSAGES.amount, min: TOP_UP_MESSAGES.min, max: TOP_UP_MESSAGES.max },
  }),
  gateway: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,30}$/, { error: TOP_UP_MESSAGES.badGateway })
    .optional(),
});
export type TopUpBody = z.output<typeof topUpBody>;

/** What the shopper sees on returning from the bank after a top-up (/callback/balance/{id}). */
export interface TopUpResult {
  id: number;
  amount: number;
  paid: boolean;
  /** Still being verified (the bank did not answer yet). */
  pending: boolean;
  ref_id: string | null;
  balance: number;
  message: string;
}
