import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { toFaDigits } from '#lib/digits.ts';
import { formatToman } from '#lib/money.ts';
import { config } from '#server/config.ts';
import { users } from '#modules/account/index.ts';
import { lockOrder, moveDispatch, moveOrder, orderDispatches, orderLines, ORDER_STATUS, SEND_STATUS, type Actor } from '#modules/orders/index.ts';
import { gatewayById, keptPayments, refunds } from '#modules/payments/index.ts';
import { backRequestOrderId, lockReceivable, markReceivedIn, receivedCounts, setCardRefundIn } from '#modules/returns/index.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';
import { balancesOf, post } from '#modules/wallet/index.ts';
import { refundToBalance } from './steps/refund.ts';
import { reverseAtBank, verifyInput } from './verify-payment.ts';
import { cashPaid, codeShareOf, giveCoinsBack, refunded } from './steps/refund-owed.ts';
import { returnStock } from './steps/stock.ts';

/**
 * The parcel of a confirmed return has arrived (staff press «دریافت شد»): in one
 * transaction holding the order's row lock, then the request's, the items' stock comes
 * back, their price (less their share of the order's discount code) is refunded (cash
 * first, then the coins the order spent), the coins the purchase earned for them are taken
 * back (never below zero), and a dispatch (and the order) that came back whole moves to
 * «مرجوع شده». A second press, or two staff at once, finds the request received and
 * changes nothing (docs/adr/0028).
 *
 * Where the cash goes: back to the card when the bank still reverses the payment (a bank
 * gives back a whole payment only, and only for a while after it: Gateway.reverseWithinMs),
 * else to the balance, from which the shopper may ask for it in their bank account. The
 * bank is asked between two transactions, never inside one: the card refund is recorded
 * first (so no other refund of the order counts that money again), then the bank is
 * asked; reversed, the receiving transaction keeps it; refused, it is dropped and the cash
 * goes to the balance; no answer, nothing is received and staff press again (a bank asked
 * again answers "reversed before").
 */
export interface Received {
  refundRial: number;
  /** Where the cash went: back to the card (the bank reversed the payment in time) or into the balance. */
  refundTo: 'card' | 'balance';
  coinsBack: number;
  /** False when the request had been received before (nothing moved this time). */
  moved: boolean;
}

export async function receiveReturn(db: Db, backRequestId: number, actor: Actor = 'staff', now = new Date()): Promise<Received> {
  await backToCard(db, backRequestId, now);
  return db.transaction((tx) => receiveReturnIn(tx, backRequestId, actor, now));
}

export const NO_BANK_ANSWER = 'بانک به درخواست بازگرداندن وجه به کارت پاسخ روشنی نداد؛ چند دقیقه بعد دوباره «دریافت شد» را بزنید.';

type OrderRow = Awaited<ReturnType<typeof lockOrder>>;
type ItemRow = NonNullable<Awaited<ReturnType<typeof lockReceivable>>>['items'][number];

/** What the returned items are worth (less their share of the discount code), and the cash of it the order may still give back. */
async function owed(tx: Tx, order: OrderRow, items: ItemRow[]) {
  const goods = items.reduce((sum, { line, count }) => sum + Number(line.priceRial) * count, 0);
  const value = Math.max(0, goods - codeShareOf(order, goods));
  const cash = Math.max(0, Math.min(value, cashPaid(order) - (await refunded(tx, order.id))));
  return { goods, value, cash };
}

/**
 * Gives the cash back to the card when the bank still can: the order was paid by one online
 * payment, wholly, this return gives all of it back, and the bank's reversal window is still
 * open (a second press after an unanswered one asks again, whatever the clock).
 */
