import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { isOwnLegal, legalForInvoice } from '#modules/account/index.ts';
import { lockOwnOrder } from './locks.ts';
import { orderHistory, orders } from './schema.ts';
import { ORDER_STATUS } from './statuses.ts';

/**
 * Issuing an order's invoice to one of the shopper's companies (POST
 * /v10/order/set-factor-legal, spec sections 1 and 7 "manage legal invoice information"):
 * `orders.legal_id`, written here under the order's row lock with a history row beside it.
 * The company must be the shopper's own and still in their list (account's user_legals).
 *
 * Which orders: any of the shopper's orders but a cancelled one. An unpaid order may name its
 * company before it is paid (the invoice appears once it is), so the choice can be made while
 * ordering; a cancelled order never gets an invoice, so choosing for it is refused (422) rather
 * than silently kept. A paid order's invoice may still be reissued to another company or back
 * to the shopper: the printable invoice is drawn from the order each time it is opened.
 */
export const INVOICE_COMPANY_MESSAGES = {
  order: 'سفارش معتبر نیست',
  legal: 'شرکت انتخاب‌شده معتبر نیست',
  legalNotFound: 'شرکت انتخاب‌شده در فهرست شرکت‌های شما نیست',
  cancelled: 'برای سفارش لغوشده فاکتوری صادر نمی‌شود',
  set: 'فاکتور این سفارش به نام شرکت صادر می‌شود',
  cleared: 'فاکتور این سفارش به نام خودتان صادر می‌شود',
} as const;

const digits = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v);
const idOf = (message: string) =>
  z.preprocess(
    digits,
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647, { error: message }),
  );

/** `{order_id (or id), legal_id}`; a `legal_id` of null, 0 or nothing issues the invoice to the shopper again. */
export const invoiceCompanyBody = z
  .object({
    order_id: z.unknown().optional(),
    id: z.unknown().optional(),
    legal_id: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const order = idOf(INVOICE_COMPANY_MESSAGES.order).safeParse(b.order_id ?? b.id);
    if (!order.success) ctx.addIssue({ code: 'custom', path: ['order_id'], message: INVOICE_COMPANY_MESSAGES.order });
    const raw = digits(b.legal_id);
    const none = raw === undefined || raw === null || raw === '' || raw === '0';
    const legal = none ? null : idOf(INVOICE_COMPANY_MESSAGES.legal).safeParse(raw);
    if (legal && !legal.success) ctx.addIssue({ code: 'custom', path: ['legal_id'], message: INVOICE_COMPANY_MESSAGES.legal });
    if (!order.success || (legal && !legal.success)) return z.NEVER;
    return { orderId: order.data, legalId: legal ? legal.data! : null };
  });

export interface InvoiceCompanyChoice {
  order_id: number;
  legal_id: number | null;
}

/** The owner function: the caller's own order (404 otherwise), in the caller's transaction. */
export async function setInvoiceCompanyIn(tx: Tx, userId: number, orderId: number, legalId: number | null): Promise<InvoiceCompanyChoice> {
  const order = await lockOwnOrder(tx, userId, orderId);
  if (order.status === ORDER_STATUS.cancelled) throw validationError([{ field: 'order_id', message: INVOICE_COMPANY_MESSAGES.cancelled }]);
  // Unchanged (even a company since removed from the list, which the invoice keeps naming): nothing to do.
  if (order.legalId === legalId) return { order_id: order.id, legal_id: legalId };
  if (legalId !== null && !(await isOwnLegal(tx, userId, legalId)))
    throw validationError([{ field: 'legal_id', message: INVOICE_COMPANY_MESSAGES.legalNotFound }]);
  await tx.update(orders).set({ legalId, updatedAt: new Date() }).where(eq(orders.id, order.id));
  // Not a status change (transitions.ts stays the only writer of those): the history row keeps the
  // unchanged status in its values, as a delivery-address change does, and the note says what moved.
  const company = legalId === null ? null : await legalForInvoice(tx, userId, legalId);
  await tx.insert(orderHistory).values({
    orderId: order.id,
    field: 'legal_id',
    fromValue: order.status,
    toValue: order.status,
    actor: 'shopper',
    note: company ? `صدور فاکتور به نام شرکت «${company.company_name}» (${company.national_id})` : 'صدور فاکتور به نام خریدار',
  });
  return { order_id: order.id, legal_id: legalId };
}

export const setInvoiceCompany = (db: Db, userId: number, orderId: number, legalId: number | null): Promise<InvoiceCompanyChoice> =>
  db.transaction((tx) => setInvoiceCompanyIn(tx, userId, orderId, legalId));
