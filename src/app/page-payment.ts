import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { toApiError } from '#server/errors.ts';
import { parseFormValues } from '#server/http/form-values.ts';
import { placeOrder } from '#flows/place-order.ts';
import { idempotencyKeyField, placeOrderBody, problemsOf, type PlaceProblems } from '#modules/checkout/index.ts';

/**
 * /payment's «پرداخت» as a plain form: what a tap sends before the page's script has woken
 * (a slow network) or without JavaScript at all. The address and delivery times are the
 * page's (its URL, checked by the page), the payment choice and the page view's
 * Idempotency-Key are the form's; the order is placed by the same flow as
 * `/v10/cart/payment`, so a tap the form sent and one the island sent for the same page
 * view are one order. Placed, the browser goes to the bank (or to the result when nothing
 * is left to pay online); refused, the page shows each message beside its part.
 */
export type PagePlacement = { redirect: string } | { status: number; problems: PlaceProblems };

const choiceFields = z.object({
  paymentBtn: z.string().optional(),
  useCoin: z.string().optional(),
  use_balance: z.string().optional(),
  idempotency_key: z.string().optional(),
});

export async function placeFromPaymentPage(
  db: Db,
  userId: number,
  choices: { addressId: number; slots: Record<string, number> },
  values: Record<string, string>,
  { origin, wholesale }: { origin: string; wholesale: boolean },
): Promise<PagePlacement> {
  const posted = parseFormValues(values, choiceFields);
  if ('errors' in posted) return { status: 422, problems: { form: Object.values(posted.errors)[0] } };
  const body = placeOrderBody.safeParse({
    address_id: choices.addressId,
    slots: choices.slots,
    gateway: posted.data.paymentBtn || undefined,
    use_balance: posted.data.use_balance,
    useCoin: posted.data.useCoin,
  });
  if (!body.success) return { status: 422, problems: problemsOf(body.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))) };
  // A form without the page's key (an old page, a hand-made post) still places once per post.
  const key = idempotencyKeyField.safeParse(posted.data.idempotency_key);
  try {
    const placed = await placeOrder(db, userId, key.success ? key.data : randomUUID(), body.data, origin, undefined, { wholesale });
    return { redirect: placed.payment_url ?? `/callback/order/${placed.order_id}` };
  } catch (err) {
    const e = toApiError(err);
    if (e.status >= 500) throw err;
    return { status: e.status, problems: problemsOf(e.fields?.length ? e.fields : [{ field: '', message: e.message }]) };
  }
}