async function backToCard(db: Db, backRequestId: number, now: Date): Promise<void> {
  const claim = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, await backRequestOrderId(tx, backRequestId));
    const found = await lockReceivable(tx, backRequestId);
    if (!found) return null;
    const kept = await keptPayments(tx, order.id);
    const payment = kept.length === 1 ? kept[0]! : null;
    if (!payment?.refId || !payment.authority || !payment.verifiedAt) return null;
    if (found.request.cardRefundId !== null) return { payment, refundId: found.request.cardRefundId };
    const window = gatewayById(tx, payment.gateway)?.reverseWithinMs ?? 0;
    if (now.getTime() - payment.verifiedAt.getTime() > window) return null;
    const { cash } = await owed(tx, order, found.items);
    if (cash <= 0 || cash !== Number(payment.amountRial) || cash !== cashPaid(order)) return null;
    const [row] = await tx
      .insert(refunds)
      .values({
        userId: order.userId,
        orderId: order.id,
        dispatchId: found.request.dispatchId,
        amountRial: cash,
        channel: 'gateway',
        reason: `مرجوعی ${backRequestId} (برگشت به کارت)`,
      })
      .returning({ id: refunds.id });
    await setCardRefundIn(tx, backRequestId, row!.id);
    return { payment, refundId: row!.id };
  });
  if (!claim) return;
  const answer = await reverseAtBank(db, claim.payment.gateway, { ...verifyInput(claim.payment), refId: claim.payment.refId! });
  if (answer === 'reversed') return;
  if (answer === 'unknown') throw new ApiError(503, NO_BANK_ANSWER);
  // Too late, or no reversal at all: the card refund never happened, and the cash goes to the balance.
  await db.transaction(async (tx) => {
    await lockOrder(tx, await backRequestOrderId(tx, backRequestId));
    const found = await lockReceivable(tx, backRequestId);
    if (found?.request.cardRefundId !== claim.refundId) return;
    await setCardRefundIn(tx, backRequestId, null);
    await tx.delete(refunds).where(eq(refunds.id, claim.refundId));
  });
}

export async function receiveReturnIn(tx: Tx, backRequestId: number, actor: Actor, now: Date): Promise<Received> {
  const order = await lockOrder(tx, await backRequestOrderId(tx, backRequestId));
  const found = await lockReceivable(tx, backRequestId);
  if (!found) return { refundRial: 0, refundTo: 'balance', coinsBack: 0, moved: false };
  const { request, items } = found;

  // The stock comes back; a promotion's sold places do not (the sale happened).
  await returnStock(
    tx,
    items.map(({ line, count }) => ({ varietyId: line.varietyId, productId: line.productId, count, promotionId: null })),
  );

  const { goods, value, cash: balanceCash } = await owed(tx, order, items);
  // A card refund recorded before the bank reversed the payment is the cash (owed() counts it as refunded already).
  const toCard = request.cardRefundId === null ? 0 : await cardRefundRial(tx, request.cardRefundId);
  const cash = toCard > 0 ? toCard : balanceCash;
  if (toCard === 0 && cash > 0)
    await refundToBalance(tx, { userId: order.userId, orderId: order.id, dispatchId: request.dispatchId, amountRial: cash, reason: `مرجوعی ${backRequestId}` });
  await giveCoinsBack(tx, order, value - cash, 'کالای مرجوعی');

  // The coins this part of the purchase earned at delivery, taken back as far as the shopper still has them.
  const allGoods = Number(order.goodsRial);
  const earnedShare = allGoods > 0 ? Math.floor((order.coinsEarned * goods) / allGoods) : 0;
  const take = Math.min(earnedShare, (await balancesOf(tx, order.userId)).coin);
  if (take > 0) await post(tx, { userId: order.userId, currency: 'coin', amount: -take, reason: 'coinsReturned', orderId: order.id });

  const where = toCard > 0 ? 'به کارت پرداخت' : 'به موجودی کیف پول';
  await markReceivedIn(tx, backRequestId, cash, `بازگشت ${formatToman(cash)} ${where}`, now);
  await closeWhatCameBack(tx, order, request.dispatchId, actor);

  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, order.userId));
  await smsProvider().send(tx, {
    receptor: user!.mobile,
    body: `بازار\nکالای مرجوعی درخواست ${toFaDigits(backRequestId)} به دست ما رسید و ${formatToman(cash)} ${toCard > 0 ? 'به کارتی که با آن پرداخت کرده بودید' : 'به موجودی کیف پول شما'} بازگشت.\n${config.siteUrl}/profile/orders/return-requests/${backRequestId}`,
  });
  return { refundRial: cash, refundTo: toCard > 0 ? 'card' : 'balance', coinsBack: value - cash, moved: true };
}

async function cardRefundRial(tx: Tx, refundId: number): Promise<number> {
  const [row] = await tx.select({ amount: refunds.amountRial }).from(refunds).where(eq(refunds.id, refundId));
  return Number(row?.amount ?? 0);
}

/** A dispatch whose every unit came back is returned; an order whose every live dispatch is, too. */
async function closeWhatCameBack(tx: Tx, order: OrderRow, dispatchId: number, actor: Actor): Promise<void> {
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
  await backToCard(db, backRequestId, new Date());
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
        after: { refund_rial: result.refundRial, refund_to: result.refundTo, coins_back: result.coinsBack, moved: result.moved },
      };
    },
    ip,
  );
}
