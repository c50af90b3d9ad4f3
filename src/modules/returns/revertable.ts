import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { categoryChainsOf } from '#modules/catalog/index.ts';
import { orderDispatches, orderLines, orders, SEND_STATUS, SEND_STATUS_TITLES } from '#modules/orders/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { returnDeadline, RETURN_DAYS, revertability, type Revertability } from './policy.ts';
import { backRequestItems, backRequests } from './schema.ts';
import { HOLDING } from './statuses.ts';

type LineRow = typeof orderLines.$inferSelect;

export interface DispatchReturnFacts {
  dispatch: typeof orderDispatches.$inferSelect;
  lines: LineRow[];
  rules: Revertability;
}

/**
 * A signed-in shopper's dispatch with what of it may go back now (another shopper's
 * dispatch is not found). Called inside the request's transaction too, after the order's
 * row lock, so two requests at once cannot both take the last unit.
 */
export async function dispatchReturnFacts(db: DbOrTx, userId: number, dispatchId: number, now = new Date()): Promise<DispatchReturnFacts> {
  const [dispatch] = await db
    .select({ d: orderDispatches })
    .from(orderDispatches)
    .innerJoin(orders, eq(orders.id, orderDispatches.orderId))
    .where(and(eq(orderDispatches.id, dispatchId), eq(orders.userId, userId)));
  if (!dispatch) throw notFound(M.dispatchNotFound);
  const lines = await db.select().from(orderLines).where(eq(orderLines.dispatchId, dispatchId)).orderBy(orderLines.id);
  const held = await heldCounts(
    db,
    lines.map((l) => l.id),
  );
  const chains = await categoryChainsOf(
    db,
    lines.map((l) => l.productId),
  );
  const rules = revertability(
    { deliveredAt: dispatch.d.deliveredAt, delivered: dispatch.d.sendStatus === SEND_STATUS.delivered },
    lines.map((l) => ({ id: l.id, count: l.count, held: held.get(l.id) ?? 0, categories: chains.get(l.productId) ?? [] })),
    now,
    {
      notDelivered: M.notDelivered,
      windowPassed: M.windowPassed(RETURN_DAYS),
      nothingLeft: M.nothingLeft,
      noneRevertable: M.noneRevertable,
      lineNotRevertable: M.lineNotRevertable,
    },
  );
  return { dispatch: dispatch.d, lines, rules };
}

/** Units of these lines that live requests hold or that came back already. */
async function heldCounts(db: DbOrTx, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: backRequestItems.orderLineId, held: sql<string>`sum(${backRequestItems.count})` })
    .from(backRequestItems)
    .innerJoin(backRequests, eq(backRequests.id, backRequestItems.backRequestId))
    .where(and(inArray(backRequestItems.orderLineId, lineIds), inArray(backRequests.status, [...HOLDING])))
    .groupBy(backRequestItems.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.held)]));
}

/** `GET /v6/dispatch/view` (shared/spec/API.md "Returns"). */
export async function dispatchView(db: DbOrTx, userId: number, dispatchId: number, now = new Date()) {
  const { dispatch, lines, rules } = await dispatchReturnFacts(db, userId, dispatchId, now);
  return {
    id: dispatch.id,
    order_id: dispatch.orderId,
    send_status: dispatch.sendStatus,
    send_status_title: SEND_STATUS_TITLES[dispatch.sendStatus],
    delivered_at: dispatch.deliveredAt?.toISOString() ?? null,
    return_until: dispatch.deliveredAt ? returnDeadline(dispatch.deliveredAt).toISOString() : null,
    lines: lines.map((l) => ({
      id: l.id,
      variety_id: l.varietyId,
      name: l.productName,
      slug: l.slug,
      image: l.image,
      color: l.colorName,
      guarantee: l.guaranteeName,
      count: l.count,
      price: Number(l.priceRial),
      revertable_count: rules.lines.get(l.id)?.left ?? 0,
      not_revertable_reason: rules.lines.get(l.id)?.why ?? null,
    })),
    canRevertByCustomer: { status: rules.status, error: rules.error },
    revertableOrderDetails: lines
      .filter((l) => (rules.lines.get(l.id)?.left ?? 0) > 0)
      .map((l) => ({ order_detail_id: l.id, variety_id: l.varietyId, name: l.productName, image: l.image, count: rules.lines.get(l.id)!.left })),
  };
}
export type DispatchReturnView = Awaited<ReturnType<typeof dispatchView>>;

/** Whether anything of a delivered dispatch may go back now (the order page's «مرجوع کردن» link). */
export async function canReturnDispatch(db: DbOrTx, userId: number, dispatchId: number, now = new Date()): Promise<boolean> {
  return (await dispatchReturnFacts(db, userId, dispatchId, now)).rules.status;
}
