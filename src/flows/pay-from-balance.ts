import type { Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { lockOwnOrder, orderPaidSms, ORDER_STATUS, PAY_STATUS, STOCK_STATE, moveOrder, setPayStatus } from '#modules/orders/index.ts';
import { post } from '#modules/wallet/index.ts';
import { PAY_AGAIN_MESSAGES } from './pay-again.ts';

/**
 * POST /v6/order/payment-balance (spec section 7: pay an order with the balance, POST with
 * its id): what an unpaid order still owes is taken from the shopper's balance and the
 * order is paid, in one transaction holding the order's and the shopper's row locks. Not
 * enough balance is a 422 on `balance` and changes nothing. A bank page left open for the
 * order may still be paid later: the callback then finds the order paid and gives that
 * money back to the balance (flows/steps/settle.ts), never keeping it twice.
 */
export const BALANCE_PAY_MESSAGES = { done: 'سفارش با موجودی کیف پول پرداخت شد' } as const;

export async function payFromBalance(db: Db, userId: number, orderId: number, now = new Date()): Promise<{ id: number; pay_status: number }> {
  const order = await db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, userId, orderId);
    if (o.status !== ORDER_STATUS.awaitingPayment || o.stockState !== STOCK_STATE.held) throw new ApiError(409, PAY_AGAIN_MESSAGES.notPayable);
    if (!o.holdUntil || o.holdUntil <= now) throw new ApiError(409, PAY_AGAIN_MESSAGES.expired);
    const owes = Number(o.payableRial) - Number(o.paidRial);
    if (owes > 0) await post(tx, { userId, currency: 'rial', amount: -owes, reason: 'orderPayment', orderId: o.id, note: `پرداخت سفارش ${o.id} از کیف پول` });
    await setPayStatus(tx, o, PAY_STATUS.success, 'shopper', 'پرداخت از کیف پول');
    await moveOrder(tx, o, ORDER_STATUS.processing, 'shopper', {
      note: 'پرداخت از کیف پول',
      set: { paidRial: Number(o.paidRial) + owes, stockState: STOCK_STATE.committed, holdUntil: null, paidAt: now },
    });
    return o;
  });
  await orderPaidSms(db, order);
  return { id: order.id, pay_status: PAY_STATUS.success };
}
