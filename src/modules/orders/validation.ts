import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import type { ShipTo } from './schema.ts';
import type { OrderStatus, PayStatus, SendStatus } from './statuses.ts';

/**
 * The order read side's contracts (shared/spec/API.md "Addresses, checkout and orders"):
 * the shapes of /v6/order/*, /v6/factor/* and tracking, shared by the API, the pages and
 * islands, and the bodies those endpoints accept. Amounts are rials; dates ISO instants.
 * No server imports (ShipTo is a type only).
 */
export type { ShipTo };

export const ORDER_MESSAGES = {
  orderNotFound: 'سفارش یافت نشد',
  invoiceNotFound: 'فاکتور یافت نشد',
  barcodeNotFound: 'مرسوله‌ای با این کد رهگیری یافت نشد',
  barcode: 'کد رهگیری معتبر نیست',
  status: 'وضعیت انتخاب‌شده معتبر نیست',
  order: 'سفارش معتبر نیست',
  address: 'نشانی را انتخاب کنید',
  addressNotFound: 'نشانی انتخاب‌شده در دفترچه نشانی شما نیست',
  otherCity: (city: string) => `نشانی جدید باید در شهر ${city} باشد؛ زمان‌های ارسال این سفارش برای همین شهر رزرو شده است`,
  addressLocked: 'نشانی این سفارش دیگر قابل تغییر نیست',
  addressChanged: 'نشانی تحویل سفارش تغییر کرد',
} as const;

const digits = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v);
const id = (message: string) =>
  z.preprocess(
    digits,
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647, { error: message }),
  );

/**
 * A post barcode: digits and Latin letters (Persian digits accepted), 6 to 30 of them;
 * spaces and dashes people copy along are dropped.
 */
export const barcodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v).replace(/[\s-]/g, '').toUpperCase() : typeof v === 'number' ? String(v) : v),
  z.string({ error: ORDER_MESSAGES.barcode }).regex(/^[0-9A-Z]{6,30}$/, { error: ORDER_MESSAGES.barcode }),
);
export const trackingBody = z.object({ barcode: barcodeSchema });

export const changeAddressBody = z.object({ id: id(ORDER_MESSAGES.order), address_id: id(ORDER_MESSAGES.address) });

/** A tab of /v6/order/status-filter. */
export interface StatusTab {
  id: number;
  title: string;
  count: number;
}

interface Statuses {
  status: OrderStatus;
  status_title: string;
  send_status: SendStatus;
  send_status_title: string;
  pay_status: PayStatus;
  pay_status_title: string;
}

/** An item of /v6/order/index. */
export interface OrderCard extends Statuses {
  id: number;
  date: string;
  total_price: number;
  items_count: number;
  /** The first few lines' pictures. */
  images: string[];
}

export interface OrderLineView {
  id: number;
  variety_id: number;
  name: string;
  slug: string;
  image: string | null;
  color: string | null;
  guarantee: string | null;
  count: number;
  price_main: number;
  price: number;
}

export interface DispatchView {
  id: number;
  key: string;
  /** The seller's name (or the shop's warehouse for fast send). */
  title: string;
  send_status: SendStatus;
  send_status_title: string;
  /** The chosen slot: its day (YYYY-MM-DD) and Tehran hours "HH:MM". */
  delivery: { date: string; from: string; to: string };
  send_cost: number;
  barcode: string | null;
  can_cancel: boolean;
  /** Something of it may still go back (delivered, within the return window: the returns module decides). */
  can_return?: boolean;
  lines: OrderLineView[];
}

export type TransactionView =
  | {
      type: 'payment';
      id: number;
      gateway: string;
      amount: number;
      status: PayStatus;
      status_title: string;
      ref_id: string | null;
      card_pan: string | null;
      date: string;
    }
  /** Money given back: into the balance, or reversed at the bank to the shopper's card (`gateway`). */
  | { type: 'refund'; id: number; amount: number; reason: string; channel: 'balance' | 'gateway'; date: string }
  /** Paid from the shopper's balance (negative), or given back to it. */
  | { type: 'balance'; id: number; amount: number; title: string; date: string }
  /** Coins spent on the order (negative), given back, or earned by it (a count, not rials). */
  | { type: 'coin'; id: number; coins: number; title: string; date: string };

export interface DebtorPayment {
  amount: number;
  title: string;
  due: string | null;
}

/** /v6/order/view; the three lists only when expanded. */
export interface OrderView extends Statuses {
  id: number;
  date: string;
  total_price: number;
  price_main: number;
  goods: number;
  discount_code: number;
  send_cost: number;
  /** Covered by the gift card (and, with the wallet, balance and coins). */
  gift_card: number;
  payable: number;
  paid: number;
  coins: number;
  ship_to: ShipTo;
  hold_until: string | null;
  can_cancel: boolean;
  can_pay_again: boolean;
  /** The delivery address may still change (/v8/order/change-delivery-address): open, nothing has left. */
  can_change_address: boolean;
  /** Its invoice can be read (paid, not cancelled). */
  has_invoice: boolean;
  /** Placed by a confirmed partner at partner prices (the business flag). */
  is_business: boolean;
  dispatches?: DispatchView[];
  transactions?: TransactionView[];
  debtorPayments?: DebtorPayment[];
}

export interface TrackingEventView {
  date: string;
  title: string;
  place: string | null;
}

export interface Tracking {
  barcode: string;
  dispatch_id: number;
  order_id: number;
  status: SendStatus;
  status_title: string;
  events: TrackingEventView[];
}
