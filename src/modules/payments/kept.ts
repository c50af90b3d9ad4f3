import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { PAY_STATUS } from '#modules/orders/index.ts';
import { paymentAttempts } from './schema.ts';

/**
 * An order's online payments the shop kept: verified for it and never given back (a payment
 * it could not take carries a `reversal`). What a later refund to the card may reverse.
 */
export async function keptPayments(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.purpose, 'order'),
        eq(paymentAttempts.status, PAY_STATUS.success),
        isNull(paymentAttempts.reversal),
      ),
    );
}
