import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { toFaDigits } from '#lib/digits.ts';
import { formatToman } from '#lib/money.ts';
import { config } from '#server/config.ts';
import { users } from '#modules/account/index.ts';
import { lockOrder, moveDispatch, moveOrder, orderDispatches, orderLines, ORDER_STATUS, SEND_STATUS, type Actor } from '#modules/orders/index.ts';
import { backRequestOrderId, lockReceivable, markReceivedIn, receivedCounts } from '#modules/returns/index.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';
import { balancesOf, post } from '#modules/wallet/index.ts';
import { refundToBalance } from './steps/refund.ts';
import { cashPaid, codeShareOf, giveCoinsBack, refunded } from './steps/refund-owed.ts';
import { returnStock } from './steps/stock.ts';

/**
 * The parcel of a confirmed return has arrived (staff press «دریافت شد»): in one
 * transaction holding the order's row lock, then the request's, the items' stock comes
 * back, their price (less their share of the order's discount code) is refunded (cash
 * first, into the balance, then the coins the order spent), the coins the purchase earned
 * for them are taken back (never below zero), and a dispatch (and the order) that came
 * back whole moves to «مرجوع شده». A second press, or two staff at once, finds the
 * request received and changes nothing (docs/adr/0028). The refund goes to the balance:
 * an Iranian gateway reverses a payment only before its settlement (the same day), days
 * before a parcel comes back; the shopper may then ask for it in their bank account.
 */
export interface Received {
  refundRial: number;
  coinsBack: number;
  /** False when the request had been received before (nothing moved this time). */
  moved: boolean;
}

export async function receiveReturn(db: Db, backRequestId: number, actor: Actor = 'staff', now = new Date()): Promise<Received> {
  return db.transaction((tx) => receiveReturnIn(tx, backRequestId, actor, now));
}

export async function receiveReturnIn(tx: Tx, backRequestId: number, actor: Actor, now: Date): Promise<Received> {
  const order = await lockOrder(tx, await backRequestOrderId(tx, backRequestId));
  const found = await lockReceivable(tx, backRequestId);
  if (!found) return { refundRial: 0, coinsBack: 0, moved: false };
  const { request, items } = found;

  // The stock comes back; a promotion's sold places do not (the sale happened).
  await returnStock(
    tx,
    items.map(({ line, count }) => ({ varietyId: line.varietyId, productId: line.productId, count, promotionId: null })),
  );

  const goods = items.reduce((sum, { line, count }) => sum + Number(line.priceRial) * count, 0);
  const value = Math.max(0, goods - codeShareOf(order, goods));
  const cash = Math.max(0, Math.min(value, cashPaid(order) - (await refunded(tx, order.id))));
  if (cash > 0)
    await refundToBalance(tx, { userId: order.userId, orderId: order.id, dispatchId: request.dispatchId, amountRial: cash, reason: `مرجوعی ${backRequestId}` });
  await giveCoinsBack(tx, order, value - cash, 'کالای مرجوعی');

  // The coins this part of the purchase earned at delivery, taken back as far as the shopper still has them.
  const allGoods = Number(order.goodsRial);
  const earnedShare = allGoods > 0 ? Math.floor((order.coinsEarned * goods) / allGoods) : 0;
  const take = Math.min(earnedShare, (await balancesOf(tx, order.userId)).coin);
  if (take > 0) await post(tx, { userId: order.userId, currency: 'coin', amount: -take, reason: 'coinsReturned', orderId: order.id });

  await markReceivedIn(tx, backRequestId, cash, `بازگشت ${formatToman(cash)} به موجودی`, now);
  await closeWhatCameBack(tx, order, request.dispatchId, actor);

  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, order.userId));
  await smsProvider().send(tx, {
    receptor: user!.mobile,
    body: `بازار\nکالای مرجوعی درخواست ${toFaDigits(backRequestId)} به دست ما رسید و ${formatToman(cash)} به موجودی کیف پول شما بازگشت.\n${config.siteUrl}/profile/orders/return-requests/${backRequestId}`,
  });
  return { refundRial: cash, coinsBack: value - cash, moved: true };
}

/** A dispatch whose every unit came back is returned; an order whose every live dispatch is, too. */
async function closeWhatCameBack(tx: Tx, order: Awaited<ReturnType<typeof lockOrder>>, dispatchId: number, actor: Actor): Promise<void> {
  const lines = await tx.select({ id: orderLines.id, count: orderLines.count }).from(orderLines).where(eq(orderLines.dispatchId, dispatchId));
  const back = await receivedCounts(tx, dispatchId);
  const dispatches = await tx.select().from(orderDispatches).where(eq(orderDispatches.orderId, order.id));
  const dispatch = dispatches.find((d) => d.id === dispatchId)!;
  if (lines.every((l) => (back.get(l.id) ?? 0) >= l.count) && dispatch.sendStatus === SEND_STATUS.delivered) {
    await moveDispatch(tx, dispatch, SEND_STATUS.returned, actor, { note: 'همهٔ کالاهای مرسوله مرجوع شد' });
    dispatch.sendStatus = SEND_STATUS.returned;
  }
  const live = dispatches.filter((d) => d.sendStatus !== SEND_STATUS.cancelled);
  if (order.status === ORDER_STATUS.delivered && live.length > 0 && live.every((d) => d.sendStatus === SEND_STATUS.returned)) {
    await moveOrder(tx, order, ORDER_STATUS.returned, actor, { note: 'همهٔ کالاهای سفارش مرجوع شد' });
  }
}

/** The back office's «دریافت شد»: the same, as one audited change of an order operator. */
export async function receiveReturnAsStaff(db: Db, staff: Staff, backRequestId: number, ip?: string): Promise<Received> {
  return staffChange(
    db,
    staff,
    'orders.fulfil',
    'return.receive',
    async (tx) => {
      const result = await receiveReturnIn(tx, backRequestId, 'staff', new Date());
      return {
        result,
        subjectType: 'back-request',
        subjectId: backRequestId,
        after: { refund_rial: result.refundRial, coins_back: result.coinsBack, moved: result.moved },
      };
    },
    ip,
  );
}
