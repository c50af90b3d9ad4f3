import type { Db } from '#server/db/client.ts';
import { lockOrder, STAFF_CANCEL_REASONS, cancelledByShopSms, dispatchSentSms, orderDispatches } from '#modules/orders/index.ts';
import { cancelOneDispatch, cancelWhole } from './cancel-order.ts';
import { deliverDispatchIn, packDispatchIn, shipDispatchIn } from './fulfil-dispatch.ts';
import { eq } from 'drizzle-orm';
import { notFound } from '#server/errors.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';

/**
 * What an order operator does to an order, each one audited change
 * (staff's staffChange: role, change and audit row in one transaction) through the orders
 * domain's own steps (fulfil-dispatch.ts, cancel-order.ts, which move statuses only via
 * orders' transitions). The shopper's SMS goes after the commit.
 */
export async function packDispatch(db: Db, staff: Staff, dispatchId: number, ip?: string): Promise<void> {
  await staffChange(
    db,
    staff,
    'orders.fulfil',
    'dispatch.pack',
    async (tx) => {
      const { dispatch } = await packDispatchIn(tx, dispatchId);
      return {
        result: undefined,
        subjectType: 'dispatch',
        subjectId: dispatchId,
        before: { send_status: dispatch.sendStatus },
        after: { send_status: 'packed' },
      };
    },
    ip,
  );
}

export async function shipDispatch(db: Db, staff: Staff, dispatchId: number, barcode: string, ip?: string): Promise<void> {
  const order = await staffChange(
    db,
    staff,
    'orders.fulfil',
    'dispatch.ship',
    async (tx) => {
      const { order, dispatch } = await shipDispatchIn(tx, dispatchId, barcode);
      return {
        result: order,
        subjectType: 'dispatch',
        subjectId: dispatchId,
        before: { send_status: dispatch.sendStatus },
        after: { send_status: 'sent', barcode },
      };
    },
    ip,
  );
  await dispatchSentSms(db, order, barcode);
}

export async function deliverDispatch(db: Db, staff: Staff, dispatchId: number, ip?: string): Promise<void> {
  await staffChange(
    db,
    staff,
    'orders.fulfil',
    'dispatch.deliver',
    async (tx) => {
      const { dispatch, orderDelivered } = await deliverDispatchIn(tx, dispatchId);
      return {
        result: undefined,
        subjectType: 'dispatch',
        subjectId: dispatchId,
        before: { send_status: dispatch.sendStatus },
        after: { send_status: 'delivered', order_delivered: orderDelivered },
      };
    },
    ip,
  );
}

const reasonTitle = (id: number) => STAFF_CANCEL_REASONS.find((r) => r.id === id)?.title ?? '';
const noteOf = (reasonId: number, note: string) => [reasonTitle(reasonId), note].filter(Boolean).join(': ');

/** Cancels the whole order: stock back, codes released, what was paid owed to the shopper's balance. */
export async function cancelOrderAsStaff(db: Db, staff: Staff, input: { id: number; reason_id: number; note: string }, ip?: string): Promise<void> {
  const order = await staffChange(
    db,
    staff,
    'orders.cancel',
    'order.cancel',
    async (tx) => {
      const order = await lockOrder(tx, input.id);
      await cancelWhole(tx, order, input.reason_id, 'staff', new Date(), noteOf(input.reason_id, input.note));
      return {
        result: order,
        subjectType: 'order',
        subjectId: order.id,
        before: { status: order.status },
        after: { status: 'cancelled', reason_id: input.reason_id, note: input.note || undefined },
      };
    },
    ip,
  );
  await cancelledByShopSms(db, order, reasonTitle(input.reason_id), false);
}

/** Cancels one dispatch that has not left (the last live one cancels the order). */
export async function cancelDispatchAsStaff(db: Db, staff: Staff, input: { id: number; reason_id: number; note: string }, ip?: string): Promise<void> {
  const order = await staffChange(
    db,
    staff,
    'orders.cancel',
    'dispatch.cancel',
    async (tx) => {
      const [ref] = await tx
        .select({ orderId: orderDispatches.orderId, sendStatus: orderDispatches.sendStatus })
        .from(orderDispatches)
        .where(eq(orderDispatches.id, input.id));
      if (!ref) throw notFound('مرسوله یافت نشد');
      const order = await lockOrder(tx, ref.orderId);
      await cancelOneDispatch(tx, order, input.id, input.reason_id, 'staff', new Date(), noteOf(input.reason_id, input.note));
      return {
        result: order,
        subjectType: 'dispatch',
        subjectId: input.id,
        before: { send_status: ref.sendStatus },
        after: { send_status: 'cancelled', reason_id: input.reason_id, note: input.note || undefined },
      };
    },
    ip,
  );
  await cancelledByShopSms(db, order, reasonTitle(input.reason_id), true);
}
