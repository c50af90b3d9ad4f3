import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../server/db/client.ts';
import { ApiError, notFound } from '../../server/errors.ts';
import { dispatchSentSms } from './notify.ts';
import { coinsFor } from '../cart/pricing.ts';
import { post } from '../wallet/ledger.ts';
import { runningCampaign } from '../wallet/coins/campaigns.ts';
import { orderDispatches, orderLines, orders, trackingEvents } from './schema.ts';
import { ORDER_STATUS, SEND_STATUS } from './statuses.ts';
import { moveDispatch, moveOrder, type Actor } from './transitions.ts';

/**
 * A dispatch leaving and arriving: what the back office (and the post's tracking feed)
 * will call; the demo seed uses it today. Leaving records the barcode and the first
 * tracking event and texts the shopper (after the commit); when the last live dispatch
 * arrives, the order is delivered and its loyalty coins are credited (docs/adr/0011).
 */
const lockDispatch = async (tx: Tx, dispatchId: number) => {
  const [ref] = await tx.select({ orderId: orderDispatches.orderId }).from(orderDispatches).where(eq(orderDispatches.id, dispatchId));
  if (!ref) throw notFound('مرسوله یافت نشد');
  const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
  const [dispatch] = await tx.select().from(orderDispatches).where(eq(orderDispatches.id, dispatchId)).for('update');
  return { order: order!, dispatch: dispatch! };
};

export async function shipDispatch(db: Db, dispatchId: number, barcode: string, actor: Actor = 'staff', at = new Date()): Promise<void> {
  const order = await db.transaction(async (tx) => {
    const { order, dispatch } = await lockDispatch(tx, dispatchId);
    if (order.status !== ORDER_STATUS.processing) throw new ApiError(409, 'فقط مرسوله‌های سفارش پرداخت‌شده ارسال می‌شوند');
    await moveDispatch(tx, dispatch, SEND_STATUS.sent, actor, { set: { barcode, sentAt: at } });
    await tx.insert(trackingEvents).values({ dispatchId, at, title: 'مرسوله تحویل پست شد', place: 'مرکز پردازش بازار، تهران' });
    return order;
  });
  await dispatchSentSms(db, order, barcode);
}

export async function deliverDispatch(db: Db, dispatchId: number, actor: Actor = 'staff', at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, dispatch } = await lockDispatch(tx, dispatchId);
    await moveDispatch(tx, dispatch, SEND_STATUS.delivered, actor, { set: { deliveredAt: at } });
    await tx.insert(trackingEvents).values({ dispatchId, at, title: 'مرسوله به گیرنده تحویل شد', place: order.shipTo.city });
    const pending = await tx
      .select({ id: orderDispatches.id })
      .from(orderDispatches)
      .where(and(eq(orderDispatches.orderId, order.id), ne(orderDispatches.sendStatus, SEND_STATUS.delivered), ne(orderDispatches.sendStatus, SEND_STATUS.cancelled)));
    if (pending.length === 0) {
      await moveOrder(tx, order, ORDER_STATUS.delivered, actor);
      await creditCoins(tx, order, at);
    }
  });
}

/**
 * The coins a delivered order earns: one per COIN_STEP_RIAL of the goods that arrived, at
 * the prices paid (cancelled dispatches earn nothing), times the earn multiplier of a
 * seasonal campaign running at delivery, which the entry names (docs/adr/0014). In the
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
  await post(tx, {
    userId: order.userId,
    currency: 'coin',
    amount: coins * (campaign?.earnMultiplier ?? 1),
    reason: 'coinEarned',
    orderId: order.id,
    campaignId: campaign?.id ?? null,
    note: campaign ? `سکه خرید سفارش ${order.id} در ${campaign.title}` : `سکه خرید سفارش ${order.id}`,
  });
}
