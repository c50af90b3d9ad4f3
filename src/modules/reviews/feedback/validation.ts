import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { idSchema } from '#server/http/params.ts';
import { TEXT_MESSAGES, textOf } from '../validation.ts';
import { isFeedbackItem } from './items.ts';

/**
 * Contracts of order and product feedback and of experience notes. Bodies may
 * be JSON or forms (`products[0][item_ids][]=3`), so numbers and booleans also arrive as
 * strings, and lists as objects with index keys.
 */
export const FEEDBACK_MESSAGES = {
  order: 'سفارش را انتخاب کنید',
  score: 'امتیاز سفارش را از ۱ تا ۵ انتخاب کنید',
  text: 'متن نظر حداکثر ۱۰۰۰ نویسه است',
  product: 'کالا را انتخاب کنید',
  satisfied: 'راضی بودن یا نبودن از این کالا را انتخاب کنید',
  items: 'گزینه‌های بازخورد معتبر نیستند',
  products: 'فهرست کالاها معتبر نیست',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const number = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(toAsciiDigits(v.trim())) : v);
const bool = (v: unknown) => (v === true || v === 'true' || v === '1' || v === 1 ? true : v === false || v === 'false' || v === '0' || v === 0 ? false : v);
/** A list as a form sends it: absent, one value, `name[]` values or `name[0]`, `name[1]` (an object). */
const listOf = (v: unknown) =>
  v === undefined || v === null || v === ''
    ? []
    : Array.isArray(v)
      ? (v as unknown[])
      : typeof v === 'object'
        ? Object.values(v as Record<string, unknown>)
        : [v];

const score = z.preprocess(
  number,
  z
    .number({ error: FEEDBACK_MESSAGES.score })
    .int({ error: FEEDBACK_MESSAGES.score })
    .min(1, { error: FEEDBACK_MESSAGES.score })
    .max(5, { error: FEEDBACK_MESSAGES.score }),
);
const text = z.preprocess((v) => trimmed(v ?? ''), z.string({ error: FEEDBACK_MESSAGES.text }).max(1000, { error: FEEDBACK_MESSAGES.text }));

const itemIds = z.preprocess(
  listOf,
  z
    .array(idSchema(FEEDBACK_MESSAGES.items), { error: FEEDBACK_MESSAGES.items })
    .max(20, { error: FEEDBACK_MESSAGES.items })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.every(isFeedbackItem), { error: FEEDBACK_MESSAGES.items }),
);

const productFeedback = z.object({
  product_id: idSchema(FEEDBACK_MESSAGES.product),
  satisfied: z.preprocess(bool, z.boolean({ error: FEEDBACK_MESSAGES.satisfied })),
  item_ids: itemIds,
});
export type ProductFeedbackInput = z.output<typeof productFeedback>;

const products = z.preprocess(listOf, z.array(productFeedback, { error: FEEDBACK_MESSAGES.products }).max(50, { error: FEEDBACK_MESSAGES.products }));

const orderId = idSchema(FEEDBACK_MESSAGES.order);

/** `/v6/order-feedback/create`: the order's score and an optional note (read by staff only). */
export const orderFeedbackBody = z.object({ order_id: orderId, score, text });
/** `/v10/order-feedback/create`: the same with its products' feedback, all at once. */
export const orderFeedbackV10Body = z.object({ order_id: orderId, score, text, products });
/** The survey page's form for an order already rated: only its products. */
export const productsFeedbackBody = z.object({ order_id: orderId, products });
/** `/v6/product-feedback/create`: one product of a delivered order. */
export const productFeedbackBody = z.object({ order_id: orderId, ...productFeedback.shape });

export const experienceBody = z.object({
  product_id: idSchema(TEXT_MESSAGES.product),
  text: textOf(10, 1000, TEXT_MESSAGES.experience),
});
