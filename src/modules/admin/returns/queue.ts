import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { users } from '#modules/account/index.ts';
import { orderLines } from '#modules/orders/index.ts';
import { BACK_STATUS_TITLES, backRequestItems, backRequests, readPhoto, type BackStatus } from '#modules/returns/index.ts';

/** The back office's list of return requests, newest first, with who asked and what. */
export async function returnsQueue(db: DbOrTx, status: number | null, page: Page) {
  const where: SQL | undefined = status ? eq(backRequests.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(backRequests).where(where);
  const rows = await db
    .select({ r: backRequests, mobile: users.mobile, first: users.firstName, last: users.lastName })
    .from(backRequests)
    .innerJoin(users, eq(users.id, backRequests.userId))
    .where(where)
    .orderBy(desc(backRequests.id))
    .limit(page.perPage)
    .offset(offsetOf(page));
  const ids = rows.map((x) => x.r.id);
  const items = ids.length
    ? await db
        .select({ requestId: backRequestItems.backRequestId, count: backRequestItems.count, name: orderLines.productName })
        .from(backRequestItems)
        .innerJoin(orderLines, eq(orderLines.id, backRequestItems.orderLineId))
        .where(inArray(backRequestItems.backRequestId, ids))
    : [];
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ r, mobile, first, last }) => ({
      id: r.id,
      order_id: r.orderId,
      dispatch_id: r.dispatchId,
      status: r.status,
      status_title: BACK_STATUS_TITLES[r.status as BackStatus] ?? '',
      customer: `${first ?? ''} ${last ?? ''}`.trim(),
      mobile,
      items: items.filter((i) => i.requestId === r.id).map((i) => ({ name: i.name, count: i.count })),
      refund: r.refundRial === null ? null : Number(r.refundRial),
      refund_to_card: r.cardRefundId !== null,
      date: r.createdAt.toISOString(),
    })),
  };
}
export type ReturnsQueueRow = Awaited<ReturnType<typeof returnsQueue>>['rows'][number];

/** An item's photo for staff (any shopper's: staff read them to decide). */
export async function staffPhotoPath(db: DbOrTx, itemId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ path: backRequestItems.imagePath })
    .from(backRequestItems)
    .where(and(eq(backRequestItems.id, itemId)));
  return row?.path ? readPhoto(row.path) : null;
}
