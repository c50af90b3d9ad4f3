import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { COUNT_MESSAGES } from './count-messages.ts';

/**
 * The cart's request contracts and the cart shape of spec section 3, shared by the API
 * and the islands (no server imports).
 */

const ID_MESSAGE = 'شناسه کالا معتبر نیست';
const COUNT_MESSAGE = COUNT_MESSAGES.invalid;

const digits = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v);

export const varietyIdField = z.preprocess(
  digits,
  z
    .string({ error: ID_MESSAGE })
    .regex(/^\d{1,10}$/, { error: ID_MESSAGE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2_147_483_647, { error: ID_MESSAGE }),
);

/** A quantity: 0–9999 (0 only where removing is meant). */
export const countField = z.preprocess(
  digits,
  z
    .string({ error: COUNT_MESSAGE })
    .regex(/^\d{1,4}$/, { error: COUNT_MESSAGE })
    .transform(Number),
);

export const addToCartBody = z.object({ id: varietyIdField, count: countField.optional() });
export const changeCountQuery = z.object({ id: varietyIdField, count: countField });
export const varietyBody = z.object({ id: varietyIdField });

export const discountCodeBody = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v).trim().toUpperCase() : v),
    z
      .string({ error: 'کد تخفیف را وارد کنید' })
      .min(1, { error: 'کد تخفیف را وارد کنید' })
      .max(40, { error: 'کد تخفیف معتبر نیست' })
      .regex(/^[A-Z0-9_-]+$/, { error: 'کد تخفیف معتبر نیست' }),
  ),
});

export interface CartItemColor {
  name: string;
  hexcode: string;
}

/** A unit price from a quantity up (rials): a partner's price table, the first step from 1. */
export interface PriceStep {
  minQuantity: number;
  price: number;
}

/** One line of the cart: the spec's id, v_id, count and min, plus what the cart screen shows. */
export interface CartItem {
  id: number;
  v_id: number;
  count: number;
  min: number;
  /** The most that can be ordered now: stock and maxOrderCount together (0 when unavailable). */
  max: number;
  available: boolean;
  product: { id: number; name: string; slug: string; image: string | null };
  color: CartItemColor | null;
  guarantee: string | null;
  seller: string;
  fastSend: boolean;
  /** Unit prices, rials: the main price and what is paid now (discount or promotion applied). */
  price_main: number;
  price: number;
  /** Set when the unit price differs from the one the shopper saw when adding it. */
  priceChanged: { from: number; to: number } | null;
  /** A Persian notice about this line (price changed, count reduced to the stock, out of stock). */
  notice: string | null;
  /**
   * A confirmed partner's line on the wholesale storefront: the unit price from each quantity
   * (from 1, then each partner tier), so the line's quantity field can show the price of a
   * count as it is typed. Absent for everyone else (they get the − + stepper).
   */
  priceSteps?: PriceStep[];
}

export interface AppliedCode {
  code: string;
  amount: number;
  title?: string;
  /** Why the amount is 0 right now (e.g. the cart is below the code's minimum). */
  message?: string | null;
}

export interface VarietyCount {
  id: number;
  count: number;
}

export interface Cart {
  items: CartItem[];
  /** Total quantity in the cart (the header badge). */
  count: number;
  futureShoppingCount: number;
  send_cost: number;
  total_cost: number;
  total_discount: number;
  total_payment: number;
  total_price_main: number;
  total_coin: number;
  discountCode: AppliedCode | null;
  giftCard: AppliedCode | null;
  /** The summary's lists of applied codes (spec section 3). */
  discountCodes: AppliedCode[];
  giftCards: AppliedCode[];
  varietyIdCount: VarietyCount[];
  hasAddress: boolean;
  /** Free shipping from this total (rials), so the summary can say how much is left. */
  freeShippingFrom: number;
}

export interface FutureItem {
  v_id: number;
  available: boolean;
  price_main: number;
  price: number;
  product: { id: number; name: string; slug: string; image: string | null };
  color: CartItemColor | null;
  guarantee: string | null;
  seller: string;
}
