import { z } from 'zod';
import { requiredText } from '#lib/validation/rules.ts';
import { idSchema } from '#server/http/params.ts';
import { STAFF_CANCEL_REASONS, barcodeSchema, ORDER_STATUS, SEND_STATUS, type OrderStatus, type SendStatus } from '#modules/orders/index.ts';

/** The back office's order forms and queries: Persian messages, ids as the API's. */
export const ORDER_FORM_MESSAGES = {
  dispatch: 'مرسوله را انتخاب کنید',
  order: 'سفارش را انتخاب کنید',
  reason: 'دلیل لغو را انتخاب کنید',
  otherNeedsNote: 'برای «سایر دلایل» توضیح بنویسید',
  note: 'یادداشت را بنویسید (۳ تا ۱۰۰۰ نویسه)',
  status: 'وضعیت انتخاب‌شده معتبر نیست',
  query: 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است',
};

const OTHER_REASON = 205;
const reasonIds: number[] = STAFF_CANCEL_REASONS.map((r) => r.id);
const optionalNote = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(500, { error: 'توضیح حداکثر ۵۰۰ نویسه است' }).optional().default(''),
);

export const dispatchAction = z.object({ id: idSchema(ORDER_FORM_MESSAGES.dispatch) });
export const shipForm = z.object({ id: idSchema(ORDER_FORM_MESSAGES.dispatch), barcode: barcodeSchema });

const cancelFields = {
  reason_id: idSchema(ORDER_FORM_MESSAGES.reason).refine((n) => reasonIds.includes(n), { error: ORDER_FORM_MESSAGES.reason }),
  note: optionalNote,
};
const otherNeedsNote = (v: { reason_id: number; note: string }) => v.reason_id !== OTHER_REASON || v.note.length > 0;

export const cancelOrderForm = z
  .object({ id: idSchema(ORDER_FORM_MESSAGES.order), ...cancelFields })
  .refine(otherNeedsNote, { error: ORDER_FORM_MESSAGES.otherNeedsNote, path: ['note'] });
export const cancelDispatchForm = z
  .object({ id: idSchema(ORDER_FORM_MESSAGES.dispatch), ...cancelFields })
  .refine(otherNeedsNote, { error: ORDER_FORM_MESSAGES.otherNeedsNote, path: ['note'] });

export const noteForm = z.object({
  id: idSchema(ORDER_FORM_MESSAGES.order),
  body: z.pipe(requiredText(), z.string().min(3, { error: ORDER_FORM_MESSAGES.note }).max(1000, { error: ORDER_FORM_MESSAGES.note })),
});

const orderStatuses = Object.values(ORDER_STATUS) as number[];
const sendStatuses = Object.values(SEND_STATUS) as number[];
const optionalCode = <T extends number>(allowed: number[]) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Number(v)),
    z
      .number({ error: ORDER_FORM_MESSAGES.status })
      .refine((n) => allowed.includes(n), { error: ORDER_FORM_MESSAGES.status })
      .transform((n) => n as T)
      .optional(),
  );

/** The queue's filters: `status` (the order's), `stage` (a dispatch's), `q` (number, mobile or name). */
export const queueQuery = z.object({
  q: z.string().max(100, { error: ORDER_FORM_MESSAGES.query }).optional(),
  status: optionalCode<OrderStatus>(orderStatuses),
  stage: optionalCode<SendStatus>(sendStatuses),
});
