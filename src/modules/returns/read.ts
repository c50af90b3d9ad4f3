import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { orderLines } from '#modules/orders/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { backRequestDocuments, backRequestEvents, backRequestItems, backRequestReasons, backRequests } from './schema.ts';
import { BACK_STATUS_TITLES, CANCELLABLE, TAKES_RECEIPT, type BackStatus } from './statuses.ts';

/** The shopper's return requests and one of them in full (shared/spec/API.md "Returns"); another's is not found. */
export const requestSummary = (r: typeof backRequests.$inferSelect, itemsCount: number) => ({
  id: r.id,
  order_id: r.orderId,
  dispatch_id: r.dispatchId,
  status: r.status,
  status_title: BACK_STATUS_TITLES[r.status as BackStatus] ?? '',
  date: r.createdAt.toISOString(),
  items_count: itemsCount,
});
export type BackRequestSummary = ReturnType<typeof requestSummary>;

export async function requestsOf(db: DbOrTx, userId: number, page: Page): Promise<{ items: BackRequestSummary[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(backRequests).where(eq(backRequests.userId, userId));
  const rows = await db
    .select()
    .from(backRequests)
    .where(eq(backRequests.userId, userId))
    .orderBy(desc(backRequests.id))
    .limit(page.perPage)
    .offset(offsetOf(page));
  const counts = await itemCounts(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => requestSummary(r, counts.get(r.id) ?? 0)), total: total?.n ?? 0 };
}

async function itemCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: backRequestItems.backRequestId, n: count() })
    .from(backRequestItems)
    .where(inArray(backRequestItems.backRequestId, ids))
    .groupBy(backRequestItems.backRequestId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The request row if it is this shopper's (404 otherwise). */
export async function ownRequest(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(backRequests)
    .where(and(eq(backRequests.id, id), eq(backRequests.userId, userId)));
  if (!row) throw notFound(M.requestNotFound);
  return row;
}

export async function requestDetail(db: DbOrTx, request: typeof backRequests.$inferSelect) {
  const items = await db
    .select({ item: backRequestItems, line: orderLines, reason: backRequestReasons.title })
    .from(backRequestItems)
    .innerJoin(orderLines, eq(orderLines.id, backRequestItems.orderLineId))
    .leftJoin(backRequestReasons, eq(backRequestReasons.id, backRequestItems.reasonId))
    .where(eq(backRequestItems.backRequestId, request.id))
    .orderBy(asc(backRequestItems.id));
  const documents = await db
    .select()
    .from(backRequestDocuments)
    .where(eq(backRequestDocuments.backRequestId, request.id))
    .orderBy(asc(backRequestDocuments.id));
  const timeline = await db.select().from(backRequestEvents).where(eq(backRequestEvents.backRequestId, request.id)).orderBy(asc(backRequestEvents.id));
  const status = request.status as BackStatus;
  return {
    ...requestSummary(request, items.length),
    staff_note: request.staffNote,
    cancel_reason: request.cancelReason,
    refund: request.refundRial === null ? null : Number(request.refundRial),
    /** Where the refund went: the card the order was paid with (the bank reversed it in time) or the balance. */
    refund_to: request.refundRial === null ? null : request.cardRefundId !== null ? ('card' as const) : ('balance' as const),
    received_at: request.receivedAt?.toISOString() ?? null,
    items: items.map(({ item, line, reason }) => ({
      id: item.id,
      order_detail_id: line.id,
      variety_id: line.varietyId,
      name: line.productName,
      slug: line.slug,
      image: line.image,
      count: item.count,
      price: Number(line.priceRial),
      back_request_reason_id: item.reasonId,
      reason,
      description: item.description,
      photo: item.imagePath ? `/v8/back-request-customer/photo?id=${item.id}` : null,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      barcode: d.barcode,
      image: d.imagePath ? `/v8/back-request-document/image?id=${d.id}` : null,
      date: d.updatedAt.toISOString(),
    })),
    timeline: timeline.map((e) => ({
      status: e.status,
      status_title: BACK_STATUS_TITLES[e.status as BackStatus] ?? '',
      note: e.note,
      date: e.createdAt.toISOString(),
    })),
    can_cancel: CANCELLABLE.includes(status),
    can_add_document: TAKES_RECEIPT.includes(status),
  };
}
export type BackRequestDetail = Awaited<ReturnType<typeof requestDetail>>;

export async function reasons(db: DbOrTx) {
  return db
    .select({ id: backRequestReasons.id, title: backRequestReasons.title })
    .from(backRequestReasons)
    .where(eq(backRequestReasons.active, true))
    .orderBy(asc(backRequestReasons.sort), asc(backRequestReasons.id));
}

/** A photo of this shopper's item (404 for anyone else's). */
export async function ownItemPhoto(db: DbOrTx, userId: number, itemId: number): Promise<string> {
  const [row] = await db
    .select({ path: backRequestItems.imagePath })
    .from(backRequestItems)
    .innerJoin(backRequests, eq(backRequests.id, backRequestItems.backRequestId))
    .where(and(eq(backRequestItems.id, itemId), eq(backRequests.userId, userId)));
  if (!row?.path) throw notFound(M.requestNotFound);
  return row.path;
}
