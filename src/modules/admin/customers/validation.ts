import { z } from 'zod';
import { toFaDigits } from '#lib/digits.ts';
import { normalizeInput } from '#lib/normalize.ts';
import { iranMobile } from '#lib/validation/rules.ts';

/**
 * The customers screen's one search box: a mobile (any way it is typed:
 * Persian digits, +98, spaces), an order number (then that order's customer), or a name.
 * What was typed decides which, so the operator on the phone never picks a mode.
 */
export type CustomerQuery = { by: 'mobile'; mobile: string } | { by: 'order'; orderId: number } | { by: 'name'; words: string[] };

export const QUERY_MAX = 100;
export const CUSTOMER_MESSAGES = {
  query: 'موبایل، نام یا شمارهٔ سفارش مشتری را بنویسید',
  tooLong: `عبارت جست‌وجو حداکثر ${toFaDigits(QUERY_MAX)} نویسه است`,
  orderNumber: 'شمارهٔ سفارش درست نیست',
  notFound: 'مشتری پیدا نشد',
} as const;

/** An order's number is its id: an int4, written with or without a leading "#". */
const ORDER_NUMBER = /^#?(\d{1,10})$/;
const INT4_MAX = 2_147_483_647;

function classify(text: string, ctx: z.core.$RefinementCtx<string>): CustomerQuery {
  const mobile = z.safeParse(iranMobile(), text);
  if (mobile.success) return { by: 'mobile', mobile: mobile.data };
  const digits = ORDER_NUMBER.exec(text.replace(/\s/g, ''));
  if (digits) {
    const orderId = Number(digits[1]);
    if (orderId >= 1 && orderId <= INT4_MAX) return { by: 'order', orderId };
    ctx.issues.push({ code: 'custom', message: CUSTOMER_MESSAGES.orderNumber, input: text });
    return z.NEVER;
  }
  // Names are stored as typed (normalizeInput: ی/ک, ASCII digits); a half-space (ZWNJ) is
  // dropped on both sides (search.ts) so "محمدرضا" finds "محمد‌رضا".
  const words = text
    .replace(/\u200c/g, '')
    .split(/\s+/)
    .filter(Boolean);
  // One letter would match half the shop: a name needs two (an order number may be one digit).
  if (words.join('').length < 2) {
    ctx.issues.push({ code: 'custom', message: CUSTOMER_MESSAGES.query, input: text });
    return z.NEVER;
  }
  return { by: 'name', words };
}

/** `q` of GET /v10/admin/customers and of the /admin/customers form. */
export const customerQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? normalizeInput(v) : v),
    z
      .string({ error: CUSTOMER_MESSAGES.query })
      .min(1, { error: CUSTOMER_MESSAGES.query })
      .max(QUERY_MAX, { error: CUSTOMER_MESSAGES.tooLong })
      .transform(classify),
  ),
});
