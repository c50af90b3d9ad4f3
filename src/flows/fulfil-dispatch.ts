import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import {
  dispatchSentSms,
  orderDispatches,
  orderLines,
  orders,
  trackingEvents,
  ORDER_STATUS,
  SEND_STATUS,
  moveDispatch,
  moveOrder,
  deliveredOrderCount,
  type Actor,
} from '#modules/orders/index.ts';
import { coinsWithClubBonus } from '#modules/club/index.ts';
import { coinsFor } from '#modules/cart/index.ts';
import { post } from '#modules/wallet/index.ts';
import { runningCampaign } from '#modules/loyalty/index.ts';
import { rewardInvitationIn } from './steps/reward-invitation.ts';

/**
 * A dispatch being packed, leaving and arriving: what the back office (admin/orders) and
 * the post's tracking feed call; the demo seed uses it too. Each step holds the order's
 * and the dispatch's row locks, moves the status (transitions.ts) and adds the tracking
 * event the shopper's timeline shows. Leaving records the barcode and texts the shopper
 * (after the commit); when the last live dispatch arrives, the order is delivered, its
 * loyalty coins are credited (docs/adr/0011) and an invitation waiting for this shopper's
 * first delivered order is settled (steps/reward-invitation.ts, docs/adr/0027). The `…In`
 * variants run in the caller's transaction (the back office's audited change); the others
 * open their own.
 */
export const FULFIL_MESSAGES = {
  unpaid: 'فقط مرسوله‌های سفارش پرداخت‌شده بسته‌بندی و ارسال می‌شوند',
  barcodeTaken: 'این کد رهگیری برای مرسولهٔ دیگری ثبت شده است',
};

type OrderRow = typeof orders.$inferSelect;
type DispatchRow = typeof orderDispatches.$inferSelect;

const lockDispatch = async (tx: Tx, dispatchId: number) => {
  const [ref] = await tx.select({ orderId: orderDispatches.orderId }).from(orderDispatches).where(eq(orderDispatches.id, dispatchId));
  if (!ref) throw notFound('مرسوله یافت نشد');
  const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
  const [dispatch] = await tx.select().from(orderDispatches).where(eq(orderDispatches.id, dispatchId)).for('update');
  return { order: order!, dispatch: dispatch! };
};

const WAREHOUSE = 'مرکز پردازش بازار، تهران';

export async function packDispatchIn(tx: Tx, dispatchId: number, actor: Actor = 'staff', at = new Date()): Promise<{ order: OrderRow; dispatch: DispatchRow }> {
  const { order, dispatch } = await lockDispatch(tx, dispatchId);
  if (order.status !== ORDER_STATUS.processing) throw new ApiError(409, FULFIL_MESSAGES.unpaid);
  await moveDispatch(tx, dispatch, SEND_STATUS.packed, actor);
  await tx.insert(trackingEvents).values({ dispatchId, at, title: 'مرسوله بسته‌بندی شد و آمادهٔ ارسال است', place: WAREHOUSE });
  return { order, dispatch };
}

export async function shipDispatchIn(
  tx: Tx,
  dispatchId: number,
  barcode: string,
  actor: Actor = 'staff',
  at = new Date(),
): Promise<{ order: OrderRow; dispatch: DispatchRow }> {
  const { order, dispatch } = await lockDispatch(tx, dispatchId);
  if (order.status !== ORDER_STATUS.processing) throw new ApiError(409, FULFIL_MESSAGES.unpaid);
  const [taken] = await tx
    .select({ id: orderDispatches.id })
    .from(orderDispatches)
    .where(and(eq(orderDispatches.barcode, barcode), ne(orderDispatches.id, dispatchId)));
  if (taken) throw validationError([{ field: 'barcode', message: FULFIL_MESSAGES.barcodeTaken }]);
  await moveDispatch(tx, dispatch, SEND_STATUS.sent, actor, { set: { barcode, sentAt: at } });
  await tx.insert(trackingEvents).values({ dispatchId, at, title: 'مرسوله تحویل پست شد', place: WAREHOUSE });
  return { order, dispatch };
}

export async function shipDispatch(db: Db, dispatchId: number, barcode: string, actor: Actor = 'staff', at = new Date()): Promise<void> {
  const { order } = await db.transaction((tx) => shipDispatchIn(tx, dispatchId, barcode, actor, at));
  await dispatchSentSms(db, order, barcode);
}

export async function deliverDispatchIn(
  tx: Tx,
  dispatchId: number,
  actor: Actor = 'staff',
  at = new Date(),
): Promise<{ order: OrderRow; dispatch: DispatchRow; orderDelivered: boolean }> {
  const { order, dispatch } = await lockDispatch(tx, dispatchId);
  await moveDispatch(tx, dispatch, SEND_STATUS.delivered, actor, { set: { deliveredAt: at } });
  await tx.insert(trackingEvents).values({ dispatchId, at, title: 'مرسوله به گیرنده تحویل شد', place: order.shipTo.city });
  const pending = await tx
    .select({ id: orderDispatches.id })
    .from(orderDispatches)
    .where(
      and(eq(orderDispatches.orderId, order.id), ne(orderDispatches.sendStatus, SEND_STATUS.delivered), ne(orderDispatches.sendStatus, SEND_STATUS.cancelled)),
    );
  if (pending.length > 0) return { order, dispatch, orderDelivered: false };
  await moveOrder(tx, order, ORDER_STATUS.delivered, actor);
  await creditCoins(tx, order, at);
  await rewardInvitationIn(tx, order, at);
  return { order, dispatch, orderDelivered: true };
}

export async function deliverDispatch(db: Db, dispatchId: number, actor: Actor = 'staff', at = new Date()): Promise<void> {
  await db.transaction((tx) => deliverDispatchIn(tx, dispatchId, actor, at));
}

/**
 * The coins a delivered order earns: one per COIN_STEP_RIAL of the goods that arrived, at
 * the prices paid (cancelled dispatches earn nothing), times the earn multiplier of a
 * seasonal campaign running at delivery, which the entry names (docs/adr/0014), plus the
 * customer club level's bonus (club/levels.ts). In the
 * delivering transaction, which happens once per order (delivered is final), so the coins
 * are credited once.
 */
async function creditCoins(tx: Tx, order: typeof orders.$inferSelect, at: Date): Promise<void> {
  const [row] = await tx
    .select({ goods: sql<string>`coalesce(sum(${orderLines.priceRial} * ${orderLines.count}), 0)` })
    .from(orderLines)
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .where(and(eq(orderLines.orderId, order.id), eq(orderDispatches.sendStatus, SEND_STATUS.delivered)));
  const coins = coinsFor(Number(row?.goods ?? 0));
  if (coins <= 0) return;
  const campaign = await runningCampaign(tx, at);
  // The club's bonus at the level the shopper had before this order (docs/adr/0027).
  const delivered = await deliveredOrderCount(tx, order.userId, order.id);
  await post(tx, {
    userId: order.userId,
    currency: 'coin',
    amount: coinsWithClubBonus(coins * (campaign?.earnMultiplier ?? 1), delivered),
    reason: 'coinEarned',
    orderId: order.id,
    campaignId: campaign?.id ?? null,
    note: campaign ? `سکه خرید سفارش ${order.id} در ${campaign.title}` : `سکه خرید سفارش ${order.id}`,
  });
}
