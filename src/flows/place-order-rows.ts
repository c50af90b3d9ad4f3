import type { DbOrTx } from '#server/db/client.ts';
import { orderDispatches, orderHistory, orderLines, orders, shipToOf } from '#modules/orders/index.ts';
import type { OrderStatus, PayStatus, StockState, deliverySlots } from '#modules/orders/index.ts';
import type { Tender } from '#modules/wallet/index.ts';
import type { Prepared } from '#modules/checkout/index.ts';

/**
 * The rows of a new order, written inside placement's transaction: the order with its
 * totals and a copy of the address, one dispatch per plan with its slot, the lines as the
 * shopper saw them, and the first history row.
 */
export interface NewOrder {
  userId: number;
  key: string;
  prepared: Prepared;
  slots: Map<number, typeof deliverySlots.$inferSelect>;
  chosen: Record<string, number>;
  status: OrderStatus;
  payStatus: PayStatus;
  stockState: StockState;
  holdUntil: Date | null;
  paidAt: Date | null;
  /** What the coins and the balance pay at placement (flows/steps/tender.ts). */
  tender: Tender;
}

export async function writeOrder(tx: DbOrTx, o: NewOrder) {
  const { prepared: p } = o;
  const a = p.address!;
  const shipTo = shipToOf(a);
  const t = p.totals;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: o.userId,
      idempotencyKey: o.key,
      business: p.business,
      status: o.status,
      payStatus: o.payStatus,
      stockState: o.stockState,
      holdUntil: o.holdUntil,
      addressId: a.id,
      cityId: a.city_id,
      shipTo,
      priceMainRial: t.priceMain,
      goodsRial: t.goods,
      discountCodeRial: t.discountCode,
      sendCostRial: t.send,
      totalRial: t.total,
      tenderedRial: t.gift,
      payableRial: t.payable,
      paidRial: o.tender.coinRial + o.tender.balanceRial,
      coinsUsed: o.tender.coins,
      coinRateRial: o.tender.coinRateRial,
      coinsEarned: t.coins,
      discountCodeId: t.discountCode > 0 ? (p.discount?.id ?? null) : null,
      giftCardId: t.gift > 0 ? (p.gift?.id ?? null) : null,
      paidAt: o.paidAt,
    })
    .returning();
  const dispatches = await tx
    .insert(orderDispatches)
    .values(
      p.plans.map((plan, i) => {
        const slot = o.slots.get(o.chosen[plan.key]!)!;
        return {
          orderId: order!.id,
          key: plan.key,
          sellerId: plan.sellerId,
          sellerName: plan.title,
          slotId: slot.id,
          deliveryDay: slot.day,
          deliveryFrom: slot.startsAt,
          deliveryTo: slot.endsAt,
          sendCostRial: p.costs[i]!,
        };
      }),
    )
    .returning({ id: orderDispatches.id, key: orderDispatches.key });
  const dispatchOf = new Map(dispatches.map((d) => [d.key, d.id]));
  await tx.insert(orderLines).values(
    p.plans.flatMap((plan) =>
      plan.lines.map((l) => ({
        orderId: order!.id,
        dispatchId: dispatchOf.get(plan.key)!,
        varietyId: l.id,
        productId: l.productId,
        productName: l.productName,
        slug: l.slug,
        image: l.image,
        colorName: l.color?.name ?? null,
        guaranteeName: l.guarantee,
        count: l.count,
        priceMainRial: l.priceMain,
        priceRial: l.price,
        promotionId: l.promotionId,
      })),
    ),
  );
  await tx.insert(orderHistory).values({ orderId: order!.id, field: 'status', fromValue: null, toValue: o.status, actor: 'shopper', note: 'ثبت سفارش' });
  return order!;
}
