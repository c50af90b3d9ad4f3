import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import type { AddressView } from '#modules/addresses/client.ts';
import type { Cart } from '#modules/cart/client.ts';

/**
 * The checkout's contracts (shared/spec/API.md "Addresses, checkout and orders"), shared
 * by the API and the /shipping and /payment islands: no server imports.
 */

const ID_MESSAGE = 'شناسه معتبر نیست';
const digits = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v);
const id = (message = ID_MESSAGE) =>
  z.preprocess(
    digits,
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647, { error: message }),
  );
const flag = z.preprocess(
  (v) => (v === undefined || v === '' ? '0' : digits(v)),
  z.enum(['0', '1'], { error: 'مقدار باید ۰ یا ۱ باشد' }).transform((v) => v === '1'),
);

/** A dispatch key: `fast` or `seller-<id>`. */
export const DISPATCH_KEY = /^(fast|seller-\d{1,10})$/;

/** POST /v10/cart/payment (with the Idempotency-Key header). */
export const placeOrderBody = z.object({
  address_id: id('نشانی را انتخاب کنید'),
  slots: z.record(z.string().regex(DISPATCH_KEY, { error: 'مرسوله معتبر نیست' }), id('زمان ارسال را انتخاب کنید'), { error: 'زمان ارسال را انتخاب کنید' }),
  gateway: z
    .string({ error: 'درگاه پرداخت را انتخاب کنید' })
    .regex(/^[a-z][a-z0-9-]{1,30}$/, { error: 'درگاه پرداخت معتبر نیست' })
    .optional(),
  use_balance: flag.optional(),
  useCoin: flag.optional(),
});
export type PlaceOrderBody = z.output<typeof placeOrderBody>;

/** The Idempotency-Key header: any unique string a client makes per checkout attempt. */
export const idempotencyKey = z
  .string({ error: 'کلید یکتای درخواست (Idempotency-Key) لازم است' })
  .trim()
  .min(8, { error: 'کلید یکتای درخواست (Idempotency-Key) معتبر نیست' })
  .max(100, { error: 'کلید یکتای درخواست (Idempotency-Key) معتبر نیست' })
  .regex(/^[\x21-\x7e]+$/, { error: 'کلید یکتای درخواست (Idempotency-Key) معتبر نیست' });

/** A delivery window of a day: `from`/`to` are Tehran wall-clock "HH:MM", `date` YYYY-MM-DD. */
export interface Slot {
  id: number;
  date: string;
  from: string;
  to: string;
  full: boolean;
}

export interface DispatchLine {
  v_id: number;
  name: string;
  image: string | null;
  count: number;
}

/** One shipment of the coming order: its items, cost and the slots it can take. */
export interface CheckoutDispatch {
  key: string;
  /** "ارسال سریع بازار" or the seller's name. */
  title: string;
  items: number[];
  lines: DispatchLine[];
  send_cost: number;
  slots: Slot[];
}

/** Totals of the coming order for the chosen address (the cart's, with shipping by city). */
export interface CheckoutSummary {
  total_price_main: number;
  total_cost: number;
  total_discount: number;
  discount_code: number;
  send_cost: number;
  gift_card: number;
  /** What is left to pay online. */
  total_payment: number;
  total_coin: number;
  /** The seasonal coin campaign multiplying `total_coin` (×2, ×3…), or null outside one. */
  coin_campaign: { title: string; multiplier: number } | null;
  /** The customer club level adding its bonus to `total_coin` (percent), or null. */
  coin_club: { title: string; percent: number } | null;
  free_shipping_from: number;
}

export interface GatewayOption {
  id: string;
  title: string;
}

/** A gateway as the checkout offers it, with the smallest online payment it takes (rials). */
export interface CheckoutGateway extends GatewayOption {
  min_rial: number;
}

/** GET /v10/cart/checkout[?address_id=]. */
export interface Checkout {
  /** The address the dispatches and costs are for: the one asked for, else the main one (null: none yet). */
  address_id: number | null;
  addresses: AddressView[];
  dispatches: CheckoutDispatch[];
  cart: Cart;
  summary: CheckoutSummary;
  /** Persian notices of what changed since the shopper last saw the cart (prices, counts, stock). */
  changes: string[];
  gateways: CheckoutGateway[];
  /** What the shopper can pay with besides the bank: the balance (rials), coins and what one coin is worth now. */
  wallet: CheckoutWallet;
}

export interface CheckoutWallet {
  balance: number;
  coins: number;
  coin_rate: number;
}

/** POST /v10/cart/payment's answer. */
export interface PlacedOrder {
  order_id: number;
  pay_status: number;
  /** Where the browser goes next: the bank's page, or null when nothing is left to pay online. */
  payment_url: string | null;
}
