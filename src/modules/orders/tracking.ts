import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { orderDispatches, orders, trackingEvents } from './schema.ts';
import { SEND_STATUS_TITLES } from './statuses.ts';
import { ORDER_MESSAGES, type Tracking, type TrackingEventView } from './validation.ts';

/**
 * The post's timeline of a dispatch (POST /v6/post-service/tracking, and the order page's
 * timelines): events newest first. A barcode is found only among the caller's own
 * dispatches: someone else's answers exactly like one that does not exist.
 */
export async function trackBarcode(db: DbOrTx, userId: number, barcode: string): Promise<Tracking> {
  const [d] = await db
    .select({ id: orderDispatches.id, orderId: orderDispatches.orderId, sendStatus: orderDispatches.sendStatus, barcode: orderDispatches.barcode })
    .from(orderDispatches)
    .innerJoin(orders, eq(orders.id, orderDispatches.orderId))
    .where(and(eq(orderDispatches.barcode, barcode), eq(orders.userId, userId)));
  if (!d) throw notFound(ORDER_MESSAGES.barcodeNotFound);
  const events = (await timelines(db, [d.id])).get(d.id) ?? [];
  return {
    barcode: d.barcode!,
    dispatch_id: d.id,
    order_id: d.orderId,
    status: d.sendStatus,
    status_title: SEND_STATUS_TITLES[d.sendStatus],
    events,
  };
}

/** The events of these dispatches (the caller checked they are the shopper's), newest first. */
export async function timelines(db: DbOrTx, dispatchIds: readonly number[]): Promise<Map<number, TrackingEventView[]>> {
  const map = new Map<number, TrackingEventView[]>();
  if (dispatchIds.length === 0) return map;
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(inArray(trackingEvents.dispatchId, [...dispatchIds]))
    .orderBy(desc(trackingEvents.at), desc(trackingEvents.id));
  for (const r of rows) {
    const list = map.get(r.dispatchId) ?? [];
    list.push({ date: r.at.toISOString(), title: r.title, place: r.place });
    map.set(r.dispatchId, list);
  }
  return map;
}
